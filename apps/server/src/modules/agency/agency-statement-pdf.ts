import type { MasterData } from '@kwk/shared/agency/agency-admin.schemas';
import PDFDocument from 'pdfkit';

/** One released order on the statement. */
export interface StatementPdfLine {
  empfehlungsnummer: number;
  agent: string;
  product: string;
  releasedOn: Date;
  amountCent: number;
}

export interface StatementPdfInput {
  programme: string;
  agency: MasterData;
  /** YYYY-MM */
  month: string;
  provisionCent: number;
  lines: StatementPdfLine[];
  createdAt: Date;
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
export const germanDate = (date: Date) => berlinDay.format(date);

/** "November 2026" for 2026-11. */
export function monthName(month: string): string {
  const [year, m] = month.split('-').map(Number);
  return new Intl.DateTimeFormat('de-DE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year!, m! - 1, 1)),
  );
}

const MARGIN = 50;
/** Table columns: left edge and width on A4 (595 pt wide, 495 between the margins). */
const COLUMNS = [
  { title: 'Empfehlungsnr.', x: 50, width: 80 },
  { title: 'Agent', x: 135, width: 145 },
  { title: 'Produkt', x: 285, width: 130 },
  { title: 'Freigegeben am', x: 420, width: 70 },
  { title: 'Betrag', x: 495, width: 50, align: 'right' as const },
];

/**
 * The monthly commission statement (tab Rechnungen) as a PDF made by pdfkit: the agency's master
 * data, the month, one line per released order and the total. Helvetica's WinAnsi encoding has
 * ä, ö, ü, ß and €, so the statement reads "Süd" and "25,00 €" (and `pdftotext` finds them).
 */
export function statementPdf(input: StatementPdfInput): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Provisionsabrechnung ${monthName(input.month)} – ${input.agency.Name}`,
      Author: input.programme,
      CreationDate: input.createdAt,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { agency } = input;
  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .text(`Provisionsabrechnung ${monthName(input.month)}`);
  doc.font('Helvetica').fontSize(10).text(`Empfehlungsprogramm ${input.programme}`).moveDown();
  doc.font('Helvetica-Bold').text(agency.Name);
  doc.font('Helvetica');
  for (const line of [
    agency.Strasse,
    `${agency.Plz} ${agency.Ort}`.trim(),
    agency.UstId && `USt-IdNr.: ${agency.UstId}`,
    agency.Email && `E-Mail: ${agency.Email}`,
    agency.Telefon && `Telefon: ${agency.Telefon}`,
  ])
    if (line) doc.text(line);
  doc.moveDown();
  doc.text(`Provision je freigegebenem Auftrag: ${euro(input.provisionCent)}`);
  doc.text(`Erstellt am ${germanDate(input.createdAt)}`).moveDown();

  const fit = (text: string, width: number) => {
    if (doc.widthOfString(text) <= width) return text;
    let cut = text;
    while (cut.length > 1 && doc.widthOfString(`${cut}…`) > width) cut = cut.slice(0, -1);
    return `${cut}…`;
  };
  const header = COLUMNS.map((c) => c.title);
  const row = (cells: string[], bold = false) => {
    if (doc.y + 30 > doc.page.height - MARGIN) {
      // Each page's table starts with its column titles.
      doc.addPage();
      if (!bold) row(header, true);
    }
    const y = doc.y;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(9);
    cells.forEach((cell, i) => {
      const c = COLUMNS[i]!;
      doc.text(fit(cell, c.width), c.x, y, { width: c.width, align: c.align ?? 'left', lineBreak: false });
    });
    doc.x = MARGIN;
    doc.y = y + 14;
  };

  row(header, true);
  const total = input.lines.reduce((sum, l) => sum + l.amountCent, 0);
  for (const line of input.lines)
    row([
      String(line.empfehlungsnummer),
      line.agent,
      line.product,
      germanDate(line.releasedOn),
      euro(line.amountCent),
    ]);
  doc.moveDown(0.5);
  const orders = input.lines.length === 1 ? '1 Auftrag' : `${input.lines.length} Aufträge`;
  doc
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(`Summe (${orders}): ${euro(total)}`, MARGIN, doc.y, { width: 495, align: 'right' });
  doc.end();
  return done;
}
