import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { countryName, HOME_COUNTRY } from '@kwk/shared/agency/agency-countries';
import type { CreditNoteIssuer } from '@kwk/shared/tenants/mandant.schemas';
import type { CreditNoteAmounts, TaxStatus } from './agency-credit-note.rules.ts';

/** One released order on the statement. */
export interface StatementPdfLine {
  empfehlungsnummer: number;
  agent: string;
  product: string;
  /** ISO timestamp (the document is kept as JSON). */
  releasedOn: string;
  /** Negative for a reversal (Storno). */
  amountCent: number;
  /** The credit note whose commission for this order the line reverses (absent for a commission). */
  reverses?: string;
}

/** The agency as the credit note names it: the supplier of the service. */
export interface CreditNoteRecipient {
  Name: string;
  Strasse: string;
  Plz: string;
  Ort: string;
  /** ISO 3166-1 alpha-2; absent in a credit note issued before the field existed (all German). */
  Land?: string;
  UstId: string;
  Steuernummer: string;
}

/**
 * Everything a credit note shows, kept as issued (agency_credit_notes.document): the PDF is made
 * from it alone, so a second download is the same document.
 */
export interface CreditNoteDocument {
  number: string;
  /** ISO timestamp of issue. */
  issuedAt: string;
  /** YYYY-MM, the period. */
  month: string;
  programme: string;
  issuer: CreditNoteIssuer;
  recipient: CreditNoteRecipient;
  taxStatus: TaxStatus;
  provisionCent: number;
  lines: StatementPdfLine[];
  amounts: CreditNoteAmounts;
  /*
   * What is paid (decision 038, second addendum); absent in a credit note issued before reversals
   * existed, which paid its gross.
   */
  /** The negative rest carried in from the agency's previous credit note (≤ 0). */
  carriedInCent?: number;
  /** The credit note it was carried from. */
  carriedFrom?: string;
  /** Paid out: gross plus what was carried in, not below 0. */
  payableCent?: number;
  /** Carried on to the next credit note (≤ 0). */
  carriedOnCent?: number;
}

const berlinDay = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});
const cents = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** "1.234,50 €" with a plain blank, which every PDF reader and `pdftotext` keep. */
export const euro = (amountCent: number) => `${cents.format(amountCent / 100)} €`;
export const germanDate = (date: Date | string) => berlinDay.format(new Date(date));

/** "01.11.2026 – 30.11.2026" for 2026-11: the period of service (§ 14 Abs. 4 Nr. 6 UStG). */
export function monthPeriod(month: string): string {
  const [year, m] = month.split('-').map(Number);
  const last = new Date(Date.UTC(year!, m!, 0)).getUTCDate();
  const mm = String(m).padStart(2, '0');
  return `01.${mm}.${year} – ${String(last).padStart(2, '0')}.${mm}.${year}`;
}

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, m! - 1, 1)),
  );
}

/**
 * DejaVu Sans (npm `dejavu-fonts-ttf`), embedded as a subset: PDF/UA asks for embedded fonts, which
 * the standard Helvetica is not. Read once, on the first credit note.
 */
