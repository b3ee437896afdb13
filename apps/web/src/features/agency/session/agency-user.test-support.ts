import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';

/** A signed-in agency user for tests: an employee whose token holds for an hour; `over` changes the rest. */
export const agencyUser = (over: Partial<AgencyUser> = {}): AgencyUser => ({
  Token: 'agency-token',
  ExpiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  Roles: ['AgenturMitarbeiter'],
  Abilities: ['AuftragsReport'],
  Name: 'Mia Mitarbeiterin',
  Agentur: { Id: 'a2', Name: 'Agentur Süd & West' },
  ...over,
});
