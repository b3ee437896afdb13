import { partnerEventSchema } from '@kwk/shared/partner/partner-event.schemas';
import { z } from 'zod';

/**
 * A CSV line of partner events as an event body (the import command's half of the contract): the
 * header names the body fields, an empty cell is an absent field, numbers and yes/no cells become
 * numbers and booleans. A cell that doesn't convert stays the string it was, so the shared schema
 * — the same one the API applies — is what reports it.
 */

const fields = partnerEventSchema.shape as Record<string, z.ZodType>;

/** The column names the import knows: the event body's fields, in the schema's order. */
export const PARTNER_EVENT_CSV_COLUMNS: readonly string[] = Object.keys(fields);

type Kind = 'number' | 'boolean' | 'text';

/** Read from the schema, so a field added there converts without a second list to keep in step. */
function kindOf(column: string): Kind {
  const field = fields[column];
  const inner = field instanceof z.ZodOptional ? field.unwrap() : field;
  if (inner instanceof z.ZodNumber) return 'number';
  if (inner instanceof z.ZodBoolean) return 'boolean';
  return 'text';
}
const kinds = new Map(PARTNER_EVENT_CSV_COLUMNS.map((c) => [c, kindOf(c)]));

const DECIMAL = /^[+-]?\d+(\.\d+)?$/;
const BOOLEANS: Record<string, boolean> = {
  true: true,
  false: false,
  ja: true,
  nein: false,
  1: true,
  0: false,
};

function convert(kind: Kind, cell: string): unknown {
  const value = cell.trim();
  if (kind === 'number') return DECIMAL.test(value) ? Number(value) : cell;
  if (kind === 'boolean') return BOOLEANS[value.toLowerCase()] ?? cell;
  return cell;
}

/** The event body of one CSV row, keyed by header name. Unknown columns pass through as text. */
export function eventBodyFromCsvRow(row: Readonly<Record<string, string>>): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  for (const [column, cell] of Object.entries(row)) {
    if (cell.trim() === '') continue;
    body[column] = convert(kinds.get(column) ?? 'text', cell);
  }
  return body;
}
