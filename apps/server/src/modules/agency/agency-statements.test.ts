import { statementRow } from '@kwk/shared/agency/statement-row.test-helpers';
import { beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser, statementsFixture } from './agency.test-helpers.ts';
import { pdfLines as pdfText } from './pdf-text.test-helpers.ts';

/** Monthly commission statements (tab Rechnungen): released orders × the agency's commission, as a list and a PDF. */
describe.each(databaseKinds())('commission statements on %s', (kind) => {
  // 00:30 on 1 November in Berlin: November's, though still October in UTC.
  const f = statementsFixture(
    kind,
    [
      ['B-1001', 'nov-1@example.org', '2026-10-31T23:30:00Z'],
      ['B-1004', 'nov-2@example.org', '2026-11-20T09:00:00Z'],
      ['B-1001', 'okt-1@example.org', '2026-10-15T12:00:00Z'],
      ['B-1002', 'sued-1@example.org', '2026-11-10T12:00:00Z'],
    ],
    { nordRoles: ['AgenturInhaber_inaktiv'] },
  );
  const { numbers, pdf } = f;
  let agentName: string;

  beforeAll(async () => {
    const [row] = await f.t.database.query<{ name: string }>(
      `select vorname || ' ' || nachname as name from agents where externe_id = 'B-1001'`,
    );
    agentName = row!.name;
  });

  it('lists one statement per month, newest first, by Berlin time: a closed month as a numbered credit note', async () => {
    const own = await api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: f.nord });
    expectAnswer(own, 200).toEqual([
      // The running month (the clock stands at 22 November): as of now, no number yet.
      statementRow('2026-11', 'running', {
        Auftraege: 2,
        NettoCent: 5000,
        UstCent: 950,
        BruttoCent: 5950,
        AuszahlungCent: 5950,
      }),
      statementRow(
        '2026-10',
        { Nummer: 'GS-000001', Ausgestellt: '2026-11-22' },
        { Auftraege: 1, NettoCent: 2500, UstCent: 475, BruttoCent: 2975, AuszahlungCent: 2975 },
      ),
    ]);
    const other = await api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: f.sued });
    expect(other.json()).toEqual([
      statementRow('2026-11', 'running', {
        Auftraege: 1,
        NettoCent: 3000,
        UstCent: 570,
        BruttoCent: 3570,
        AuszahlungCent: 3570,
      }),
    ]);
    // Issued once: the list again answers the same credit note, and one audit row tells of it.
    expect(
      (await api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: f.nord })).json()[1].Nummer,
    ).toBe('GS-000001');
    const audit = await f.t.database.query<{ subject: string; details: Record<string, unknown> }>(
      `select subject, details from audit_log where action = 'agency.credit_note_issued'`,
    );
    expect(audit).toEqual([
      {
        subject: 'GS-000001',
        details: expect.objectContaining({ month: '2026-10', netCent: 2500, vatCent: 475, grossCent: 2975 }),
      },
    ]);
  });

  it("makes a closed month's credit note: number, issuer, recipient, one line per released order, net, VAT, gross", async () => {
    const res = await pdf(f.nord, '2026-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="Gutschrift-GS-000001-2026-10.pdf"',
    );
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Gutschrift Nr. GS-000001',
        'Provisionsabrechnung Oktober 2026 im Gutschriftverfahren (§ 14 Abs. 2 Satz 2 UStG)',
        // The issuer: the tenant's configuration (Brand.CreditNoteIssuer).
        'Vertriebspartner Beispiel GmbH & Co. KG (Demo)',
        'Steuernummer: 22/123/45678',
        'USt-IdNr.: DE000000003',
        'Vertriebsagentur Nord GmbH',
        'Speicherstadt 12',
        '20457 Hamburg',
        'USt-IdNr.: DE123456789',
        'Datum der Ausstellung: 22.11.2026',
        'Leistungszeitraum: 01.10.2026 – 31.10.2026',
        'Empfehlungsnr. Agent Produkt Freigegeben am Betrag',
        `${numbers['okt-1@example.org']} B-1001 ${agentName} Beratung Internet & Telefon 15.10.2026 25,00 €`,
        'Nettobetrag (1 Auftrag): 25,00 €',
        'Umsatzsteuer 19 %: 4,75 €',
        'Gesamtbetrag: 29,75 €',
      ]),
    );
    const all = text.join('\n');
    expect(all).not.toContain(String(numbers['nov-1@example.org']));
    expect(all).not.toContain(String(numbers['sued-1@example.org']));
  });

  it('keeps a credit note as issued: a later change of master data or commission leaves it alone', async () => {
    await f.t.database.query(
      `update agencies set name = 'Umbenannt GmbH', provision_cent = 9900 where department = 'agentur-nord'`,
    );
    const text = pdfText((await pdf(f.nord, '2026-10')).rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Gutschrift Nr. GS-000001',
        'Vertriebsagentur Nord GmbH',
        'Gesamtbetrag: 29,75 €',
      ]),
    );
    expect(text.join('\n')).not.toContain('Umbenannt');
    await f.t.database.query(
      `update agencies set name = 'Vertriebsagentur Nord GmbH', provision_cent = 2500 where department = 'agentur-nord'`,
    );
  });

  it('has no credit note for the running month yet (409, German message)', async () => {
    const res = await pdf(f.nord, '2026-11');
    expectAnswer(res, 409).toEqual({
      code: 'agency.credit_note_month_open',
      message: 'Dieser Monat läuft noch. Die Gutschrift wird nach dem Monatsende erstellt.',
    });
  });

  it('writes umlauts and € as they are, and shows an agency only its own orders', async () => {
    f.t.clock.set(new Date('2026-12-02T09:00:00Z'));
    const sued2 = (await signedInAgencyUser(f.t, { department: 'agentur-sued' })).Token;
    const res = await pdf(sued2, '2026-11');
    expect(res.statusCode).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toEqual(
      expect.arrayContaining([
        'Gutschrift Nr. GS-000002',
        'Agentur Süd & West KG',
        'Maximilianstraße 5',
        '80539 München',
        'Nettobetrag (1 Auftrag): 30,00 €',
        'Gesamtbetrag: 35,70 €',
      ]),
    );
    expect(text.join('\n')).not.toContain(String(numbers['nov-1@example.org']));
    // Nord has nothing of Süd's in October, so Süd's October does not exist.
    expect((await pdf(sued2, '2026-10')).statusCode).toBe(404);
  });

  it('answers 404 for a month without released orders and 400 for no month', async () => {
    const token = (await signedInAgencyUser(f.t, { roles: ['AgenturInhaber_inaktiv'] })).Token;
    expect((await pdf(token, '2026-09')).statusCode).toBe(404);
    const bad = await pdf(token, '2026-13');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('common.validation');
  });
});
