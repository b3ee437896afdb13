import { STATUS_BAR_KEYS, type StatusBarKey } from '@kwk/shared/lifecycle/status-bar';
import type { ReferralItem } from '@kwk/shared/personal-area/personal-area.schemas';
import { describe, expect, it } from 'vitest';
import { LIFECYCLE_STEPS, lifecycleProgress, reachedStep } from './lifecycle-progress.ts';

const item = (
  StatusSchluessel: StatusBarKey,
  Status: ReferralItem['Status'] = 'Ok',
  Auftragsdatum: string | null = null,
) => ({ StatusSchluessel, Status, Auftragsdatum });

describe('reachedStep (one row per status bar text of spec §4)', () => {
  it.each([
    { facts: item('notReacted'), expected: 'recommended' },
    { facts: item('expiredWithoutReaction', 'Abgelaufen'), expected: 'recommended' },
    { facts: item('reactedAndSigned'), expected: 'reacted' },
    { facts: item('reactedAndSigned', 'Offen', '2026-03-01'), expected: 'ordered' },
    { facts: item('reactedAndSigned', 'Offen'), expected: 'ordered' },
    { facts: item('claimInProcessing', 'Offen', '2026-03-01'), expected: 'ordered' },
    { facts: item('noContract', 'Storniert', '2026-03-01'), expected: 'ordered' },
    { facts: item('noContract', 'Storniert'), expected: 'reacted' },
    { facts: item('rewardReady', 'Gezahlt', '2026-03-01'), expected: 'rewardReady' },
    { facts: item('pickUpReward', 'Gezahlt', '2026-03-01'), expected: 'rewardReady' },
    { facts: item('enterBankData', 'Gezahlt', '2026-03-01'), expected: 'rewardReady' },
    { facts: item('rewardBeingPaid', 'Gezahlt', '2026-03-01'), expected: 'rewardReady' },
    { facts: item('rewardPaid', 'Gezahlt', '2026-03-01'), expected: 'paid' },
    { facts: item('rewardExpired', 'Gezahlt', '2026-03-01'), expected: 'rewardReady' },
  ])(
    '$facts.StatusSchluessel ($facts.Status, ordered $facts.Auftragsdatum) → $expected',
    ({ facts, expected }) => {
      expect(reachedStep(facts)).toBe(expected);
    },
  );

  it('knows every status bar text', () => {
    for (const key of STATUS_BAR_KEYS) expect(LIFECYCLE_STEPS).toContain(reachedStep(item(key)));
  });
});

describe('lifecycleProgress', () => {
  const states = (facts: ReturnType<typeof item>) => lifecycleProgress(facts).map((s) => s.state);

  it('marks the steps behind as done, the reached one as current and the rest as open', () => {
    expect(lifecycleProgress(item('pickUpReward', 'Gezahlt', '2026-03-01'))).toEqual([
      { step: 'recommended', state: 'done' },
      { step: 'reacted', state: 'done' },
      { step: 'ordered', state: 'done' },
      { step: 'rewardReady', state: 'current' },
      { step: 'paid', state: 'open' },
    ]);
  });

  it.each([
    { facts: item('notReacted'), expected: ['current', 'open', 'open', 'open', 'open'] },
    { facts: item('rewardPaid', 'Gezahlt'), expected: ['done', 'done', 'done', 'done', 'current'] },
    {
      facts: item('expiredWithoutReaction', 'Abgelaufen'),
      expected: ['stopped', 'open', 'open', 'open', 'open'],
    },
    {
      facts: item('noContract', 'Storniert', '2026-03-01'),
      expected: ['done', 'done', 'stopped', 'open', 'open'],
    },
    {
      facts: item('rewardExpired', 'Gezahlt', '2026-03-01'),
      expected: ['done', 'done', 'done', 'stopped', 'open'],
    },
  ])('$facts.StatusSchluessel → $expected', ({ facts, expected }) => {
    expect(states(facts)).toEqual(expected);
  });
});
