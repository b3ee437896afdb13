import { PassThrough, Readable, type Writable } from 'node:stream';
import { REPORT_ROWS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { channelLabel } from '@kwk/shared/tenants/channel-labels';
import type { Style } from 'exceljs';
import { berlinDate } from '../../clock.ts';
import { neutralised, quoted } from '../../lib/csv-cell.ts';
import { REPORT_SOURCES } from './agency-report-sources.ts';

/**
 * The export of a report (CSV for German Excel, XLSX), written while the rows are read: the
 * batches come from the database one at a time and leave as they are written, so a report of
 * 100,000 rows never sits in memory.
 */

type Row = Record<string, unknown>;

const HEADERS: Record<string, { de: string; en: string }> = {
  Id: { de: 'Id', en: 'Id' },
  Vorname: { de: 'Vorname', en: 'First name' },
  Nachname: { de: 'Nachname', en: 'Last name' },
  Email: { de: 'E-Mail', en: 'E-mail' },
  Art: { de: 'Art', en: 'Type' },
  Mitarbeiternummer: { de: 'Mitarbeiternummer', en: 'Employee number' },
  Status: { de: 'Status', en: 'Status' },
  EingeladenAm: { de: 'Eingeladen am', en: 'Invited on' },
  AngenommenAm: { de: 'Angenommen am', en: 'Accepted on' },
  Empfehlungsnummer: { de: 'Empfehlungsnummer', en: 'Recommendation number' },
  Agentennummer: { de: 'Agentennummer', en: 'Agent number' },
  AgentName: { de: 'Agent', en: 'Agent' },
  Produkt: { de: 'Produkt', en: 'Product' },
  EmpfehlerName: { de: 'Empfehler', en: 'Referrer' },
  Kanal: { de: 'Kanal', en: 'Channel' },
  ErstelltAm: { de: 'Erstellt am', en: 'Created on' },
  Empfaengernummer: { de: 'Empfängernummer', en: 'Recipient number' },
  EmpfaengerName: { de: 'Empfänger', en: 'Recipient' },
  Ort: { de: 'Ort', en: 'Town' },
  BestaetigtAm: { de: 'Bestätigt am', en: 'Confirmed on' },
  Bestellt: { de: 'Bestellt', en: 'Ordered' },
  AuftragsDatum: { de: 'Auftragsdatum', en: 'Order date' },
  WirksamAm: { de: 'Wirksam am', en: 'Effective on' },
  PraemieCent: { de: 'Prämie (€)', en: 'Reward (€)' },
  Freigegeben: { de: 'Freigegeben', en: 'Released' },
  FreigegebenAm: { de: 'Freigegeben am', en: 'Released on' },
  FreigegebenVon: { de: 'Freigegeben von', en: 'Released by' },
  Provision: { de: 'Provision', en: 'Commission' },
  Empfaenger: { de: 'Prämie für', en: 'Reward for' },
  WertCent: { de: 'Wert (€)', en: 'Value (€)' },
  GutgeschriebenAm: { de: 'Gutgeschrieben am', en: 'Credited on' },
};

/** The report's columns in the contract's order, with their headers in the request's language. */
export function exportColumns(report: ReportName, lang: Language) {
  return Object.keys(REPORT_ROWS[report].shape).map((name) => ({
    name,
    header: HEADERS[name]?.[lang] ?? name,
  }));
}

const YES_NO = { de: ['Ja', 'Nein'], en: ['Yes', 'No'] } as const;
const ISO = /^\d{4}-\d{2}-\d{2}T/;

/** Whom a reward is for (`Empfaenger` of the Prämien report), in words as the screen says it. */
const BENEFICIARY: Record<string, { de: string; en: string }> = {
  Empfehler: { de: 'Empfehler', en: 'Recommender' },
  Empfaenger: { de: 'Empfänger', en: 'Recipient' },
};

/** A fixed value in words: the channel's name, whom a reward is for; anything else as it is. */
function words(name: string, value: string, lang: Language): string {
  if (name === 'Kanal') return channelLabel(value, lang);
  if (name === 'Empfaenger') return BENEFICIARY[value]?.[lang] ?? value;
  return value;
}

/** A timestamp's Berlin calendar day as `YYYY-MM-DD`. */
const berlinDay = (value: string) => berlinDate(new Date(value));

/** A cell as shown: dates as DD.MM.YYYY (Berlin), cents as euros, yes/no and fixed values in the language. */
export function cellValue(name: string, value: unknown, lang: Language): string | number {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return YES_NO[lang][value ? 0 : 1];
  if (name.endsWith('Cent') && typeof value === 'number') return value / 100;
  if (typeof value === 'string' && ISO.test(value)) {
    const [y, m, d] = berlinDay(value).split('-');
    return `${d}.${m}.${y}`;
  }
  return typeof value === 'number' ? value : words(name, String(value), lang);
}

/**
 * A cell for the spreadsheet, typed: a date is a date (the Berlin day, as Excel has no time
 * zones: midnight UTC of that day, which exceljs writes as the day's serial number), money and
 * counts are numbers, text is text with formulas neutralised. Sorting and filtering in Excel then
 * work on the values, not on their text.
 */
export function xlsxCellValue(name: string, value: unknown, lang: Language): string | number | Date | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' && ISO.test(value)) return new Date(`${berlinDay(value)}T00:00:00Z`);
  const shown = cellValue(name, value, lang);
  return typeof shown === 'string' ? neutralised(shown) : shown;
}

function csvField(value: string | number, lang: Language): string {
  const text =
    typeof value === 'number'
      ? Number.isInteger(value)
        ? String(value)
        : value.toFixed(2).replace('.', lang === 'de' ? ',' : '.')
      : neutralised(value);
  return quoted(text);
}

