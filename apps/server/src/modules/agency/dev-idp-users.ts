import type { AgencyRole } from '@kwk/shared/agency/agency-abilities';

/** A person the development identity provider signs in as (claims `department`, `roles`, `name`). */
export interface DevIdpUser {
  /** The subject (`sub`): stable, so a person keeps their agency user across restarts. */
  sub: string;
  name: string;
  department: string;
  roles: AgencyRole[];
  /** The button's text after the name: role and agency, as a person reads them (German, English). */
  describes: string;
  describesEn: string;
}

/**
 * The demo people of each tenant with the agency area (issue 13): one per role and one without
 * roles, in the demo agencies of agencies-seed.ts.
 */
export const DEV_IDP_USERS: Record<string, DevIdpUser[]> = {
  partner: [
    {
      sub: 'partner-inhaberin',
      name: 'Ines Inhaber',
      department: 'agentur-nord',
      roles: ['AgenturInhaber'],
      describes: 'Agenturinhaberin (Vertriebsagentur Nord)',
      describesEn: 'agency owner (Vertriebsagentur Nord)',
    },
    {
      sub: 'partner-inhaber-inaktiv',
      name: 'Paul Pause',
      department: 'agentur-nord',
      roles: ['AgenturInhaber_inaktiv'],
      describes: 'Agenturinhaber, inaktiv (Vertriebsagentur Nord)',
      describesEn: 'agency owner, inactive (Vertriebsagentur Nord)',
    },
    {
      sub: 'partner-mitarbeiterin',
      name: 'Mia Mitarbeiterin',
      department: 'agentur-sued',
      roles: ['AgenturMitarbeiter'],
      describes: 'Agenturmitarbeiterin (Agentur Süd & West)',
      describesEn: 'agency employee (Agentur Süd & West)',
    },
    {
      sub: 'partner-ohne-rolle',
      name: 'Otto Ohnerolle',
      department: 'agentur-nord',
      roles: [],
      describes: 'ohne Rolle (Vertriebsagentur Nord)',
      describesEn: 'no role (Vertriebsagentur Nord)',
    },
  ],
};

/** The accessible name of a person's button on the login page. */
export const buttonLabel = (user: DevIdpUser, lang: 'de' | 'en' = 'de') =>
  `${user.name} – ${lang === 'en' ? user.describesEn : user.describes}`;
