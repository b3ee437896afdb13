import type { ReportRequest } from '@kwk/shared/agency/agency.schemas';
import { REPORT_COLUMNS, type ReportName, type ReportRow } from '@kwk/shared/agency/agency-reports.schemas';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { fetchReportPage, type ReportPage } from '../api/agency-reports.ts';
import { useAgencyData } from '../api/use-agency-data.ts';
import { type CellKind, cellText, formatCount } from './cell-format.ts';
import { ExportButtons } from './export-buttons.tsx';
import { ReportFilters } from './report-filters.tsx';
import { ReportPager } from './report-pager.tsx';
import { ariaSort, initialQuery, sortBy, withFilter, withPage, withPageSize } from './report-query.ts';
import { ShortCell } from './short-cell.tsx';
import './reports.css';
import { StatusAndAlert } from '../components/status-and-alert.tsx';

export interface ReportColumn<Row> {
  /** A field of the row, or the name of a column the tab renders itself (e.g. `Freigabe`). */
  key: string;
  kind?: CellKind;
  render?: (row: Row) => ReactNode;
}

interface Props<R extends ReportName> {
  report: R;
  columns: readonly ReportColumn<ReportRow<R>>[];
  rowKey: (row: ReportRow<R>) => string;
  /**
   * On a phone, each row as a card of label and value (reports.css), the header a bar of the sort
   * buttons: a table of many columns would otherwise scroll sideways past its actions.
   */
  cards?: boolean;
}

/**
 * One server-side report (spec §7 `PUT agentur/{report}/seite/`) as an accessible table: a caption,
 * sortable headers as buttons with aria-sort, labelled filters for the allow-listed columns,
 * paging with totals, loading and errors announced, and the export of the current filter.
 */
/** One page of a report for the current query (what `useAgencyData` asks again as it changes). */
const loadPage = <R extends ReportName>(
  request: { report: R; query: ReportRequest },
  signal: AbortSignal,
): Promise<ReportPage<ReportRow<R>>> => fetchReportPage(request.report, request.query, signal);

export function ReportTable<R extends ReportName>({ report, columns, rowKey, cards = false }: Props<R>) {
  const { t } = useTranslation('agency');
  const language = currentLanguage();
  const id = useId();
  const [query, setQuery] = useState<ReportRequest>(() => initialQuery(report));
  const request = useMemo(() => ({ report, query }), [report, query]);
  const { data: page, loading, error } = useAgencyData(request, loadPage<R>);
  const sortable = REPORT_COLUMNS[report].sort;
  const translate = (value: string) =>
    value === 'yes' || value === 'no' ? t(`reports.${value}`) : t(`values.${value}`, { defaultValue: value });

  const status = loading
    ? t('reports.loading')
    : page
      ? `${t('reports.total', { count: page.TotalCount, formatted: formatCount(page.TotalCount, language) })}, ${t(
          'reports.page',
          { page: page.Pagenumber, pages: Math.max(1, page.PageCount) },
        )}`
      : '';

  return (
    <div className={cards ? 'report report--cards' : 'report'}>
      <ReportFilters
        report={report}
        filter={query.Filter}
        onApply={(filter) => setQuery((q) => withFilter(q, filter))}
      />
      <ExportButtons report={report} query={query} />
      <StatusAndAlert status={status} error={error} statusClass="report__status" />
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must be reachable by keyboard (axe scrollable-region-focusable) */}
      <section className="report__scroll" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className="report__table" aria-busy={loading}>
          <caption id={`${id}-caption`}>{t(`captions.${report}`)}</caption>
          <thead>
            <tr>
              {columns.map((column) => {
                const label = t(`columns.${column.key}`);
                const sort = ariaSort(query, column.key);
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={sort === 'none' ? undefined : sort}
                    className={sortable.includes(column.key) ? undefined : 'report__unsorted'}
                  >
                    {sortable.includes(column.key) ? (
                      <button
                        type="button"
                        className="report__sort"
                        onClick={() => setQuery((q) => sortBy(q, column.key))}
                      >
                        {label}
                        <span aria-hidden="true" className="report__sort-mark">
                          {sort === 'ascending' ? '▲' : sort === 'descending' ? '▼' : '↕'}
                        </span>
                      </button>
                    ) : (
                      label
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {page?.Content.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column, index) => {
                  const kind = column.kind ?? 'text';
                  const text = cellText(
                    (row as Record<string, unknown>)[column.key],
                    kind,
                    language,
                    translate,
                  );
                  const value = column.render?.(row) ?? (kind === 'text' ? <ShortCell text={text} /> : text);
                  // A card's label: seen on a phone only; a screen reader has the column's header.
                  const content = cards ? (
                    <>
                      <span className="report__label" aria-hidden="true">
                        {t(`columns.${column.key}`)}
                      </span>
                      <span className="report__value">{value}</span>
                    </>
                  ) : (
                    value
                  );
                  return index === 0 ? (
                    <th key={column.key} scope="row">
                      {content}
                    </th>
                  ) : (
                    <td key={column.key} className={column.kind === 'cents' ? 'report__amount' : undefined}>
                      {content}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {page && page.TotalCount === 0 && !loading && <p>{t('reports.empty')}</p>}
      {page && (
        <ReportPager
          page={query.Pagenumber}
          pages={page.PageCount}
          size={query.Pagesize}
          busy={loading}
          onPage={(n) =>
            setQuery((q) => withPage(q, n, n > q.Pagenumber ? page.NextCursor : page.PreviousCursor))
          }
          onSize={(n) => setQuery((q) => withPageSize(q, n))}
        />
      )}
    </div>
  );
}
