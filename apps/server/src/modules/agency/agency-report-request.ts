import { type ReportRequest, reportRequestSchema } from '@kwk/shared/agency/agency.schemas';
import { REPORT_COLUMNS, REPORT_ROWS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { isCalendarDay } from '@kwk/shared/operator/figures-range';
import { z } from 'zod';
import { type Cursor, decodeCursor, fingerprint, nullable, valueKind } from './agency-report-cursor.ts';
import { REPORT_SOURCES } from './agency-report-sources.ts';

/**
 * A report request checked against the report's allow-list (REPORT_COLUMNS): OrderBy and each
 * Filter key must be one of its columns, and each filter value must fit its column's kind. What
 * passes is a plan of plain values; the repository turns it into SQL with parameters only.
 */

export type Filter =
  | { column: string; kind: 'text'; contains: string }
  | { column: string; kind: 'exact'; value: string }
  | { column: string; kind: 'bool'; value: boolean }
  | { column: string; kind: 'date'; from: string | null; to: string | null };

export interface ReportPlan {
  orderBy: string;
  descending: boolean;
  pagesize: number;
  pagenumber: number;
  filters: Filter[];
  /** The page after or before a row (keyset), else `pagenumber` counts from the start. */
  cursor: Cursor | null;
  /** The sort and filter's fingerprint: what the answer's cursors carry (agency-report-cursor.ts). */
  print: string;
}

const BOOLEAN_WORDS: Record<string, boolean> = {
  true: true,
  false: false,
  ja: true,
  nein: false,
  yes: true,
  no: false,
};

/** The kind of a filterable column, by the contract's rule (REPORT_COLUMNS' comment). */
export function filterKind(column: string): Filter['kind'] {
  if (column === 'Status' || column === 'Art') return 'exact';
  if (column === 'Freigegeben' || column === 'Bestellt') return 'bool';
  if (column.endsWith('Am') || column.endsWith('Datum')) return 'date';
  return 'text';
}

/** `von..bis` (either side open), or one day; undefined when it is neither. */
export function parseDateRange(text: string): { from: string | null; to: string | null } | undefined {
  const [from = '', to = from, ...rest] = text.trim().split('..');
  if (rest.length > 0) return undefined;
  const range = { from: from || null, to: (text.includes('..') ? to : from) || null };
  if (!range.from && !range.to) return undefined;
  // A day that does not exist (2026-13-01, 2026-02-30) is refused like any other text, never a 500.
  if ((range.from && !isCalendarDay(range.from)) || (range.to && !isCalendarDay(range.to))) return undefined;
  return range;
}

/** The values an exact filter on `Status` may take: the row schema's. */
function statusValues(report: ReportName): readonly string[] | undefined {
  const status = (REPORT_ROWS[report].shape as Record<string, z.ZodType>).Status;
  return status instanceof z.ZodEnum ? (status.options as string[]) : undefined;
}

const MESSAGES = {
  de: {
    sort: (c: string, allowed: readonly string[]) =>
      `Nach „${c}“ kann nicht sortiert werden. Möglich: ${allowed.join(', ')}.`,
    filter: (c: string, allowed: readonly string[]) =>
      `Nach „${c}“ kann nicht gefiltert werden. Möglich: ${allowed.join(', ')}.`,
    date: 'Bitte ein Datum als JJJJ-MM-TT oder einen Zeitraum von..bis angeben.',
    values: (allowed: readonly string[]) => `Erlaubt sind: ${allowed.join(', ')}.`,
    cursor: {
      invalid: 'Die Seitenmarke (Cursor) ist ungültig. Bitte die Liste ab der ersten Seite neu laden.',
      stale:
        'Die Seitenmarke (Cursor) gehört zu einer anderen Sortierung oder einem anderen Filter. Bitte die Liste ab der ersten Seite neu laden.',
    },
  },
  en: {
    sort: (c: string, allowed: readonly string[]) =>
      `The report cannot be sorted by "${c}". Possible: ${allowed.join(', ')}.`,
    filter: (c: string, allowed: readonly string[]) =>
      `The report cannot be filtered by "${c}". Possible: ${allowed.join(', ')}.`,
    date: 'Please give a date as YYYY-MM-DD or a range from..to.',
    values: (allowed: readonly string[]) => `Allowed values: ${allowed.join(', ')}.`,
    cursor: {
      invalid: 'The page cursor is not valid. Please load the list again from its first page.',
      stale:
        'The page cursor belongs to another sort order or filter. Please load the list again from its first page.',
    },
  },
} as const;

/** The plan of a request that passed; the issues of one that did not (path, message). */
export function planReport(
  report: ReportName,
  request: ReportRequest,
  lang: Language,
): { plan: ReportPlan; issues: [] } | { plan?: undefined; issues: { path: string[]; message: string }[] } {
  const columns = REPORT_COLUMNS[report];
  const m = MESSAGES[lang];
  const issues: { path: string[]; message: string }[] = [];
  const orderBy = request.OrderBy || columns.defaultSort;
  if (!columns.sort.includes(orderBy))
    issues.push({ path: ['OrderBy'], message: m.sort(orderBy, columns.sort) });
  const filters: Filter[] = [];
  for (const [column, raw] of Object.entries(request.Filter)) {
    const text = raw.trim();
    if (!columns.filter.includes(column)) {
      issues.push({ path: ['Filter', column], message: m.filter(column, columns.filter) });
      continue;
    }
    // An empty filter field filters nothing (the SPA sends cleared fields as '').
    if (text === '') continue;
    const kind = filterKind(column);
    if (kind === 'text') filters.push({ column, kind, contains: text });
    else if (kind === 'bool') {
      const value = BOOLEAN_WORDS[text.toLowerCase()];
      if (value === undefined)
        issues.push({ path: ['Filter', column], message: m.values(['true', 'false']) });
      else filters.push({ column, kind, value });
    } else if (kind === 'date') {
      const range = parseDateRange(text);
      if (!range) issues.push({ path: ['Filter', column], message: m.date });
      else filters.push({ column, kind, ...range });
    } else {
      const allowed = column === 'Status' ? statusValues(report) : undefined;
      if (allowed && !allowed.includes(text))
        issues.push({ path: ['Filter', column], message: m.values(allowed) });
      else filters.push({ column, kind, value: text });
    }
  }
  if (issues.length > 0) return { issues };
  const print = fingerprint(report, { orderBy, descending: request.Descending, filters });
  let cursor: Cursor | null = null;
  if (request.Cursor) {
    const dates = REPORT_SOURCES[report].dates;
    const key = REPORT_SOURCES[report].key;
    const read = decodeCursor(request.Cursor, {
      print,
      value: valueKind(report, orderBy, dates),
      valueNullable: nullable(report, orderBy),
      key: valueKind(report, key, dates),
    });
    if ('error' in read) return { issues: [{ path: ['Cursor'], message: m.cursor[read.error] }] };
    cursor = read.cursor;
  }
  return {
    plan: {
      orderBy,
      descending: request.Descending,
      pagesize: request.Pagesize,
      pagenumber: request.Pagenumber,
      filters,
      cursor,
      print,
    },
    issues: [],
  };
}

/** The report request's body schema in the request's language: the shared shape plus the allow-list. */
export function reportBodySchema(report: ReportName, lang: Language) {
  return reportRequestSchema.transform((request, ctx) => {
    const planned = planReport(report, request, lang);
    for (const issue of planned.issues) ctx.addIssue({ code: 'custom', ...issue });
    return planned.plan ?? (z.NEVER as never as ReportPlan);
  });
}
