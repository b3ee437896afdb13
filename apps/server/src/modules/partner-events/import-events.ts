import { readFile } from 'node:fs/promises';
import { CsvError, type Info, parse } from 'csv-parse/sync';
import type { TenantCache } from '../tenants/tenants.api.ts';
import { eventBodyFromCsvRow, PARTNER_EVENT_CSV_COLUMNS } from './partner-event-csv.ts';
import type { IngestResult, PartnerEventsService } from './partner-events.service.ts';

/** Exit codes of `npm run events:import`. */
export const IMPORT_EXIT = {
  /** Every line applied or already there. */
  done: 0,
  /** At least one line invalid or kept as a dead letter; the other lines went in. */
  rejected: 1,
  /** Nothing imported: no such file, not CSV, unknown columns, unknown tenant. */
  usage: 2,
} as const;
export type ImportExitCode = (typeof IMPORT_EXIT)[keyof typeof IMPORT_EXIT];

export interface ImportDeps {
  tenants: Pick<TenantCache, 'byKey'>;
  partnerEvents: Pick<PartnerEventsService, 'ingestForTenant'>;
  /** The report, one line per call. */
  out(line: string): void;
  /** Why nothing was imported. */
  err(line: string): void;
}

/**
 * Imports a CSV file of partner events for one tenant (issue 4, operator path): each line goes
 * through `ingestForTenant`, the path the API takes, so a line imported twice is a duplicate and an
 * unknown referral a dead letter, exactly as if the partner had sent it. The whole file is parsed
 * before the first event is applied: a file that isn't CSV imports nothing rather than half.
 */
export async function importEvents(
  deps: ImportDeps,
  { file, tenantKey }: { file: string; tenantKey: string },
): Promise<ImportExitCode> {
  const usage = (message: string) => {
    deps.err(message);
    return IMPORT_EXIT.usage;
  };

  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    return usage(code === 'ENOENT' ? `no such file: ${file}` : `cannot read ${file} (${code})`);
  }
  const tenant = await deps.tenants.byKey(tenantKey);
  if (!tenant) return usage(`unknown tenant: ${tenantKey}`);

  let records: { record: string[]; info: Info }[];
  try {
    // With `info: true` each record comes with its line; the package's types don't follow that option.
    records = parse(text, {
      bom: true,
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (error) {
    // The parser's message quotes the cell, which may hold an address: only its code and line leave.
    if (error instanceof CsvError)
      return usage(`line ${error.lines}: not readable as CSV (${error.code}); nothing imported`);
    throw error;
  }
  const [head, ...lines] = records;
  if (!head) return usage(`${file} is empty: the first line names the columns`);
  const header = head.record.map((name) => name.trim());
  const unknown = header.filter((name) => !PARTNER_EVENT_CSV_COLUMNS.includes(name));
  if (unknown.length > 0)
    return usage(`unknown columns: ${unknown.join(', ')} (known: ${PARTNER_EVENT_CSV_COLUMNS.join(', ')})`);
  const repeated = header.filter((name, i) => header.indexOf(name) !== i);
  if (repeated.length > 0) return usage(`columns named twice: ${repeated.join(', ')}`);

  const counts = { applied: 0, duplicate: 0, deadLetter: 0, invalid: 0 };
  for (const { record, info } of lines) {
    const line = firstLineOf(record, info.lines);
    const row = Object.fromEntries(header.map((name, i) => [name, record[i] ?? '']));
    let outcome: IngestResult;
    try {
      outcome =
        record.length === header.length
          ? await deps.partnerEvents.ingestForTenant(tenant.id, eventBodyFromCsvRow(row))
          : { invalid: [{ path: '', message: `${record.length} cells, the header has ${header.length}` }] };
    } catch (error) {
      // The lines before went in; running the file again after the fix repeats them as duplicates.
      deps.err(`line ${line}: import stopped by an error; the lines before it were imported`);
      throw error;
    }
    counts[kindOf(outcome)] += 1;
    deps.out(`line ${line}  ${displayId(row.id)}  ${describe(outcome)}`);
  }

  deps.out(
    `${lines.length} lines: ${counts.applied} applied, ${counts.duplicate} duplicate, ` +
      `${counts.deadLetter} dead letter, ${counts.invalid} invalid`,
  );
  return counts.deadLetter + counts.invalid === 0 ? IMPORT_EXIT.done : IMPORT_EXIT.rejected;
}

function kindOf(outcome: IngestResult): 'applied' | 'duplicate' | 'deadLetter' | 'invalid' {
  if ('invalid' in outcome) return 'invalid';
  if ('deadLetter' in outcome) return 'deadLetter';
  return outcome.duplicate ? 'duplicate' : 'applied';
}

function describe(outcome: IngestResult): string {
  if ('invalid' in outcome)
    return `invalid: ${outcome.invalid
      .map(({ path, message }) => {
        // The service names fields as the API body does ("body.month"); here they are columns.
        const column = path.replace(/^body\.?/, '');
        return column ? `${column}: ${message}` : message;
      })
      .join('; ')}`;
  if ('deadLetter' in outcome) return `dead letter: ${outcome.deadLetter}`;
  return outcome.duplicate ? 'duplicate' : 'applied';
}

/** The parser counts the line a record ends on; a quoted cell may span several. */
const firstLineOf = (record: string[], lastLine: number) =>
  lastLine - record.reduce((n, cell) => n + (cell.match(/\n/g)?.length ?? 0), 0);

/** The partner's event id on one line of the report, whatever the cell held. */
const displayId = (id: string | undefined) =>
  id
    ?.trim()
    .replace(/\p{Cc}/gu, ' ')
    .slice(0, 100) || '-';
