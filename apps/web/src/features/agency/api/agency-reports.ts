import type { ReportRequest } from '@kwk/shared/agency/agency.schemas';
import type { Analytics, AnalyticsRequest } from '@kwk/shared/agency/agency-analytics.schemas';
import type {
  ReportFormat,
  ReportName,
  ReportRow,
  Statistics,
} from '@kwk/shared/agency/agency-reports.schemas';
import { agencyDownload, agencyFetch } from './agency-fetch.ts';

export interface ReportPage<Row> {
  Content: Row[];
  TotalCount: number;
  PageCount: number;
  Pagenumber: number;
  Pagesize: number;
  HasNext: boolean;
  /** The request's `Cursor` for the page after this one (null on the last). */
  NextCursor: string | null;
  /** The request's `Cursor` for the page before this one (null on the first). */
  PreviousCursor: string | null;
}

/** `PUT /agentur/{report}/seite/`: one page of a report, with the totals of the whole filter. */
export function fetchReportPage<R extends ReportName>(
  report: R,
  request: ReportRequest,
  signal?: AbortSignal,
) {
  return agencyFetch<ReportPage<ReportRow<R>>>(`agentur/${report}/seite/`, {
    method: 'PUT',
    body: request,
    signal,
  });
}

/** `PUT /agentur/{report}/csv/` or `xlsx/`: the whole current filter and sort as a file. */
export function exportReport(
  report: ReportName,
  format: Exclude<ReportFormat, 'seite'>,
  request: ReportRequest,
) {
  const { Pagenumber: _page, Pagesize: _size, Cursor: _cursor, ...whole } = request;
  return agencyDownload(`agentur/${report}/${format}/`, whole, `${report}.${format}`);
}

/** `PUT /agentur/auftragfreigeben/{Empfehlungsnummer}/{Empfaengernummer}`: releases an order. */
export function releaseOrder(empfehlungsnummer: number, empfaengernummer: string) {
  return agencyFetch<{
    Empfehlungsnummer: number;
    Freigegeben: true;
    FreigegebenAm: string;
    FreigegebenVon: string;
    BereitsFreigegeben: boolean;
  }>(`agentur/auftragfreigeben/${empfehlungsnummer}/${encodeURIComponent(empfaengernummer)}`, {
    method: 'PUT',
  });
}

/** `PUT /agentur/dashboard` or `/agentur/statistik`: the last `weeks` weeks, per week and per agent. */
export function fetchStatistics(kind: 'dashboard' | 'statistik', weeks: number, signal?: AbortSignal) {
  return agencyFetch<Statistics>(`agentur/${kind}`, { method: 'PUT', body: { Wochen: weeks }, signal });
}

/** `PUT /agentur/analyse`: opens, recommendations, orders and rewards per week and agent, with rates. */
export function fetchAnalytics(request: AnalyticsRequest, signal?: AbortSignal) {
  return agencyFetch<Analytics>('agentur/analyse', { method: 'PUT', body: request, signal });
}
