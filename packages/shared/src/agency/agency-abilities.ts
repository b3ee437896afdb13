/**
 * Agency roles and what each may do (spec §6), as one pure table: the server checks an ability on
 * every agency call, the SPA shows only the tabs the user's abilities open.
 */
export const AGENCY_ROLES = ['AgenturInhaber', 'AgenturInhaber_inaktiv', 'AgenturMitarbeiter'] as const;
export type AgencyRole = (typeof AGENCY_ROLES)[number];

export const AGENCY_ABILITIES = [
  'Mitarbeiter',
  'Einladungstool',
  'Praemienplan',
  /** Add and delete a reward plan (spec §6: the inactive owner, and so the owner). */
  'PraemienplanBearbeiten',
  'Rechnungen',
  'Verwaltung',
  'AuftragsReport',
  'EmpfehlerReport',
  'Praemien',
  'StatistikReport',
  'Stammdaten',
] as const;
export type AgencyAbility = (typeof AGENCY_ABILITIES)[number];

/** What the inactive owner and the employee both may: the reports, the rewards and the master data. */
const AGENCY_WORK: readonly AgencyAbility[] = [
  'Verwaltung',
  'AuftragsReport',
  'EmpfehlerReport',
  'Praemien',
  'Praemienplan',
  'StatistikReport',
  'Stammdaten',
];

const INACTIVE_OWNER: readonly AgencyAbility[] = ['Rechnungen', ...AGENCY_WORK, 'PraemienplanBearbeiten'];

/** spec §6, word for word: the owner has three abilities and everything the inactive owner may. */
export const ROLE_ABILITIES: Readonly<Record<AgencyRole, readonly AgencyAbility[]>> = {
  AgenturInhaber: ['Mitarbeiter', 'Einladungstool', 'Praemienplan', ...INACTIVE_OWNER],
  AgenturInhaber_inaktiv: INACTIVE_OWNER,
  AgenturMitarbeiter: ['Einladungstool', ...AGENCY_WORK],
};

export function isAgencyRole(value: unknown): value is AgencyRole {
  return typeof value === 'string' && (AGENCY_ROLES as readonly string[]).includes(value);
}

/** The abilities of a set of roles, in the table's order; unknown role names open nothing. */
export function abilitiesOf(roles: readonly string[]): AgencyAbility[] {
  const granted = new Set(roles.filter(isAgencyRole).flatMap((role) => ROLE_ABILITIES[role]));
  return AGENCY_ABILITIES.filter((ability) => granted.has(ability));
}

export function mayDo(roles: readonly string[], ability: AgencyAbility): boolean {
  return abilitiesOf(roles).includes(ability);
}
