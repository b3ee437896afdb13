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

/** A header's button: the same column again turns the order round, another sorts it ascending. */
export function sortBy(query: ReportRequest, column: string): ReportRequest {
  const same = query.OrderBy === column;
  return { ...query, OrderBy: column, Descending: same ? !query.Descending : false, Pagenumber: 1 };
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
  return { ...query, Filter: kept, Pagenumber: 1 };
}

export function withPage(query: ReportRequest, page: number): ReportRequest {
  return { ...query, Pagenumber: Math.max(1, page) };
}

export function withPageSize(query: ReportRequest, size: number): ReportRequest {
  return { ...query, Pagesize: size, Pagenumber: 1 };
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
