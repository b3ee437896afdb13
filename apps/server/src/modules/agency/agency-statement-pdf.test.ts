import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { creditNoteAmounts, type TaxStatus } from './agency-credit-note.rules.ts';
import {
  type CreditNoteDocument,
  euro,
  monthName,
  monthPeriod,
  statementPdf,
} from './agency-statement-pdf.ts';
import { pdfLines as lines } from './pdf-text.test-helpers.ts';

const text = (pdf: Buffer) =>
  spawnSync('/usr/bin/pdftotext', ['-layout', '-enc', 'UTF-8', '-', '-'], { input: pdf }).stdout.toString(
    'utf8',
  );

/** A credit note as issued (agency_credit_notes.document). */
function creditNote(over: Partial<CreditNoteDocument> & { taxStatus?: TaxStatus } = {}): CreditNoteDocument {
  const taxStatus = over.taxStatus ?? 'Regelbesteuerung';
  const lines = over.lines ?? [
    {
      empfehlungsnummer: 10_000_001,
      agent: 'B-1001 Anna Ärger',
      product: 'Homepage-Paket',
      releasedOn: '2026-03-10T10:00:00Z',
      amountCent: 2500,
    },
    {
      empfehlungsnummer: 10_000_002,
      agent: 'B-1004 Bernd Bär',
      product: 'DSL 100',
      releasedOn: '2026-03-31T21:30:00Z',
      amountCent: 2500,
    },
  ];
  return {
    number: 'GS-000007',
    issuedAt: '2026-04-01T08:00:00Z',
    month: '2026-03',
    programme: 'Vertriebspartner',
    issuer: {
      Name: 'Vertriebspartner Beispiel GmbH & Co. KG',
      Street: 'Musterweg 5',
      PostalCode: '20095',
      City: 'Hamburg',
      Country: 'Deutschland',
      TaxNumber: '22/123/45678',
      VatId: 'DE000000003',
    },
    recipient: {
      Name: 'Agentur Süd & West KG',
      Strasse: 'Maximilianstraße 5',
      Plz: '80539',
      Ort: 'München',
      UstId: 'DE987654321',
      Steuernummer: '',
    },
    taxStatus,
    provisionCent: 2500,
    lines,
    amounts: creditNoteAmounts(lines.length * 2500, taxStatus),
    ...over,
  };
}