let fonts: { regular: Buffer; bold: Buffer } | undefined;
function embeddedFonts() {
  const resolve = createRequire(import.meta.url).resolve;
  fonts ??= {
    regular: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
  return fonts;
}
const REGULAR = 'DejaVuSans';
const BOLD = 'DejaVuSans-Bold';

const MARGIN = 50;
/** Table columns: left edge and width on A4 (595 pt wide, 495 between the margins), for 8.5 pt DejaVu Sans. */
const COLUMNS = [
  { title: 'Empfehlungsnr.', x: 50, width: 75 },
  { title: 'Agent', x: 130, width: 130 },
  { title: 'Produkt', x: 265, width: 120 },
  { title: 'Freigegeben am', x: 390, width: 80 },
  { title: 'Betrag', x: 475, width: 70, align: 'right' as const },
];

/** pdfkit 0.20 writes PDF/UA's identification; its type definitions, of 0.17, name PDF/A only. */
const PDF_UA = 'PDF/UA' as PDFKit.Mixins.PDFSubsets;
/** A header cell's scope (pdfkit 0.20 writes it; its type definitions, of 0.17, do not name it yet). */
const COLUMN_HEADER = { scope: 'Column' } as PDFKit.Mixins.StructureElementOptions;

/** "Umsatzsteuer 19 %" or, where none is shown, "Umsatzsteuer" (with the note below it). */
const vatLabel = (amounts: CreditNoteAmounts) =>
  amounts.vatRatePercent === null ? 'Umsatzsteuer' : `Umsatzsteuer ${amounts.vatRatePercent} %`;

/**
 * The month's commission statement as a credit note (Gutschrift, § 14 Abs. 2 Satz 2 and Abs. 4
 * UStG), made by pdfkit from the document as issued: its number and date, the issuer (the programme
 * operator) and the recipient (the agency) with their tax numbers, the period, one line per released
 * order, net, VAT and gross or the note that replaces the VAT. The PDF is tagged: a structure tree
 * (headings, paragraphs, a table with header cells), the document's language and its title shown
 * in the reader's title bar, so a screen reader reads it in order; the fonts embedded, as PDF/UA
 * asks. `pdftotext` finds "Süd" and "25,00 €" (the embedded subset carries its ToUnicode map).
 */
export async function statementPdf(input: CreditNoteDocument): Promise<Buffer> {
  // Loaded on the first credit note: pdfkit (with its font tables) would hold ~10 MB in every server.
  const { default: PDFDocument } = await import('pdfkit');
  const title = `Gutschrift ${input.number} – Provisionsabrechnung ${monthName(input.month)}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    pdfVersion: '1.7',
    tagged: true,
    lang: 'de-DE',
    displayTitle: true,
    subset: PDF_UA,
    info: {
      Title: title,
      Author: input.issuer.Name,
      Subject: `Gutschrift an ${input.recipient.Name}`,
      CreationDate: new Date(input.issuedAt),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.registerFont(REGULAR, embeddedFonts().regular);
  doc.registerFont(BOLD, embeddedFonts().bold);
  const root = doc.struct('Document');
  doc.addStructure(root);
  /** A tagged block: its structure element (H1, H2, P) holds what `draw` writes. */
  const block = (type: string, draw: () => void) => root.add(doc.struct(type, {}, draw));
  const heading = (type: 'H1' | 'H2', text: string, size: number) =>
    block(type, () => doc.font(BOLD).fontSize(size).text(text));
  /** One P a line, so a reader (and `pdfinfo -struct-text`) keeps the address lines apart. */
  const paragraph = (lines: (string | false | undefined)[], after = true) => {
    for (const line of lines) if (line) block('P', () => doc.font(REGULAR).fontSize(10).text(line));
    if (after) doc.moveDown(0.5);
  };

  const { issuer, recipient, amounts } = input;
  const abroad = recipient.Land && recipient.Land !== HOME_COUNTRY ? recipient.Land : undefined;
  heading('H1', `Gutschrift Nr. ${input.number}`, 16);
  paragraph([
    `Provisionsabrechnung ${monthName(input.month)} im Gutschriftverfahren (§ 14 Abs. 2 Satz 2 UStG)`,
    `Empfehlungsprogramm ${input.programme}`,
  ]);
  heading('H2', 'Aussteller der Gutschrift (Leistungsempfänger)', 11);
  paragraph([
    issuer.Name,
    issuer.Street,
    `${issuer.PostalCode} ${issuer.City}`.trim(),
    issuer.Country,
    issuer.TaxNumber && `Steuernummer: ${issuer.TaxNumber}`,
    issuer.VatId && `USt-IdNr.: ${issuer.VatId}`,
  ]);
  heading('H2', 'Empfänger der Gutschrift (leistender Unternehmer)', 11);
  paragraph([
    recipient.Name,
    recipient.Strasse,
    `${recipient.Plz} ${recipient.Ort}`.trim(),
    // The country in German on the last address line; left out at home, as Deutsche Post does.
    abroad && countryName(abroad, 'de'),
    recipient.UstId && `USt-IdNr.: ${recipient.UstId}`,
    recipient.Steuernummer && `Steuernummer: ${recipient.Steuernummer}`,
  ]);
  paragraph([
    `Gutschriftsnummer: ${input.number}`,
    `Datum der Ausstellung: ${germanDate(input.issuedAt)}`,
    `Leistungszeitraum: ${monthPeriod(input.month)}`,
    `Leistung: Vermittlung von Aufträgen, Provision je freigegebenem Auftrag: ${euro(input.provisionCent)} (netto)`,
  ]);

  const fit = (text: string, width: number) => {
    if (doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const table = doc.struct('Table');
  root.add(table);
  const header = COLUMNS.map((c) => c.title);
  const row = (cells: string[], head = false) => {
    if (doc.y + 30 > doc.page.height - MARGIN) {
      // Each page's table starts with its column titles.
      doc.addPage();
      if (!head) row(header, true);
    }
    const y = doc.y;
    const tr = doc.struct('TR');
    table.add(tr);
    cells.forEach((cell, i) => {
      const c = COLUMNS[i]!;
      tr.add(
        doc.struct(head ? 'TH' : 'TD', head ? COLUMN_HEADER : {}, () => {
          doc.font(head ? BOLD : REGULAR).fontSize(8.5);
          doc.text(fit(cell, c.width), c.x, y, {
            width: c.width,
            align: c.align ?? 'left',
            lineBreak: false,
          });
        }),
      );
    });
    tr.end();
    doc.x = MARGIN;
    doc.y = y + 14;
  };
  row(header, true);
  for (const line of input.lines)
    row([
      String(line.empfehlungsnummer),
      line.agent,
      // A reversal names the credit note that paid the commission it takes back.
      line.reverses ? `Storno zu ${line.reverses}` : line.product,
      germanDate(line.releasedOn),
      euro(line.amountCent),
    ]);
  table.end();

  doc.moveDown(0.5);
  const credited = input.lines.filter((l) => !l.reverses).length;
  const reversed = input.lines.length - credited;
  const orders = [
    credited === 1 ? '1 Auftrag' : `${credited} Aufträge`,
    reversed > 0 && (reversed === 1 ? '1 Storno' : `${reversed} Stornos`),
  ]
    .filter(Boolean)
    .join(', ');
  const total = (text: string, bold = false) =>
    block('P', () =>
      doc
        .font(bold ? BOLD : REGULAR)
        .fontSize(10)
        .text(text, MARGIN, doc.y, { width: 495, align: 'right' }),
    );
  total(`Nettobetrag (${orders}): ${euro(amounts.netCent)}`);
  total(`${vatLabel(amounts)}: ${euro(amounts.vatCent)}`);
  total(`Gesamtbetrag: ${euro(amounts.grossCent)}`, true);
  const carriedIn = input.carriedInCent ?? 0;
  if (carriedIn < 0) total(`Vortrag aus Gutschrift ${input.carriedFrom}: ${euro(carriedIn)}`);
  if (carriedIn < 0 || amounts.grossCent < 0)
    total(`Auszahlungsbetrag: ${euro(input.payableCent ?? Math.max(0, amounts.grossCent))}`, true);
  const notes = [
    reversed > 0 &&
      'Zeilen „Storno zu …“ berichtigen die Provision eines Auftrags, die mit der genannten Gutschrift gezahlt wurde: Der Auftrag wurde seither storniert, widerrufen oder abgelehnt oder wird geprüft (§ 17 UStG).',
    (input.carriedOnCent ?? 0) < 0 &&
      `Der negative Betrag von ${euro(-(input.carriedOnCent ?? 0))} wird nicht ausgezahlt, sondern mit der nächsten Gutschrift verrechnet.`,
    amounts.note,
  ].filter((n): n is string => Boolean(n));
  if (notes.length > 0) {
    doc.moveDown(0.5);
    for (const note of notes) paragraph([note], false);
  }
  root.end();
  doc.end();
  return done;
}
