import { createHash } from 'node:crypto';
import { REPORT_ROWS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import { z } from 'zod';

/**
 * The cursor of a report page (issue 32, decision 044): the sort value and unique key of the row
 * a page starts after (or, `before`, ends before), with a fingerprint of the sort and filter it
 * was made for. It travels as base64url JSON: opaque to the SPA, but only a bookmark: it grants
 * nothing, since every page is still bound to the caller's agency. Pure: no I/O.
 */

/** Which SQL type a sort column's value has (how a cursor's value is bound and checked). */
export type ValueKind = 'date' | 'number' | 'boolean' | 'text';

export interface Cursor {
  value: string | number | boolean | null;
  key: string | number;
  /** The page before the row (previous), else the page after it (next). */
  before: boolean;
}

export interface CursorScope {
  orderBy: string;
  descending: boolean;
  filters: readonly unknown[];
}

/** The kind of a report column, by its row schema (dates: the source's timestamp columns). */
export function valueKind(report: ReportName, column: string, dates: readonly string[]): ValueKind {
  if (dates.includes(column)) return 'date';
  let field = (REPORT_ROWS[report].shape as Record<string, z.ZodType>)[column];
  if (field instanceof z.ZodNullable) field = field.unwrap() as z.ZodType;
  if (field instanceof z.ZodNumber) return 'number';
  if (field instanceof z.ZodBoolean) return 'boolean';
  return 'text';
}

/** Whether a column may be null in a row (its schema says so): such a sort puts nulls last. */
export function nullable(report: ReportName, column: string): boolean {
  const field = (REPORT_ROWS[report].shape as Record<string, z.ZodType>)[column];
  return field instanceof z.ZodNullable;
}

/** The sort and filter a cursor belongs to: a page of another order or filter is another list. */
export function fingerprint(report: ReportName, scope: CursorScope): string {
  const text = JSON.stringify([report, scope.orderBy, scope.descending, scope.filters]);
  return createHash('sha256').update(text).digest('base64url').slice(0, 16);
}

export function encodeCursor(print: string, cursor: Cursor): string {
  const wire = [print, cursor.value, cursor.key, cursor.before ? 1 : 0];
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

const fits = (value: unknown, kind: ValueKind): boolean => {
  if (kind === 'number') return typeof value === 'number' && Number.isSafeInteger(value);
  if (kind === 'boolean') return typeof value === 'boolean';
  if (typeof value !== 'string' || value.length > 200) return false;
  return kind === 'text' || !Number.isNaN(Date.parse(value));
};

/**
 * A cursor read back: `invalid` when it is not one of ours (or its values do not fit the
 * columns' kinds: bound into SQL they would fail), `stale` when it was made for another sort or
 * filter than the request's.
 */
export function decodeCursor(
  text: string,
  expected: { print: string; value: ValueKind; valueNullable: boolean; key: ValueKind },
): { cursor: Cursor } | { error: 'invalid' | 'stale' } {
  let wire: unknown;
  try {
    wire = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    return { error: 'invalid' };
  }
  if (!Array.isArray(wire) || wire.length !== 4 || typeof wire[0] !== 'string') return { error: 'invalid' };
  const [print, value, key, before] = wire as [string, unknown, unknown, unknown];
  if (before !== 0 && before !== 1) return { error: 'invalid' };
  if (print !== expected.print) return { error: 'stale' };
  const valueFits = value === null ? expected.valueNullable : fits(value, expected.value);
  if (!valueFits || !fits(key, expected.key)) return { error: 'invalid' };
  return { cursor: { value: value as Cursor['value'], key: key as Cursor['key'], before: before === 1 } };
}
