import type { ReportRequest } from '@kwk/shared/agency/agency.schemas';
import { REPORT_COLUMNS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';

export const PAGE_SIZES = [10, 25, 50, 100] as const;

/** A report opens on its newest entries first, 25 a page, unfiltered. */
export function initialQuery(report: ReportName): ReportRequest {
  return {
    OrderBy: REPORT_COLUMNS[report].defaultSort,
    Descending: true,
    Pagesize: 25,
    Pagenumber: 1,
    Filter: {},
  };
}

/** Page 1 of the query as it is now: a cursor belongs to the sort and filter it was made for. */
const fromStart = ({ Cursor: _cursor, ...query }: ReportRequest): ReportRequest => ({
  ...query,
  Pagenumber: 1,
});

/** A header's button: the same column again turns the order round, another sorts it ascending. */
export function sortBy(query: ReportRequest, column: string): ReportRequest {
  const same = query.OrderBy === column;
  return { ...fromStart(query), OrderBy: column, Descending: same ? !query.Descending : false };
}

export function ariaSort(query: ReportRequest, column: string): 'ascending' | 'descending' | 'none' {
  if (query.OrderBy !== column) return 'none';
  return query.Descending ? 'descending' : 'ascending';
}

/** New filter values start at page 1; empty fields are no filter at all. */
export function withFilter(query: ReportRequest, filter: Record<string, string>): ReportRequest {
  const kept = Object.fromEntries(
    Object.entries(filter)
      .map(([column, value]) => [column, value.trim()] as const)
      .filter(([, value]) => value !== '' && value !== '..'),
  );
  return { ...fromStart(query), Filter: kept };
}

/**
 * The next or previous page (issue 32, decision 044): by the cursor the shown page answered for it,
 * so the server reads on from that page's edge row instead of counting rows from the start; the
 * number only names the page. Without a cursor (none came), the page by its number.
 */
export function withPage(query: ReportRequest, page: number, cursor?: string | null): ReportRequest {
  const { Cursor: _old, ...rest } = query;
  const Pagenumber = Math.max(1, page);
  return cursor && Pagenumber > 1 ? { ...rest, Pagenumber, Cursor: cursor } : { ...rest, Pagenumber };
}

export function withPageSize(query: ReportRequest, size: number): ReportRequest {
  return { ...fromStart(query), Pagesize: size };
}

/** Date filters are `von..bis` (YYYY-MM-DD), either side open; the form keeps the two apart. */
export function dateRange(value: string | undefined): { from: string; to: string } {
  const [from = '', to = ''] = (value ?? '').split('..');
  return { from, to };
}

export function joinDateRange(from: string, to: string): string {
  return from || to ? `${from}..${to}` : '';
}

/** Which kind of field filters a column (spec of REPORT_COLUMNS: dates, exact values, text). */
export function filterKind(column: string): 'date' | 'choice' | 'yesNo' | 'text' {
  if (/(Am|Datum)$/.test(column)) return 'date';
  if (column === 'Freigegeben' || column === 'Bestellt') return 'yesNo';
  if (column === 'Status' || column === 'Art') return 'choice';
  return 'text';
}
