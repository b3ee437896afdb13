import { describe, expect, it } from 'vitest';
import { payoutPeriod } from './payout-period.ts';
import {
  PAYOUT_TIMING_KEYS,
  PAYOUT_TIMING_TEXTS,
  type PayoutTiming,
  payoutTimingText,
  RECIPIENT_REWARD_KEYS,
  type RecipientRewardInput,
  type RecipientRewardKey,
  type RecipientTimingFacts,
  type ReferrerTimingInput,
  recipientRewardKey,
  recipientRewardText,
  recipientTiming,
  referrerTiming,
} from './payout-timing.ts';

describe('the referrer’s timing text (spec §9)', () => {
  const input = (over: Partial<ReferrerTimingInput>): ReferrerTimingInput => ({
    referral: 'Ok',
    reward: null,
    payoutKind: null,
    pickUpBy: null,
    ...over,
  });
  const cases: [string, Partial<ReferrerTimingInput>, PayoutTiming | null][] = [
    ['link sent, no order', {}, null],
    ['link expired', { referral: 'Abgelaufen' }, null],
    ['order in progress', { referral: 'Offen' }, { key: 'afterContract' }],
    [
      'effective, waiting for its periods',
      { referral: 'Gezahlt', reward: 'Offen' },
      { key: 'afterEffective' },
    ],
    [
      'ready: choose by the last day',
      { referral: 'Gezahlt', reward: 'Bereitgestellt', pickUpBy: '2027-12-07' },
      { key: 'pickUpBy', day: '2027-12-07' },
    ],
    ['ready, day unknown', { referral: 'Gezahlt', reward: 'Bereitgestellt' }, null],
    [
      'transfer chosen',
      { referral: 'Gezahlt', reward: 'Abgeholt', payoutKind: 'Ueberweisung' },
      { key: 'transfer' },
    ],
    [
      'voucher chosen',
      { referral: 'Gezahlt', reward: 'Abgeholt', payoutKind: 'Gutschein' },
      { key: 'voucher' },
    ],
    ['paid', { referral: 'Gezahlt', reward: 'Ausgezahlt' }, null],
    [
      'expired',
      { referral: 'Gezahlt', reward: 'Abgelaufen', pickUpBy: '2027-12-07' },
      { key: 'expired', day: '2027-12-07' },
    ],
    ['cancelled', { referral: 'Storniert', reward: 'Storniert' }, null],
    ['credited to the recipient only', { referral: 'Gezahlt' }, null],
  ];
  it.each(cases)('%s', (_name, over, expected) => {
    expect(referrerTiming(input(over))).toEqual(expected);
  });
});

