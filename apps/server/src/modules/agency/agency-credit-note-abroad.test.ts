import { statementRow } from '@kwk/shared/agency/statement-row.test-helpers';
import { describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { statementsFixture } from './agency.test-helpers.ts';
import { pdfLines as pdfText } from './pdf-text.test-helpers.ts';

/**
 * A credit note to an agency abroad (decision 038, addendum): the agency enters its country in
 * Stammdaten; the document names it and reverse-charges the VAT (§ 13b UStG), whatever tax status
 * the operator keeps for the agency.
 */
describe.each(databaseKinds())('credit notes to an agency abroad on %s', (kind) => {
  const f = statementsFixture(kind, [
    ['B-1001', 'abroad-nord@example.org', '2026-10-15T12:00:00Z'],
    ['B-1002', 'abroad-sued@example.org', '2026-10-16T12:00:00Z'],
  ]);
  const { pdf } = f;

  const masterData = async (token: string, change: Record<string, string>) => {
    const current = (await api(f.t, 'GET', '/agentur/stammdaten', { tenant: 'partner', token })).json();
    const res = await api(f.t, 'PUT', '/agentur/stammdaten', {
      tenant: 'partner',
      token,
      body: { ...current, ...change },
    });
    expect(res.statusCode).toBe(200);
  };

  it('an agency in Austria: its country below its town, no VAT, the reverse-charge note, though kept as regularly taxed', async () => {
    await masterData(f.nord, {
      Strasse: 'Kärntner Straße 1',
      Plz: '1010',
      Ort: 'Wien',
      Land: 'AT',
      UstId: 'ATU12345678',
    });
    const list = await api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: f.nord });
    expect(list.json()).toContainEqual(
      statementRow(
        '2026-10',
        { Nummer: 'GS-000001', Ausgestellt: '2026-11-22' },
        { Auftraege: 1, NettoCent: 2500, UstCent: 0, BruttoCent: 2500, AuszahlungCent: 2500 },
      ),
    );
    const text = pdfText((await pdf(f.nord, '2026-10')).rawPayload);
    const town = text.indexOf('1010 Wien');
    expect(text.slice(town - 1, town + 3)).toEqual([
      'Kärntner Straße 1',
      '1010 Wien',
      'Österreich',
      'USt-IdNr.: ATU12345678',
    ]);
    expect(text).toEqual(expect.arrayContaining(['Umsatzsteuer: 0,00 €', 'Gesamtbetrag: 25,00 €']));
    expect(text.join(' ')).toContain('Steuerschuldnerschaft des Leistungsempfängers');
    const [row] = await f.t.database.query<{ tax_status: string; land: string }>(
      `select tax_status, document->'recipient'->>'Land' as land from agency_credit_notes where number = 'GS-000001'`,
    );
    expect(row).toEqual({ tax_status: 'ReverseCharge', land: 'AT' });
  });

  it('an agency the operator keeps as abroad whose address says Germany: refused at Land, no number taken, until it enters its country', async () => {
    await f.t.database.query(
      `update agencies set steuerstatus = 'ReverseCharge' where department = 'agentur-sued'`,
    );
    const refused = await pdf(f.sued, '2026-10');
    expectAnswer(refused, 409).toEqual({
      code: 'agency.credit_note_country_conflict',
      message:
        'Die Gutschrift kann noch nicht erstellt werden: Ihre Agentur ist beim Programmbetreiber als im Ausland ansässig geführt, in den Stammdaten steht aber Deutschland. Bitte tragen Sie das Land Ihrer Agentur in den Stammdaten ein.',
      details: { fields: [{ path: 'Land', message: 'Land ist nicht gültig' }] },
    });
    // The list leaves the month unissued instead of failing.
    const list = await api(f.t, 'GET', '/agentur/rechnungen', { tenant: 'partner', token: f.sued });
    expect(list.json()).toContainEqual(
      expect.objectContaining({ Monat: '2026-10', Nummer: null, UstCent: 0 }),
    );

    await masterData(f.sued, { Plz: '1012 AB', Ort: 'Amsterdam', Land: 'NL', UstId: 'NL123456789B01' });
    const res = await pdf(f.sued, '2026-10');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('GS-000002');
    expect(pdfText(res.rawPayload)).toEqual(expect.arrayContaining(['1012 AB Amsterdam', 'Niederlande']));
  });
});
