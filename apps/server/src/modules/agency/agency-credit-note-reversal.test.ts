import { statementRow } from '@kwk/shared/agency/statement-row.test-helpers';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { releasedOrder, statementsFixture } from './agency.test-helpers.ts';
import { seedReferral } from './agency-reports.test-helpers.ts';
import { pdfLines } from './pdf-text.test-helpers.ts';

/**
 * The statements count only orders that earn their commission (decision 038, second addendum): an
 * order cancelled or held by the fraud review before its credit note is not on it; one cancelled
 * after it is reversed on the next statement, once, naming the credit note; a negative month pays
 * nothing and carries its rest on.
 */
describe.each(databaseKinds())('commission reversals on %s', (kind) => {
  const f = statementsFixture(kind, [
    ['B-1001', 'bleibt@example.org', '2026-10-05T12:00:00Z'],
    ['B-1001', 'storno-vorher@example.org', '2026-10-06T12:00:00Z'],
    ['B-1001', 'gehalten@example.org', '2026-10-07T12:00:00Z'],
    ['B-1001', 'storno-nachher@example.org', '2026-10-08T12:00:00Z'],
    ['B-1002', 'sued-bleibt@example.org', '2026-10-10T12:00:00Z'],
    ['B-1002', 'sued-storno@example.org', '2026-10-11T12:00:00Z'],
  ]);
  const nr = (recipient: string) => String(f.numbers[recipient]);
  const reversalLines = () =>
    f.t.database.query<{ empfehlungsnummer: number; amount_cent: number; reverses: string }>(
      `select empfehlungsnummer::int, amount_cent, reverses from agency_credit_note_lines
       where amount_cent < 0 order by empfehlungsnummer`,
    );

  it('leaves off an order cancelled before its credit note and one the fraud review holds', async () => {
    await f.event('storno-vorher@example.org', 'order.cancelled');
    await f.fraudReview('gehalten@example.org', 'held');

    const list = await f.list(f.nord);
    expectAnswer(list, 200).toEqual([
      statementRow(
        '2026-10',
        { Nummer: 'GS-000001', Ausgestellt: '2026-11-22' },
        { Auftraege: 2, NettoCent: 5000, UstCent: 950, BruttoCent: 5950, AuszahlungCent: 5950 },
      ),
    ]);
    const text = pdfLines((await f.pdf(f.nord, '2026-10')).rawPayload).join('\n');
    expect(text).toContain('Nettobetrag (2 Aufträge): 50,00 €');
    expect(text).toContain(nr('bleibt@example.org'));
    expect(text).toContain(nr('storno-nachher@example.org'));
    expect(text).not.toContain(nr('storno-vorher@example.org'));
    expect(text).not.toContain(nr('gehalten@example.org'));

    // Süd, in Austria: reverse charge, no VAT.
    await f.t.database.query(
      `update agencies set land = 'AT', plz = '1010', ort = 'Wien', ust_id = 'ATU12345678' where department = 'agentur-sued'`,
    );
    expect((await f.list(f.sued)).json()).toEqual([
      expect.objectContaining({
        Nummer: 'GS-000002',
        Auftraege: 2,
        NettoCent: 6000,
        UstCent: 0,
        BruttoCent: 6000,
      }),
    ]);
  });

  it('reverses an order cancelled after its credit note on the next statement, once, however often it is computed', async () => {
    await f.at('2026-12-02T09:00:00Z');
    await f.event('storno-nachher@example.org', 'order.cancelled');
    const first = (await f.list(f.nord)).json();
    const again = (await f.list(f.nord)).json();
    expect(again).toEqual(first);
    // November had no release, but it settles the reversal: minus, VAT included, to the cent.
    expect(first[0]).toEqual(
      statementRow(
        '2026-11',
        { Nummer: 'GS-000003', Ausgestellt: '2026-12-02' },
        { Auftraege: 0, Stornos: 1, NettoCent: -2500, UstCent: -475, BruttoCent: -2975, AuszahlungCent: 0 },
      ),
    );
    // October's credit note stands as issued.
    expect(first[1]).toEqual(expect.objectContaining({ Nummer: 'GS-000001', NettoCent: 5000 }));
    expect(await reversalLines()).toEqual([
      {
        empfehlungsnummer: f.numbers['storno-nachher@example.org'],
        amount_cent: -2500,
        reverses: 'GS-000001',
      },
    ]);
    const audit = await f.t.database.query<{ subject: string; details: Record<string, unknown> }>(
      `select subject, details from audit_log where action = 'agency.credit_note_reversal'`,
    );
    expect(audit).toEqual([
      {
        subject: 'GS-000003',
        details: expect.objectContaining({
          month: '2026-11',
          empfehlungsnummer: f.numbers['storno-nachher@example.org'],
          reverses: 'GS-000001',
          amountCent: -2500,
        }),
      },
    ]);

    const res = await f.pdf(f.nord, '2026-11');
    expect(res.statusCode).toBe(200);
    const lines = pdfLines(res.rawPayload);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Gutschrift Nr. GS-000003',
        expect.stringMatching(
          new RegExp(
            `^${nr('storno-nachher@example.org')} B-1001 .* Storno zu GS-000001 08\\.10\\.2026 -25,00 €$`,
          ),
        ),
        'Nettobetrag (0 Aufträge, 1 Storno): -25,00 €',
        'Umsatzsteuer 19 %: -4,75 €',
        'Gesamtbetrag: -29,75 €',
        'Auszahlungsbetrag: 0,00 €',
      ]),
    );
    expect(lines.join(' ')).toContain('Der negative Betrag von 29,75 € wird nicht ausgezahlt');
  });

  it('reverses abroad without VAT, with the reverse-charge note', async () => {
    await f.event('sued-storno@example.org', 'order.cancelled');
    expect((await f.list(f.sued)).json()[0]).toEqual(
      expect.objectContaining({
        Monat: '2026-11',
        Nummer: 'GS-000004',
        Stornos: 1,
        NettoCent: -3000,
        UstCent: 0,
        BruttoCent: -3000,
        AuszahlungCent: 0,
      }),
    );
    const text = pdfLines((await f.pdf(f.sued, '2026-11')).rawPayload).join(' ');
    expect(text).toContain('Storno zu GS-000002');
    expect(text).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    expect(text).toContain('Gesamtbetrag: -30,00 €');
  });

  it('credits a held order once the fraud review releases it, and pays the carried rest off first', async () => {
    await f.at('2026-12-20T09:00:00Z');
    await f.fraudReview('gehalten@example.org', 'released');
    f.numbers['dez@example.org'] = await releasedOrder(
      f.t,
      'B-1001',
      'dez@example.org',
      '2026-12-10T12:00:00Z',
    );
    // The running month shows it as of now.
    expect((await f.list(f.nord)).json()[0]).toEqual(
      statementRow('2026-12', 'running', {
        Auftraege: 2,
        NettoCent: 5000,
        UstCent: 950,
        BruttoCent: 5950,
        VortragCent: -2975,
        AuszahlungCent: 2975,
      }),
    );

    await f.at('2027-01-04T09:00:00Z');
    const [december] = (await f.list(f.nord)).json();
    expect(december).toEqual(
      expect.objectContaining({
        Monat: '2026-12',
        Nummer: 'GS-000005',
        VortragCent: -2975,
        AuszahlungCent: 2975,
      }),
    );
    const text = pdfLines((await f.pdf(f.nord, '2026-12')).rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Nettobetrag (2 Aufträge): 50,00 €',
        'Gesamtbetrag: 59,50 €',
        'Vortrag aus Gutschrift GS-000003: -29,75 €',
        'Auszahlungsbetrag: 29,75 €',
      ]),
    );
    expect(text.join('\n')).toContain(nr('gehalten@example.org'));
    // Nothing reversed twice, nothing credited twice.
    expect(await reversalLines()).toHaveLength(2);
    const [credited] = await f.t.database.query<{ n: number }>(
      `select count(*)::int as n from agency_credit_note_lines where amount_cent > 0 and empfehlungsnummer = $1`,
      [f.numbers['gehalten@example.org']],
    );
    expect(credited!.n).toBe(1);
  });

  it('the orders report marks as earning commission exactly the orders the statement credits', async () => {
    const placed = { type: 'order.placed', at: new Date('2027-01-02T10:00:00Z') };
    const cancelled = { type: 'order.cancelled', at: new Date('2027-01-03T10:00:00Z') };
    const seed = (status: 'Offen' | 'Storniert', events: { type: string; at: Date }[]) =>
      seedReferral(f.t, { agent: 'B-1004', createdAt: new Date('2027-01-01T10:00:00Z'), status, events });
    const stands = await seed('Offen', [placed]);
    const ended = await seed('Storniert', [placed, cancelled]);
    const held = await seed('Offen', [placed]);
    const unreleased = await seed('Offen', [placed]);
    for (const order of [stands, ended, held])
      await f.t.database.query(
        `insert into agency_order_releases (referral_id, tenant_id, agency_id, released_by_name, released_at)
         select r.id, r.tenant_id, l.agency_id, 'Ines Inhaber', '2027-01-03T12:00:00Z'
         from referrals r join agency_agents l on l.tenant_id = r.tenant_id and l.agent_number = r.agent_number
         where r.id = $1`,
        [order.id],
      );
    await f.t.database.query(
      `insert into fraud_reviews (referral_id, tenant_id, state, held_at) select id, tenant_id, 'held', $2 from referrals where id = $1`,
      [held.id, f.t.clock.now()],
    );

    const page = await api(f.t, 'PUT', '/agentur/auftraege/seite/', {
      tenant: 'partner',
      token: f.nord,
      body: { Filter: { Agentennummer: 'B-1004' } },
    });
    expect(page.statusCode).toBe(200);
    const earning = (page.json().Content as { Empfehlungsnummer: number; Provision: boolean }[])
      .filter((row) => row.Provision)
      .map((row) => row.Empfehlungsnummer);
    expect(earning).toEqual([stands.nr]);
    expect(unreleased.nr).not.toBe(stands.nr);
    // January, running: the one order the report marks, and nothing else of B-1004's.
    expect((await f.list(f.nord)).json()[0]).toEqual(
      expect.objectContaining({ Monat: '2027-01', Laufend: true, Auftraege: 1, Stornos: 0, NettoCent: 2500 }),
    );
  });
});
