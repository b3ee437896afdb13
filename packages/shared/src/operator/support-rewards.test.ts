import { describe, expect, it } from 'vitest';
import {
  type CreditFacts,
  type PayoutState,
  payoutState,
  type ReferralPayout,
  referralPayout,
  shownReferralStatus,
} from './support-rewards.ts';

const credit = (over: Partial<CreditFacts>): CreditFacts => ({
  status: 'Bereitgestellt',
  beneficiary: 'Empfehler',
  payoutKind: null,
  bankData: false,
  batch: null,
  choosesAtPickup: false,
  ...over,
});

describe('a reward credit’s payout state', () => {
  it.each<[string, Partial<CreditFacts>, PayoutState]>([
    ['in its periods', { status: 'Offen' }, 'waiting'],
    ['ready for the referrer’s choice', { status: 'Bereitgestellt' }, 'choice'],
    ['a recipient’s share without an account', { beneficiary: 'Empfaenger' }, 'bank_data'],
    [
      'a recipient’s share where the tenant keeps no bank data (pickup link mailed)',
      { beneficiary: 'Empfaenger', choosesAtPickup: true },
      'pickup',
    ],
    [
      'a recipient’s share with an account, pickup tenant or not',
      { beneficiary: 'Empfaenger', bankData: true, choosesAtPickup: true },
      'batch',
    ],
    ['a recipient’s share with an account', { beneficiary: 'Empfaenger', bankData: true }, 'batch'],
    [
      'a transfer chosen, in no batch',
      { status: 'Abgeholt', payoutKind: 'Ueberweisung', bankData: true },
      'batch',
    ],
    [
      'a transfer in a prepared batch',
      { status: 'Abgeholt', payoutKind: 'Ueberweisung', batch: 'Vorbereitet' },
      'prepared',
    ],
    [
      'a transfer in a released batch',
      { status: 'Abgeholt', payoutKind: 'Ueberweisung', batch: 'Freigegeben' },
      'released',
    ],
    ['a voucher chosen, not issued', { status: 'Abgeholt', payoutKind: 'Gutschein' }, 'voucher'],
    [
      'paid by an executed batch',
      { status: 'Ausgezahlt', payoutKind: 'Ueberweisung', batch: 'Ausgefuehrt' },
      'paid',
    ],
    ['a voucher issued', { status: 'Ausgezahlt', payoutKind: 'Gutschein' }, 'paid'],
    ['expired', { status: 'Abgelaufen' }, 'expired'],
    ['cancelled', { status: 'Storniert' }, 'cancelled'],
  ])('%s: %s', (_, over, expected) => expect(payoutState(credit(over))).toBe(expected));
});

describe('a referral’s rewards together', () => {
  it.each<[PayoutState[], ReferralPayout]>([
    [[], 'none'],
    [['waiting', 'bank_data'], 'unpaid'],
    [['released'], 'unpaid'],
    [['paid', 'bank_data'], 'partly'],
    [['paid', 'paid'], 'paid'],
    [['paid', 'cancelled'], 'paid'],
    [['expired', 'paid'], 'paid'],
    [['expired'], 'unpaid'],
  ])('%j: %s', (states, expected) => expect(referralPayout(states)).toBe(expected));

  it.each([
    ['Gezahlt', 'paid', 'Ausgezahlt'],
    ['Gezahlt', 'unpaid', 'Gutgeschrieben'],
    ['Gezahlt', 'none', 'Gutgeschrieben'],
    ['Gezahlt', 'partly', 'TeilweiseGezahlt'],
    ['Offen', 'none', 'Offen'],
    ['Storniert', 'unpaid', 'Storniert'],
  ] as const)('%s with rewards %s shows as %s', (status, payout, shown) =>
    expect(shownReferralStatus(status, payout)).toBe(shown),
  );
});
