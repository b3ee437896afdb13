import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { everyDatabaseKind } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { statementsFixture } from './agency.test-helpers.ts';

/**
 * Credit-note numbers are gapless per issuer (the tenant): taken from the tenant's counter row,
 * locked for update, in the transaction that writes the credit note. On PostgreSQL the requests run
 * on a pool, so two issues really overlap; PGlite has one connection and takes them in turn.
 */
describe.each(everyDatabaseKind())('credit note numbers on %s', (kind) => {
  const f = statementsFixture(kind, [
    ['B-1001', 'nr-nord-okt@example.org', '2026-10-15T12:00:00Z'],
    ['B-1002', 'nr-sued-okt@example.org', '2026-10-16T12:00:00Z'],
    ['B-1001', 'nr-nord-sep@example.org', '2026-09-15T12:00:00Z'],
    ['B-1002', 'nr-sued-sep@example.org', '2026-09-16T12:00:00Z'],
    ['B-1001', 'nr-nord-aug@example.org', '2026-08-14T12:00:00Z'],
  ]);
  const { pdf } = f;
  const numberOf = (res: Awaited<ReturnType<typeof pdf>>) =>
    /filename="Gutschrift-(GS-\d+)-/.exec(String(res.headers['content-disposition']))?.[1];
  const issued = () =>
    f.t.database.query<{ sequence: number; number: string; month: string }>(
      `select sequence, number, month from agency_credit_notes order by sequence`,
    );

  it('gives two credit notes issued at the same moment consecutive numbers, without a gap', async () => {
    const [a, b] = await Promise.all([pdf(f.nord, '2026-10'), pdf(f.sued, '2026-10')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect([numberOf(a), numberOf(b)].sort()).toEqual(['GS-000001', 'GS-000002']);
    expect((await issued()).map((r) => r.sequence)).toEqual([1, 2]);
    const [counter] = await f.t.database.query<{ last_number: number }>(
      'select last_number from agency_credit_note_counters',
    );
    expect(counter!.last_number).toBe(2);
  });

  it('issues a month asked for twice at once only once, under one number', async () => {
    const [a, b] = await Promise.all([pdf(f.nord, '2026-09'), pdf(f.nord, '2026-09')]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(numberOf(a)).toBe('GS-000003');
    expect(numberOf(b)).toBe('GS-000003');
    expect((await issued()).filter((r) => r.month === '2026-09')).toHaveLength(1);
  });

  it('takes no number for a credit note that cannot be issued: the next one follows without a gap', async () => {
    await f.t.database.query(`update agencies set ust_id = '' where department = 'agentur-sued'`);
    const refused = await pdf(f.sued, '2026-09');
    expectAnswer(refused, 409).toEqual({
      code: 'agency.credit_note_tax_id_missing',
      message:
        'Die Gutschrift kann noch nicht erstellt werden: Es fehlt die USt-IdNr. Ihrer Agentur. Bitte tragen Sie sie in den Stammdaten ein.',
    });
    // The list does not issue it either, and shows the month without a number.
    const list = await api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: f.sued });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ Monat: '2026-09', Nummer: null, Laufend: false }),
    );
    await f.t.database.query(
      `update agencies set steuernummer = '143/555/12345' where department = 'agentur-sued'`,
    );
    const res = await pdf(f.sued, '2026-09');
    expect(res.statusCode).toBe(200);
    expect(numberOf(res)).toBe('GS-000004');
    expect((await issued()).map((r) => r.sequence)).toEqual([1, 2, 3, 4]);
  });

  it("refuses a credit note without the agency's full address (§ 14 Abs. 4 Nr. 1 UStG), naming the field, and takes no number", async () => {
    await f.t.database.query(`update agencies set strasse = '', ort = ' ' where department = 'agentur-nord'`);
    const refused = await pdf(f.nord, '2026-08');
    expectAnswer(refused, 409).toEqual({
      code: 'agency.credit_note_address_missing',
      message:
        'Die Gutschrift kann noch nicht erstellt werden: Es fehlt der Name oder die vollständige Anschrift Ihrer Agentur (Straße, PLZ, Ort). Bitte tragen Sie sie in den Stammdaten ein.',
      details: {
        fields: [
          { path: 'Strasse', message: 'Straße ist ein Pflichtfeld' },
          { path: 'Ort', message: 'Ort ist ein Pflichtfeld' },
        ],
      },
    });
    const list = await api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: f.nord });
    expect(list.json()).toContainEqual(expect.objectContaining({ Monat: '2026-08', Nummer: null }));
    await f.t.database.query(
      `update agencies set strasse = 'Speicherstadt 12', ort = 'Hamburg' where department = 'agentur-nord'`,
    );
    const res = await pdf(f.nord, '2026-08');
    expect(res.statusCode).toBe(200);
    expect(numberOf(res)).toBe('GS-000005');
  });
});