describe('the credit note PDF', () => {
  it('names months, periods and amounts the German way', () => {
    expect(monthName('2026-03')).toBe('März 2026');
    expect(monthPeriod('2026-02')).toBe('01.02.2026 – 28.02.2026');
    expect(monthPeriod('2028-02')).toBe('01.02.2028 – 29.02.2028');
    expect(monthPeriod('2026-12')).toBe('01.12.2026 – 31.12.2026');
    expect(euro(123_450)).toBe('1.234,50 €');
    expect(euro(5)).toBe('0,05 €');
  });

  it('shows every field § 14 UStG asks of a Gutschrift: number, date, issuer, recipient, tax numbers, period, net, VAT, gross', async () => {
    const read = lines(await statementPdf(creditNote()));
    expect(read).toEqual(
      expect.arrayContaining([
        'Gutschrift Nr. GS-000007',
        'Provisionsabrechnung März 2026 im Gutschriftverfahren (§ 14 Abs. 2 Satz 2 UStG)',
        'Aussteller der Gutschrift (Leistungsempfänger)',
        'Vertriebspartner Beispiel GmbH & Co. KG',
        'Musterweg 5',
        '20095 Hamburg',
        'Steuernummer: 22/123/45678',
        'USt-IdNr.: DE000000003',
        'Empfänger der Gutschrift (leistender Unternehmer)',
        'Agentur Süd & West KG',
        'Maximilianstraße 5',
        '80539 München',
        'USt-IdNr.: DE987654321',
        'Gutschriftsnummer: GS-000007',
        'Datum der Ausstellung: 01.04.2026',
        'Leistungszeitraum: 01.03.2026 – 31.03.2026',
        '10000001 B-1001 Anna Ärger Homepage-Paket 10.03.2026 25,00 €',
        // 23:30 in Berlin on 31 March: still March, the day Berlin's.
        '10000002 B-1004 Bernd Bär DSL 100 31.03.2026 25,00 €',
        'Nettobetrag (2 Aufträge): 50,00 €',
        'Umsatzsteuer 19 %: 9,50 €',
        'Gesamtbetrag: 59,50 €',
      ]),
    );
    expect(read.join('\n')).not.toContain('§ 19 UStG');
    expect(read.join('\n')).not.toContain('Steuerschuldnerschaft');
  });

  it.each<[TaxStatus, string]>([
    ['Kleinunternehmer', '§ 19 UStG'],
    ['ReverseCharge', 'Steuerschuldnerschaft des Leistungsempfängers'],
  ])('a %s agency: no VAT, the note the law asks for instead', async (taxStatus, note) => {
    const read = lines(
      await statementPdf(
        creditNote({
          taxStatus,
          recipient: { ...creditNote().recipient, UstId: '', Steuernummer: '143/555/12345' },
        }),
      ),
    );
    expect(read).toEqual(
      expect.arrayContaining([
        'Steuernummer: 143/555/12345',
        'Nettobetrag (2 Aufträge): 50,00 €',
        'Umsatzsteuer: 0,00 €',
        'Gesamtbetrag: 50,00 €',
      ]),
    );
    expect(read.join(' ')).toContain(note);
    expect(read.join('\n')).not.toContain('19 %');
  });

  it("names an agency abroad's country in German below its town; a German one, as the post does, without", async () => {
    const wien = {
      ...creditNote().recipient,
      Name: 'Agentur Wien GmbH',
      Strasse: 'Kärntner Straße 1',
      Plz: '1010',
      Ort: 'Wien',
      Land: 'AT',
      UstId: 'ATU12345678',
    };
    const abroad = lines(await statementPdf(creditNote({ taxStatus: 'ReverseCharge', recipient: wien })));
    const town = abroad.indexOf('1010 Wien');
    expect(town).toBeGreaterThan(0);
    expect(abroad.slice(town, town + 3)).toEqual(['1010 Wien', 'Österreich', 'USt-IdNr.: ATU12345678']);
    const zurich = { ...wien, Plz: '8001', Ort: 'Zürich', Land: 'CH', UstId: 'CHE-123.456.789 MWST' };
    expect(
      lines(await statementPdf(creditNote({ taxStatus: 'ReverseCharge', recipient: zurich }))),
    ).toContain('Schweiz');
    // At home: the issuer's "Deutschland" only, none below the agency's town, given (DE) or not (issued before).
    for (const recipient of [{ ...creditNote().recipient, Land: 'DE' }, creditNote().recipient]) {
      const home = lines(await statementPdf(creditNote({ recipient })));
      expect(home.filter((l) => l === 'Deutschland')).toHaveLength(1);
      expect(home[home.indexOf('80539 München') + 1]).toBe('USt-IdNr.: DE987654321');
    }
  });

  it('is tagged (PDF/UA): a structure tree in reading order, marked content, the language, its title shown, fonts embedded', async () => {
    const pdf = await statementPdf(creditNote());
    // Every font embedded (PDF/UA asks for it), with its Unicode map: "emb" and "uni" say yes.
    const fonts = spawnSync('/usr/bin/pdffonts', ['-'], { input: pdf })
      .stdout.toString('utf8')
      .split('\n')
      .slice(2)
      .filter(Boolean);
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) expect(font, font).toMatch(/\byes\s+yes\s+yes\s+\d+\s+0$/);
    expect(pdf.toString('latin1')).toContain('<pdfuaid:part>1</pdfuaid:part>');
    const info = spawnSync('/usr/bin/pdfinfo', ['-'], { input: pdf }).stdout.toString('utf8');
    expect(info).toMatch(/^Tagged:\s+yes$/m);
    expect(info).toMatch(/^Title:\s+Gutschrift GS-000007 – Provisionsabrechnung März 2026$/m);
    // pdfkit compresses the page streams only: the catalog's entries read as text.
    const raw = pdf.toString('latin1');
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toContain('/Marked true');
    expect(raw).toContain('/Lang (de-DE)');
    expect(raw).toContain('/DisplayDocTitle true');
    // The structure tree as poppler reads it: headings, one paragraph a line, a table with header cells.
    const tree = spawnSync('/usr/bin/pdfinfo', ['-struct-text', '-'], { input: pdf })
      .stdout.toString('utf8')
      .split('\n')
      .map((l) => l.trim());
    expect(tree[0]).toBe('Document');
    const after = (element: string, content: string) =>
      expect(tree[tree.indexOf(content) - 1], `${content} in ${element}`).toBe(element);
    after('H1 (block)', '"Gutschrift Nr. GS-000007"');
    after('H2 (block)', '"Aussteller der Gutschrift (Leistungsempfänger)"');
    after('P (block)', '"Steuernummer: 22/123/45678"');
    after('P (block)', '"Gesamtbetrag: 59,50 €"');
    after('/Scope /Column', '"Betrag"');
    after('TD', '"B-1004 Bernd Bär"');
    expect(tree.filter((l) => l === 'TH:')).toHaveLength(5);
    expect(tree.filter((l) => l === 'TR')).toHaveLength(3);
  });

  it('carries a long month over pages, every line and the totals, and cuts a long name to its column', async () => {
    const many = Array.from({ length: 120 }, (_, i) => ({
      empfehlungsnummer: 10_000_000 + i,
      agent: i === 0 ? 'B-1 Maximiliane Überlänge-Namensträgerin von und zu Großbeeren' : 'B-1 Anna Ärger',
      product: 'Homepage-Paket',
      releasedOn: '2026-03-10T10:00:00Z',
      amountCent: 2500,
    }));
    const pdf = await statementPdf(
      creditNote({ lines: many, amounts: creditNoteAmounts(300_000, 'Regelbesteuerung') }),
    );
    const read = text(pdf);
    const pages = read.split('\f').filter((page) => page.trim());
    expect(pages.length).toBeGreaterThan(2);
    for (const l of many) expect(read).toContain(String(l.empfehlungsnummer));
    expect(read).toContain('Nettobetrag (120 Aufträge): 3.000,00 €');
    expect(read).toContain('Gesamtbetrag: 3.570,00 €');
    expect(read).toContain('B-1 Maximiliane Überlänge-…');
    for (const page of pages) expect(page).toContain('Empfehlungsnr.');
    expect(read).not.toContain('Großbeeren');
  });
});