/** CSV in UTF-8 with a byte order mark and `;` between fields, as German Excel opens it. */
export function csvExport(report: ReportName, lang: Language, batches: AsyncIterable<Row[]>): Readable {
  const columns = exportColumns(report, lang);
  async function* lines() {
    yield `\uFEFF${columns.map((c) => csvField(c.header, lang)).join(';')}\r\n`;
    for await (const batch of batches)
      yield batch
        .map(
          (row) =>
            `${columns.map((c) => csvField(cellValue(c.name, row[c.name], lang), lang)).join(';')}\r\n`,
        )
        .join('');
  }
  return Readable.from(lines(), { objectMode: false });
}

/** Until `stream` takes more, or `out` (the reply) is gone: the client went away. */
const drained = (stream: Writable, out: PassThrough) =>
  new Promise<void>((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      out.off('close', done);
      resolve();
    };
    stream.once('drain', done);
    stream.once('close', done);
    out.once('close', done);
  });

/** A writable as exceljs' zip library makes it (readable-stream 2, without `writableLength`). */
type Pipe = Writable & { _writableState?: { length: number } };

/**
 * The sheet's XML waiting to be compressed, in bytes. exceljs' streaming writer hands each
 * committed row on to its zip entry without waiting (its StreamBuf ignores `write`'s answer), so
 * a sheet written faster than zlib compresses it piles up there uncompressed, some ten times its
 * compressed size; on a busy machine 10 MB and more. The entry's `pipes` are exceljs' own: without
 * them (another exceljs) only the reply holds the pace.
 */
function sheetBacklog(sheet: object): { pipe: Pipe; bytes: number } | undefined {
  const pipe = (sheet as { stream?: { pipes?: Pipe[] } }).stream?.pipes?.[0];
  if (!pipe) return undefined;
  return { pipe, bytes: pipe.writableLength ?? pipe._writableState?.length ?? 0 };
}

/** Sheet XML let wait for zlib before the next batch is read (a batch of orders is some 300 KB). */
const BACKLOG_BYTES = 1024 * 1024;

/** How a column's cells read in Excel: days as DD.MM.YYYY, euros with two decimals. */
function numberFormat(report: ReportName, name: string): string | undefined {
  if (REPORT_SOURCES[report].dates.includes(name)) return 'dd.mm.yyyy';
  if (name.endsWith('Cent')) return '#,##0.00 "€"';
  return undefined;
}

/** The header row's look: bold on a light grey band with a line below, so it reads as a header. */
const HEADER_STYLE = {
  font: { bold: true },
  fill: { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE7E9EE' } },
  border: { bottom: { style: 'thin', color: { argb: 'FF6B7280' } } },
  alignment: { vertical: 'middle' },
} as const;

/** A data row's own style: none, one object for every row (see `cellStyles` in xlsxExport). */
const ROW_STYLE: Partial<Style> = {};

/**
 * XLSX through exceljs' streaming writer: rows are committed (written out) as they come. Typed
 * cells (dates, numbers), a styled header with an autofilter, and the header row frozen, so the
 * file opens ready to sort and filter.
 */
export function xlsxExport(
  report: ReportName,
  lang: Language,
  batches: AsyncIterable<Row[]>,
  onError: (error: unknown) => void,
): Readable {
  const out = new PassThrough();
  const columns = exportColumns(report, lang);
  (async () => {
    // Loaded on the first XLSX export: exceljs would hold ~18 MB in every server from its start.
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: out,
      useStyles: true,
      useSharedStrings: false,
    });
    // One style object per column, given to each of its cells. exceljs knows a style object it
    // has seen (a WeakMap to its id); each new cell's own copy, as exceljs makes it, cost a style
    // rendered as XML, a map entry and the garbage of both for every cell: 1.3 million for
    // 100,000 orders, most of the export's memory (issue 32). Same ids, same file.
    const cellStyles = columns.map((c): Partial<Style> => {
      const numFmt = numberFormat(report, c.name);
      return numFmt ? { numFmt } : {};
    });
    // The streaming writer writes the sheet's views when the sheet is opened: frozen from the start.
    const sheet = workbook.addWorksheet(report, { views: [{ state: 'frozen', xSplit: 0, ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({
      header: c.header,
      key: c.name,
      width: Math.max(12, c.header.length + 4),
      ...(cellStyles[i]!.numFmt ? { style: cellStyles[i] } : {}),
    }));
    const header = sheet.getRow(1);
    header.eachCell((cell) => {
      cell.style = { ...HEADER_STYLE };
    });
    sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
    header.commit();
    for await (const batch of batches) {
      for (const row of batch) {
        const added = sheet.addRow(columns.map((c) => xlsxCellValue(c.name, row[c.name], lang)));
        // `style` is a row's own in exceljs, missing from its types.
        (added as typeof added & { style: Partial<Style> }).style = ROW_STYLE;
        for (let i = 0; i < columns.length; i++) added.getCell(i + 1).style = cellStyles[i]!;
        added.commit();
      }
      // zlib or the client is slower than the database: wait for them, not for memory to fill.
      const backlog = sheetBacklog(sheet);
      if (backlog && backlog.bytes > BACKLOG_BYTES) await drained(backlog.pipe, out);
      if (out.writableNeedDrain) await drained(out, out);
      if (out.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => {
    onError(error);
    out.destroy(error instanceof Error ? error : new Error('export failed'));
  });
  return out;
}

/** `auftraege-2026-11-26.csv`: the report and the Berlin day of the export. */
export const exportFileName = (report: ReportName, format: 'csv' | 'xlsx', now: Date) =>
  `${report}-${berlinDate(now)}.${format}`;
