import { describe, expect, it } from 'vitest';
import { AGENCY_ABILITIES, type AgencyAbility, abilitiesOf, mayDo } from './agency-abilities.ts';

// spec §6, one row per ability: which of owner, inactive owner, employee may use it.
const TABLE: Record<AgencyAbility, [owner: boolean, inactiveOwner: boolean, employee: boolean]> = {
  Mitarbeiter: [true, false, false],
  Einladungstool: [true, false, true],
  Praemienplan: [true, true, true],
  PraemienplanBearbeiten: [true, true, false],
  Rechnungen: [true, true, false],
  Verwaltung: [true, true, true],
  AuftragsReport: [true, true, true],
  EmpfehlerReport: [true, true, true],
  Praemien: [true, true, true],
  StatistikReport: [true, true, true],
  Stammdaten: [true, true, true],
};

const cells = AGENCY_ABILITIES.flatMap((ability) =>
  (['AgenturInhaber', 'AgenturInhaber_inaktiv', 'AgenturMitarbeiter'] as const).map(
    (role, i) => [role, ability, TABLE[ability][i]] as const,
  ),
);

describe('agency abilities (spec §6)', () => {
  it.each(cells)('%s may use %s: %s', (role, ability, allowed) => {
    expect(mayDo([role], ability)).toBe(allowed);
  });

  it.each(AGENCY_ABILITIES)('a user without roles may not use %s', (ability) => {
    expect(mayDo([], ability)).toBe(false);
  });

  it('unknown role names open nothing, and roles add up', () => {
    expect(abilitiesOf(['Admin', 'agenturinhaber'])).toEqual([]);
    expect(abilitiesOf(['AgenturMitarbeiter', 'AgenturInhaber_inaktiv'])).toEqual(
      AGENCY_ABILITIES.filter((a) => a !== 'Mitarbeiter'),
    );
  });
});
