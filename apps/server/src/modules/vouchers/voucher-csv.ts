import type { Language } from '@kwk/shared/errors/error-codes';
import { VOUCHER_CODE_MAX_LENGTH, VOUCHER_IMPORT_MAX_CODES } from '@kwk/shared/operator/vouchers.schemas';

/**
 * Reading a file of voucher codes (issue 15): one code a line, optionally quoted as CSV writes it
 * (`"AB""C"`), an optional header line (`Code`, `Gutscheincode`, …), a byte order mark, LF or CRLF.
 * Pure: the bytes in, the codes or every line's fault out. A CSV library would read more shapes,
 * but a pool takes one column, and what a reader would silently accept (a second column, an empty
 * line, a tab) is exactly what must be refused with its line.
 */

export type CsvFault =
  | { kind: 'notText' }
  | { kind: 'noCodes' }
  | { kind: 'tooMany'; max: number }
  | {
      line: number;
      kind: 'empty' | 'tooLong' | 'control' | 'columns' | 'quote' | 'repeated';
      first?: number;
    };

export type CsvReading = { codes: { line: number; code: string }[] } | { faults: CsvFault[] };

const HEADERS = new Set([
  'code',
  'codes',
  'gutschein',
  'gutscheincode',
  'gutscheincodes',
  'voucher',
  'voucher code',
  'voucher_code',
  'vouchercode',
]);
/** Control and invisible format characters (zero-width space, BOM inside the file, …). */
const CONTROL = /[\p{Cc}\p{Cf}]/u;

/** One line's code, or its fault; quotes follow RFC 4180 for a single field. */
function cell(raw: string): { code: string } | { fault: 'columns' | 'quote' } {
  const text = raw.trim();
  if (!text.startsWith('"')) return /[,;]/.test(text) ? { fault: 'columns' } : { code: text };
  const inner = text.slice(1);
  let code = '';
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c !== '"') {
      code += c;
      continue;
    }
    if (inner[i + 1] === '"') {
      code += '"';
      i++;
      continue;
    }
    // The closing quote: what follows would be another column.
    const rest = inner.slice(i + 1).trim();
    return rest === ''
      ? { code: code.trim() }
      : { fault: rest.startsWith(',') || rest.startsWith(';') ? 'columns' : 'quote' };
  }
  return { fault: 'quote' };
}

/** What is wrong with one line, if anything; `seen` holds the codes of the lines before. */
function lineFault(
  raw: string,
  seen: ReadonlyMap<string, number>,
): { kind: 'empty' | 'tooLong' | 'control' | 'columns' | 'quote' | 'repeated'; first?: number } | undefined {
  // A control character is named before the line is split into cells (a tab, a lone CR).
  if (CONTROL.test(raw.replace(/\r$/, ''))) return { kind: 'control' };
  const read = cell(raw);
  if ('fault' in read) return { kind: read.fault };
  if (read.code === '') return { kind: 'empty' };
  if ([...read.code].length > VOUCHER_CODE_MAX_LENGTH) return { kind: 'tooLong' };
  const first = seen.get(read.code);
  return first === undefined ? undefined : { kind: 'repeated', first };
}

export function readVoucherCsv(bytes: Uint8Array): CsvReading {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return { faults: [{ kind: 'notText' }] };
  }
  const lines = text.split(/\r?\n/);
  // Trailing line breaks end the file; an empty line before a code is a fault.
  while (lines.length > 0 && lines.at(-1)!.trim() === '') lines.pop();
  const faults: CsvFault[] = [];
  const codes: { line: number; code: string }[] = [];
  const seen = new Map<string, number>();
  for (const [i, raw] of lines.entries()) {
    const line = i + 1;
    if (line === 1 && HEADERS.has(raw.trim().replace(/^"|"$/g, '').toLowerCase())) continue;
    const fault = lineFault(raw, seen);
    if (fault) faults.push({ line, ...fault });
    else {
      const code = (cell(raw) as { code: string }).code;
      seen.set(code, line);
      codes.push({ line, code });
    }
  }
  if (faults.length > 0) return { faults };
  if (codes.length === 0) return { faults: [{ kind: 'noCodes' }] };
  if (codes.length > VOUCHER_IMPORT_MAX_CODES)
    return { faults: [{ kind: 'tooMany', max: VOUCHER_IMPORT_MAX_CODES }] };
  return { codes };
}

const TEXTS = {
  de: {
    notText: 'Die Datei ist keine Textdatei in UTF-8.',
    noCodes: 'Die Datei enthält keinen Code.',
    tooMany: (max: number) => `Eine Datei darf höchstens ${max} Codes enthalten.`,
    line: (n: number) => `Zeile ${n}: `,
    empty: 'Die Zeile ist leer.',
    tooLong: `Der Code ist länger als ${VOUCHER_CODE_MAX_LENGTH} Zeichen.`,
    control: 'Der Code enthält ein Steuerzeichen oder unsichtbares Zeichen.',
    columns: 'Die Zeile hat mehr als eine Spalte; bitte nur einen Code je Zeile.',
    quote: 'Das Anführungszeichen ist nicht geschlossen.',
    repeated: (first: number) => `Der Code steht schon in Zeile ${first}.`,
    inPool: 'Der Code ist bereits im Bestand dieses Mandanten.',
    more: (n: number) => `… und ${n} weitere fehlerhafte Zeilen.`,
  },
  en: {
    notText: 'The file is not a UTF-8 text file.',
    noCodes: 'The file holds no code.',
    tooMany: (max: number) => `A file may hold at most ${max} codes.`,
    line: (n: number) => `Line ${n}: `,
    empty: 'The line is empty.',
    tooLong: `The code is longer than ${VOUCHER_CODE_MAX_LENGTH} characters.`,
    control: 'The code contains a control or invisible character.',
    columns: 'The line has more than one column; one code per line, please.',
    quote: 'The quotation mark is not closed.',
    repeated: (first: number) => `The code is already on line ${first}.`,
    inPool: 'The code is already in this tenant’s stock.',
    more: (n: number) => `… and ${n} more faulty lines.`,
  },
} as const satisfies Record<Language, unknown>;

/** At most this many lines are named: enough to fix a file, not a megabyte of answer. */
export const MAX_NAMED_LINES = 50;

/** The faults as messages in the operator's language, the line first; never the code itself. */
export function csvFaultMessages(
  faults: readonly (CsvFault | { line: number; kind: 'inPool' })[],
  lang: Language,
): string[] {
  const t = TEXTS[lang];
  const messages = faults.slice(0, MAX_NAMED_LINES).map((f) => {
    if (!('line' in f)) return f.kind === 'tooMany' ? t.tooMany(f.max) : t[f.kind];
    const text = f.kind === 'repeated' ? t.repeated(f.first ?? 0) : t[f.kind];
    return `${t.line(f.line)}${text}`;
  });
  if (faults.length > MAX_NAMED_LINES) messages.push(t.more(faults.length - MAX_NAMED_LINES));
  return messages;
}
