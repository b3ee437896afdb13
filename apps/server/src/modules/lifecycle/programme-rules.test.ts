import { describe, expect, it } from 'vitest';
import {
  AWAITING_AGENCY_RELEASE,
  addDays,
  decideReward,
  type ProgrammeSettings,
  type RewardFacts,
} from './programme-rules.ts';

const facts = (
  over: Partial<Omit<RewardFacts, 'order'>> & { order?: Partial<RewardFacts['order']> } = {},
): RewardFacts => ({
  referralCreatedOn: '2026-01-01',
  referrer: {
    emailIdentity: 'anna@example.org',
    ibanHash: 'iban-a',
    nameAndAddress: 'anna berg|a-str 1|10115',
  },
  recipient: {
    emailIdentity: 'ben@example.org',
    ibanHash: 'iban-b',
    nameAndAddress: 'ben kurz|b-str 2|20095',
  },
  accountMonths: [],
  ...over,
  order: {
    placedOn: '2026-01-10',
    effectiveOn: '2026-01-12',
    renewal: false,
    throughLink: true,
    ended: false,
    ...over.order,
  },
});
const telko: ProgrammeSettings = { bankingActivityRule: false, complaintDays: 0 };
const bank: ProgrammeSettings = { bankingActivityRule: true, complaintDays: 30 };
const active = [
  { month: 1, qualifyingTransactions: 3, selfTransfers: false },
  { month: 2, qualifyingTransactions: 4, selfTransfers: false },
];

