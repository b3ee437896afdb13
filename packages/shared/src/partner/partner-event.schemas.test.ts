import { describe, expect, it } from 'vitest';
import { partnerEventSchema } from './partner-event.schemas.ts';

const base = {
  id: 'evt-1',
  type: 'order.placed',
  occurredAt: '2026-11-20T10:00:00+01:00',
  empfehlungsnummer: 12345678,
};

describe('partner event body', () => {
  it('accepts an order event naming the referral or the recipient', () => {
    expect(partnerEventSchema.safeParse(base).success).toBe(true);
    const { empfehlungsnummer: _, ...byRecipient } = base;
    expect(partnerEventSchema.safeParse({ ...byRecipient, empfaengernummer: 'E-1' }).success).toBe(true);
  });

  it('accepts account activity with month, count and self-transfers', () => {
    const event = {
      ...base,
      type: 'account.activity',
      month: 1,
      qualifyingTransactions: 3,
      selfTransfers: false,
    };
    expect(partnerEventSchema.safeParse(event).success).toBe(true);
  });

  it.each([
    ['no referral named', { ...base, empfehlungsnummer: undefined }, 'empfehlungsnummer'],
    ['an unknown type', { ...base, type: 'order.shipped' }, 'type'],
    ['a date without offset', { ...base, occurredAt: '2026-11-20 10:00' }, 'occurredAt'],
    [
      'activity without month',
      { ...base, type: 'account.activity', qualifyingTransactions: 3, selfTransfers: false },
      'month',
    ],
    [
      'month 3',
      { ...base, type: 'account.activity', month: 3, qualifyingTransactions: 3, selfTransfers: false },
      'month',
    ],
    ['an unknown field', { ...base, amount: 5 }, ''],
    ['an empty id', { ...base, id: ' ' }, 'id'],
  ])('refuses %s', (_name, body, path) => {
    const result = partnerEventSchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path.join('.'))).toContain(path);
  });
});
