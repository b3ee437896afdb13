import { describe, expect, it } from 'vitest';
import { REFERRAL_STATUSES, type ReferralStatus } from '../lifecycle/referral-lifecycle.ts';
import { correctionAllowed, correctionTargets } from './support-corrections.ts';

// Every cell of the table: from (row) → to (column).
const TABLE: Record<ReferralStatus, Record<ReferralStatus, boolean>> = {
  Ok: { Ok: false, Offen: true, Abgelaufen: true, Storniert: true, Gezahlt: false },
  Offen: { Ok: true, Offen: false, Abgelaufen: true, Storniert: true, Gezahlt: false },
  Abgelaufen: { Ok: true, Offen: true, Abgelaufen: false, Storniert: true, Gezahlt: false },
  Storniert: { Ok: true, Offen: true, Abgelaufen: true, Storniert: false, Gezahlt: false },
  Gezahlt: { Ok: false, Offen: false, Abgelaufen: false, Storniert: false, Gezahlt: false },
};

describe('support corrections', () => {
  for (const from of REFERRAL_STATUSES)
    for (const to of REFERRAL_STATUSES)
      it(`${from} → ${to}: ${TABLE[from][to] ? 'allowed' : 'refused'}`, () => {
        expect(correctionAllowed(from, to)).toBe(TABLE[from][to]);
      });

  it('lists the targets of a status', () => {
    expect(correctionTargets('Storniert')).toEqual(['Ok', 'Offen', 'Abgelaufen']);
    expect(correctionTargets('Gezahlt')).toEqual([]);
  });
});
