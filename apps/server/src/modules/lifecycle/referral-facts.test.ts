import { describe, expect, it } from 'vitest';
import { BEFORE_REFERRAL, type FactEvent, foldReferral, orderFacts } from './referral-facts.ts';

const day = (d: number) => new Date(Date.UTC(2026, 10, 1, 10) + d * 86_400_000);
const ev = (eventId: string, type: string, d: number, payload: FactEvent['payload'] = {}): FactEvent => ({
  eventId,
  type,
  occurredAt: day(d),
  payload,
});
const referral = { createdAt: day(0), expiresAt: day(60) };

describe('folding a referral’s facts in the order they happened', () => {
  it.each([
    ['no events', [], 10, 'Ok'],
    ['an order', [ev('a', 'order.placed', 1)], 10, 'Offen'],
    [
      'an order, then cancelled',
      [ev('a', 'order.placed', 1), ev('b', 'order.cancelled', 5)],
      10,
      'Storniert',
    ],
    ['nothing for 60 days', [], 61, 'Abgelaufen'],
    ['an order before day 60, read on day 61', [ev('a', 'order.placed', 59)], 61, 'Offen'],
    ['an order after day 60', [ev('a', 'order.placed', 62)], 63, 'Abgelaufen'],
  ] as const)('%s → %s', (_, events, today, status) => {
    expect(foldReferral(events, referral, day(today)).status).toBe(status);
  });

  it('gives the same status and refusals whatever order the events arrived in', () => {
    const events = [ev('p', 'order.placed', 1), ev('c', 'order.cancelled', 3), ev('e', 'order.effective', 5)];
    const results = [events, [...events].reverse(), [events[2]!, events[0]!, events[1]!]].map((order) =>
      foldReferral(order, referral, day(10)),
    );
    for (const r of results) {
      expect(r.status).toBe('Storniert');
      expect([...r.refused.keys()]).toEqual(['e']);
    }
  });

  it.each([
    ['an order dated before the referral', [ev('a', 'order.placed', -1)], 'Ok', ['a']],
    [
      'account activity dated before the referral',
      [ev('m', 'account.activity', -2, { month: 1 })],
      'Ok',
      ['m'],
    ],
    [
      'an early order and one through the link',
      [ev('a', 'order.placed', -1), ev('b', 'order.placed', 2)],
      'Offen',
      ['a'],
    ],
    ['an order the moment the referral was made', [ev('a', 'order.placed', 0)], 'Offen', []],
  ] as const)('refuses events dated before the referral: %s → %s', (_, events, status, refused) => {
    const fold = foldReferral(events, referral, day(10));
    expect(fold.status).toBe(status);
    expect([...fold.refused.keys()]).toEqual(refused);
    for (const id of refused) expect(fold.refused.get(id)).toBe(BEFORE_REFERRAL);
  });

  it('reads order days, renewals and the latest report of each banking month', () => {
    const facts = orderFacts([
      ev('e', 'order.effective', 4),
      ev('p', 'order.placed', 2, { renewal: false }),
      ev('m1', 'account.activity', 30, { month: 1, qualifyingTransactions: 1, selfTransfers: false }),
      ev('m1b', 'account.activity', 31, { month: 1, qualifyingTransactions: 4, selfTransfers: false }),
    ]);
    expect(facts).toEqual({
      placedOn: '2026-11-03',
      effectiveOn: '2026-11-05',
      renewal: false,
      accountMonths: [{ month: 1, qualifyingTransactions: 4, selfTransfers: false }],
    });
    expect(orderFacts([ev('p', 'order.placed', 2, { renewal: true })]).renewal).toBe(true);
  });
});
