import { describe, expect, it } from 'vitest';
import { REFERRAL_STATUSES, REWARD_STATUSES, type RewardStatus } from './referral-lifecycle.ts';
import {
  STATUS_BAR_KEYS,
  STATUS_BAR_TEXTS,
  type StatusBarInput,
  type StatusBarKey,
  statusBarKey,
} from './status-bar.ts';

const input = (over: Partial<StatusBarInput>): StatusBarInput => ({
  referral: 'Ok',
  reward: null,
  recipientReacted: false,
  choiceRequired: false,
  bankDataMissing: false,
  ...over,
});

describe('status bar text of a referral (spec §4)', () => {
  const cases: [string, Partial<StatusBarInput>, StatusBarKey][] = [
    ['link sent, no reaction', {}, 'notReacted'],
    ['expired without reaction', { referral: 'Abgelaufen' }, 'expiredWithoutReaction'],
    ['contact confirmed data', { recipientReacted: true }, 'reactedAndSigned'],
    ['order in progress', { referral: 'Offen', recipientReacted: true }, 'reactedAndSigned'],
    ['reward waits for its periods', { referral: 'Gezahlt', reward: 'Offen' }, 'claimInProcessing'],
    ['order cancelled', { referral: 'Storniert' }, 'noContract'],
    ['reward cancelled', { referral: 'Storniert', reward: 'Storniert' }, 'noContract'],
    ['ready, paid without a choice', { referral: 'Gezahlt', reward: 'Bereitgestellt' }, 'rewardReady'],
    [
      'ready, to be chosen',
      { referral: 'Gezahlt', reward: 'Bereitgestellt', choiceRequired: true },
      'pickUpReward',
    ],
    [
      'ready, bank data missing',
      { referral: 'Gezahlt', reward: 'Bereitgestellt', bankDataMissing: true },
      'enterBankData',
    ],
    [
      'chosen cash, bank data missing',
      { referral: 'Gezahlt', reward: 'Abgeholt', bankDataMissing: true },
      'enterBankData',
    ],
    ['chosen, being paid', { referral: 'Gezahlt', reward: 'Abgeholt' }, 'rewardBeingPaid'],
    ['paid', { referral: 'Gezahlt', reward: 'Ausgezahlt' }, 'rewardPaid'],
    ['credited to the recipient only', { referral: 'Gezahlt' }, 'rewardPaid'],
    ['not collected in time', { referral: 'Gezahlt', reward: 'Abgelaufen' }, 'rewardExpired'],
  ];
  it.each(cases)('%s → %s', (_name, over, expected) => {
    expect(statusBarKey(input(over))).toBe(expected);
  });

  it('uses all eleven texts, each in German and English', () => {
    expect(new Set(cases.map(([, , key]) => key))).toEqual(new Set(STATUS_BAR_KEYS));
    for (const lang of ['de', 'en'] as const)
      for (const key of STATUS_BAR_KEYS) expect(STATUS_BAR_TEXTS[lang][key]).toMatch(/\S/);
  });

  it('gives a text for every combination of statuses', () => {
    const rewards: (RewardStatus | null)[] = [null, ...REWARD_STATUSES];
    for (const referral of REFERRAL_STATUSES)
      for (const reward of rewards)
        expect(STATUS_BAR_KEYS).toContain(statusBarKey(input({ referral, reward })));
  });
});