describe('the recipient’s payout state and timing text', () => {
  const input = (over: Partial<RecipientRewardInput>): RecipientRewardInput => ({
    referral: 'Ok',
    reward: null,
    bankDataMissing: false,
    choosesAtPickup: false,
    ...over,
  });
  type Facts = Partial<RecipientRewardInput & RecipientTimingFacts>;
  const cases: [string, Facts, RecipientRewardKey, PayoutTiming | null][] = [
    ['before the order', {}, 'shareReserved', { key: 'recipientAfterContract' }],
    [
      'before the order, no account given: the pickup link is promised, not a transfer',
      { bankDataMissing: true },
      'shareReserved',
      { key: 'recipientAfterContractPickup' },
    ],
    [
      'credited without an account where the tenant keeps no bank data',
      { referral: 'Gezahlt', reward: 'Offen', bankDataMissing: true, choosesAtPickup: true },
      'claimInProcessing',
      { key: 'recipientAfterContractPickup' },
    ],
    [
      'a voucher chosen at the pickup link',
      { referral: 'Gezahlt', reward: 'Abgeholt', bankDataMissing: true, payoutKind: 'Gutschein' },
      'rewardBeingPaid',
      { key: 'voucher' },
    ],
    [
      'a transfer chosen at the pickup link',
      { referral: 'Gezahlt', reward: 'Abgeholt', bankDataMissing: true, payoutKind: 'Ueberweisung' },
      'rewardBeingPaid',
      { key: 'transfer' },
    ],
    ['order in progress', { referral: 'Offen' }, 'shareReserved', { key: 'recipientAfterContract' }],
    [
      'credited, periods running',
      { referral: 'Gezahlt', reward: 'Offen' },
      'claimInProcessing',
      { key: 'recipientAfterContract' },
    ],
    [
      'ready with an account',
      { referral: 'Gezahlt', reward: 'Bereitgestellt' },
      'rewardBeingPaid',
      { key: 'transfer' },
    ],
    [
      'ready without an account',
      { referral: 'Gezahlt', reward: 'Bereitgestellt', bankDataMissing: true },
      'enterBankData',
      { key: 'transfer' },
    ],
    [
      'ready without an account where the tenant keeps no bank data: the mailed pickup link',
      { referral: 'Gezahlt', reward: 'Bereitgestellt', bankDataMissing: true, choosesAtPickup: true },
      'pickUpReward',
      { key: 'recipientPickUp' },
    ],
    [
      'in a payout batch',
      { referral: 'Gezahlt', reward: 'Abgeholt' },
      'rewardBeingPaid',
      { key: 'transfer' },
    ],
    ['paid', { referral: 'Gezahlt', reward: 'Ausgezahlt' }, 'rewardPaid', null],
    ['expired', { referral: 'Gezahlt', reward: 'Abgelaufen' }, 'rewardExpired', null],
    ['cancelled', { referral: 'Storniert', reward: 'Storniert' }, 'noContract', null],
    ['order ended before credit', { referral: 'Storniert' }, 'noContract', null],
    ['link expired', { referral: 'Abgelaufen' }, 'noContract', null],
  ];
  it.each(cases)('%s', (_name, over, key, timing) => {
    const facts = input(over);
    expect(recipientRewardKey(facts)).toBe(key);
    expect(
      recipientTiming(key, { bankDataMissing: facts.bankDataMissing, payoutKind: over.payoutKind ?? null }),
    ).toEqual(timing);
  });

  it('never promises a transfer to an account where none was given', () => {
    const text = (timing: PayoutTiming | null) => (timing ? payoutTimingText('de', timing, 4) : '');
    expect(text(recipientTiming('shareReserved', { bankDataMissing: true, payoutKind: null }))).toBe(
      'Ihr Anteil steht in der Regel etwa 4 bis 6 Wochen nach dem Vertragsabschluss bereit; Sie erhalten dann einen Link zum Abholen per E-Mail und wählen dort, wie Sie ihn erhalten möchten: eine Überweisung folgt innerhalb von vier Wochen nach Angabe Ihrer Bankdaten, ein Gutschein innerhalb von 24 Stunden.',
    );
    expect(text(recipientTiming('pickUpReward', { bankDataMissing: true, payoutKind: null }))).toContain(
      `Eine Überweisung folgt ${payoutPeriod('de', 4)} nach Angabe Ihrer Bankdaten`,
    );
    expect(text(recipientTiming('rewardBeingPaid', { bankDataMissing: true, payoutKind: 'Gutschein' }))).toBe(
      'Ihren Gutschein erhalten Sie innerhalb von 24 Stunden per E-Mail.',
    );
  });

  it('has a text for every state and timing, in German and English', () => {
    for (const lang of ['de', 'en'] as const) {
      for (const key of RECIPIENT_REWARD_KEYS) expect(recipientRewardText(lang, key)).toMatch(/\S/);
      for (const key of PAYOUT_TIMING_KEYS) expect(PAYOUT_TIMING_TEXTS[lang][key]).toMatch(/\S/);
    }
    expect(recipientRewardText('de', 'rewardExpired')).toBe('Ihre Prämie ist verfallen.');
  });
});

describe('timing texts', () => {
  it.each([
    ['de', { key: 'pickUpBy', day: '2027-12-07' }, /^Bitte wählen Sie bis zum 07\.12\.2027,/],
    ['en', { key: 'pickUpBy', day: '2027-12-07' }, /^Please choose by 07\.12\.2027 /],
    ['de', { key: 'expired', day: '2027-12-07' }, /bis zum 07\.12\.2027 abgeholt/],
    [
      'de',
      { key: 'recipientAfterContract' },
      /4 bis 6 Wochen nach dem Vertragsabschluss.*innerhalb von vier Wochen/,
    ],
    ['en', { key: 'recipientAfterContract' }, /4 to 6 weeks after the contract.*within four weeks/],
    ['de', { key: 'afterContract' }, /4 bis 6 Wochen nach dem Vertragsabschluss/],
    [
      'de',
      { key: 'afterEffective' },
      /5 bis 6 Wochen, nachdem der Vertrag wirksam geworden ist.*bis zu 3 Monaten/,
    ],
    ['de', { key: 'transfer' }, /innerhalb von vier Wochen/],
    ['de', { key: 'voucher' }, /innerhalb von 24 Stunden/],
  ] as const)('%s %j', (lang, timing, expected) => {
    expect(payoutTimingText(lang, timing, 4)).toMatch(expected);
  });

  // Issue 27, item 10: every text naming the transfer says the tenant's one period.
  it.each(['transfer', 'pickUpBy', 'recipientAfterContract'] as const)(
    '%s names the tenant period',
    (key) => {
      expect(payoutTimingText('de', { key, day: '2027-12-07' }, 6)).toContain('innerhalb von sechs Wochen');
      expect(payoutTimingText('en', { key, day: '2027-12-07' }, 1)).toContain('within one week');
      expect(payoutTimingText('de', { key, day: '2027-12-07' }, 6)).not.toMatch(/vier|\{frist\}/);
    },
  );
});