describe('programme rules (spec §1)', () => {
  it.each([
    ['a renewal', facts({ order: { renewal: true } }), 'renewal'],
    ['an order not through the link', facts({ order: { throughLink: false } }), 'not_through_link'],
    ['an order on day 61', facts({ order: { placedOn: '2026-03-03' } }), 'link_expired'],
    ['the same e-mail', facts({ recipient: { emailIdentity: 'anna@example.org' } }), 'self_referral'],
    [
      'the same IBAN',
      facts({ recipient: { emailIdentity: 'x@example.org', ibanHash: 'iban-a' } }),
      'self_referral',
    ],
    [
      'the same name and address',
      facts({ recipient: { emailIdentity: 'x@example.org', nameAndAddress: 'anna berg|a-str 1|10115' } }),
      'self_referral',
    ],
    ['a cancelled, revoked or rejected order', facts({ order: { ended: true } }), 'order_ended'],
  ] as const)('rejects %s', (_name, input, reason) => {
    expect(decideReward(input, telko, '2026-06-01')).toEqual({ decision: 'rejected', reason });
  });

  it('accepts an order on day 60 of the link', () => {
    expect(decideReward(facts({ order: { placedOn: '2026-03-02' } }), telko, '2026-06-01')).toEqual({
      decision: 'due',
    });
  });

  it('ignores missing IBANs and addresses when looking for self-referral', () => {
    const input = facts({
      referrer: { emailIdentity: 'a@example.org', ibanHash: null, nameAndAddress: null },
      recipient: { emailIdentity: 'b@example.org', ibanHash: null, nameAndAddress: null },
    });
    expect(decideReward(input, telko, '2026-06-01').decision).toBe('due');
  });

  it('waits until the order is effective, then for the 14-day revocation period', () => {
    expect(decideReward(facts({ order: { effectiveOn: null } }), telko, '2026-06-01')).toMatchObject({
      decision: 'wait',
      until: null,
    });
    expect(decideReward(facts(), telko, '2026-01-23')).toEqual({
      decision: 'wait',
      until: '2026-01-24',
      reason: 'revocation and complaint periods',
    });
    expect(decideReward(facts(), telko, '2026-01-24')).toEqual({ decision: 'due' });
  });

  it('waits for the complaint period when it is longer than the revocation period', () => {
    expect(decideReward(facts({ accountMonths: active }), bank, '2026-02-08')).toMatchObject({
      until: '2026-02-09',
    });
    expect(decideReward(facts({ accountMonths: active }), bank, '2026-02-09')).toEqual({ decision: 'due' });
  });

  describe('banking activity: three transactions of at least 25 € in each of the first two months, no self-transfers', () => {
    it('passes with enough activity in both months', () => {
      expect(decideReward(facts({ accountMonths: active }), bank, '2026-06-01')).toEqual({ decision: 'due' });
    });
    it('waits for each month to be reported', () => {
      expect(decideReward(facts({ accountMonths: [] }), bank, '2026-06-01')).toMatchObject({
        decision: 'wait',
      });
      expect(decideReward(facts({ accountMonths: [active[0]!] }), bank, '2026-06-01')).toMatchObject({
        decision: 'wait',
        reason: 'account activity of month 2',
      });
    });
    it.each([
      ['too few transactions in month 1', [{ ...active[0]!, qualifyingTransactions: 2 }, active[1]!]],
      ['too few transactions in month 2', [active[0]!, { ...active[1]!, qualifyingTransactions: 0 }]],
      ['a self-transfer in month 1', [{ ...active[0]!, selfTransfers: true }, active[1]!]],
      ['a self-transfer in month 2', [active[0]!, { ...active[1]!, selfTransfers: true }]],
    ])('fails with %s', (_name, months) => {
      expect(decideReward(facts({ accountMonths: months }), bank, '2026-06-01')).toEqual({
        decision: 'rejected',
        reason: 'banking_activity',
      });
    });
  });

  describe("an agency agent's order: credited only once the agency released it (issue 13)", () => {
    const waiting = { decision: 'wait', until: null, reason: AWAITING_AGENCY_RELEASE };
    it.each([
      ['not released, periods passed', { releasedOn: null }, '2026-06-01', waiting],
      ['released, periods passed', { releasedOn: '2026-05-01' }, '2026-06-01', { decision: 'due' }],
      [
        'released before the order was even effective',
        { releasedOn: '2026-01-11' },
        '2026-06-01',
        { decision: 'due' },
      ],
      [
        'not released, periods still running: the periods first',
        { releasedOn: null },
        '2026-01-23',
        { decision: 'wait', until: '2026-01-24', reason: 'revocation and complaint periods' },
      ],
      [
        'released, periods still running',
        { releasedOn: '2026-01-20' },
        '2026-01-23',
        { decision: 'wait', until: '2026-01-24', reason: 'revocation and complaint periods' },
      ],
      ['no release needed', undefined, '2026-06-01', { decision: 'due' }],
    ] as const)('%s', (_name, agencyRelease, today, expected) => {
      const input = agencyRelease ? facts({ agencyRelease }) : facts();
      expect(decideReward(input, telko, today)).toEqual(expected);
    });
    it('refuses what the rules refuse, released or not', () => {
      expect(
        decideReward(
          facts({ agencyRelease: { releasedOn: '2026-05-01' }, order: { ended: true } }),
          telko,
          '2026-06-01',
        ),
      ).toEqual({ decision: 'rejected', reason: 'order_ended' });
      expect(
        decideReward(
          facts({ agencyRelease: { releasedOn: null }, order: { renewal: true } }),
          telko,
          '2026-06-01',
        ),
      ).toEqual({ decision: 'rejected', reason: 'renewal' });
    });
  });

  describe('the fraud review (issue 15): a held referral waits for no day, a rejected one is cancelled', () => {
    it.each([
      [
        'held, periods passed',
        'held',
        '2026-06-01',
        { decision: 'wait', until: null, reason: 'fraud review' },
      ],
      ['released, periods passed', 'released', '2026-06-01', { decision: 'due' }],
      [
        'rejected, periods passed',
        'rejected',
        '2026-06-01',
        { decision: 'rejected', reason: 'fraud_review' },
      ],
      [
        'held, periods still running: the periods first',
        'held',
        '2026-01-23',
        { decision: 'wait', until: '2026-01-24', reason: 'revocation and complaint periods' },
      ],
      ['no review', undefined, '2026-06-01', { decision: 'due' }],
    ] as const)('%s', (_name, fraudReview, today, expected) => {
      const input = fraudReview ? facts({ fraudReview }) : facts();
      expect(decideReward(input, telko, today)).toEqual(expected);
    });
    it('the agency release comes before the review, and the rules refuse first', () => {
      expect(
        decideReward(
          facts({ agencyRelease: { releasedOn: null }, fraudReview: 'held' }),
          telko,
          '2026-06-01',
        ),
      ).toEqual({ decision: 'wait', until: null, reason: 'agency release of the order' });
      expect(
        decideReward(facts({ fraudReview: 'released', order: { renewal: true } }), telko, '2026-06-01'),
      ).toEqual({ decision: 'rejected', reason: 'renewal' });
    });
  });

  it('adds calendar days across months and years', () => {
    expect(addDays('2026-12-20', 14)).toBe('2027-01-03');
    expect(addDays('2028-02-15', 14)).toBe('2028-02-29');
  });
});
