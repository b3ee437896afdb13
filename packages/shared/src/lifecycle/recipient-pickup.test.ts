import { describe, expect, it } from 'vitest';
import { mayMailPickupLink } from './recipient-pickup.ts';
import type { RewardStatus } from './referral-lifecycle.ts';

describe('a fresh pickup link for the recipient', () => {
  it.each<[RewardStatus | null, boolean, boolean]>([
    ['Bereitgestellt', true, true],
    // An account given: the share is transferred there, nothing to pick up.
    ['Bereitgestellt', false, false],
    // Chosen at the pickup already, or not ready, or settled: no link.
    ['Abgeholt', true, false],
    ['Offen', true, false],
    [null, true, false],
    ['Ausgezahlt', true, false],
    ['Storniert', true, false],
    ['Abgelaufen', true, false],
  ])('share %s, no account %s → %s', (reward, bankDataMissing, expected) =>
    expect(mayMailPickupLink({ reward, bankDataMissing })).toBe(expected),
  );
});
