import { partnerEventSchema } from '@kwk/shared/partner/partner-event.schemas';
import { describe, expect, it } from 'vitest';
import { eventBodyFromCsvRow, PARTNER_EVENT_CSV_COLUMNS } from './partner-event-csv.ts';

const order = { id: 'e-1', type: 'order.placed', occurredAt: '2026-11-20T10:00:00+01:00' };

describe('partner event CSV row → event body', () => {
  it('knows every field of the event body as a column', () => {
    expect(PARTNER_EVENT_CSV_COLUMNS).toEqual([
      'id',
      'type',
      'occurredAt',
      'empfehlungsnummer',
      'empfaengernummer',
      'orderId',
      'produkt',
      'renewal',
      'month',
      'qualifyingTransactions',
      'selfTransfers',
      'existingCustomer',
    ]);
  });

  it.each([
    ['texts as they are', { ...order, orderId: ' A-7 ' }, { ...order, orderId: ' A-7 ' }],
    ['an empty cell as absent', { ...order, orderId: '', renewal: '  ' }, order],
    ['a whole number', { empfehlungsnummer: '12345678' }, { empfehlungsnummer: 12345678 }],
    ['a number with spaces around', { produkt: ' 3 ' }, { produkt: 3 }],
    ['a decimal, for the schema to refuse', { month: '1.5' }, { month: 1.5 }],
    ['a negative number', { qualifyingTransactions: '-1' }, { qualifyingTransactions: -1 }],
    ['a number text stays text', { empfaengernummer: '0042' }, { empfaengernummer: '0042' }],
    ['not a number: kept raw', { empfehlungsnummer: '12a' }, { empfehlungsnummer: '12a' }],
    ['a German decimal: kept raw', { month: '1,5' }, { month: '1,5' }],
    ['true / false', { renewal: 'true', selfTransfers: 'FALSE' }, { renewal: true, selfTransfers: false }],
    ['ja / nein', { renewal: 'Ja', selfTransfers: 'nein' }, { renewal: true, selfTransfers: false }],
    ['1 / 0', { renewal: '1', selfTransfers: ' 0 ' }, { renewal: true, selfTransfers: false }],
    ['not a yes or no: kept raw', { renewal: 'vielleicht' }, { renewal: 'vielleicht' }],
    ['an unknown column as text', { amount: '5' }, { amount: '5' }],
  ])('converts %s', (_name, row, body) => {
    expect(eventBodyFromCsvRow(row)).toEqual(body);
  });

  it('gives the schema a valid event for a complete line, and the raw cell to report otherwise', () => {
    const activity = {
      ...order,
      type: 'account.activity',
      empfehlungsnummer: '12345678',
      month: '2',
      qualifyingTransactions: '3',
      selfTransfers: 'nein',
    };
    expect(partnerEventSchema.safeParse(eventBodyFromCsvRow(activity)).success).toBe(true);
    const wrong = partnerEventSchema.safeParse(eventBodyFromCsvRow({ ...activity, month: 'zwei' }));
    expect(wrong.error?.issues.map((i) => i.path.join('.'))).toEqual(['month']);
  });
});
