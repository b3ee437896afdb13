import type { ReportRequest } from '@kwk/shared/agency/agency.schemas';
import { REPORT_COLUMNS, REPORT_ROWS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { FilterSelect } from './filter-select.tsx';
import { dateRange, filterKind, joinDateRange } from './report-query.ts';

/** The fixed values a column may be filtered by, read from the row's schema (Status, Art). */
function choicesOf(report: ReportName, column: string): readonly string[] {
  const field = (REPORT_ROWS[report].shape as Record<string, { options?: readonly string[] }>)[column];
  return field?.options ?? [];
}

/** A labelled field per allow-listed filter column (REPORT_COLUMNS); applied together, from page 1. */
export function ReportFilters({
  report,
  filter,
  onApply,
}: {
  report: ReportName;
  filter: ReportRequest['Filter'];
  onApply: (filter: Record<string, string>) => void;
}) {
  const { t } = useTranslation('agency');
  const id = useId();
  const [draft, setDraft] = useState<Record<string, string>>(filter);
  const set = (column: string, value: string) => setDraft((d) => ({ ...d, [column]: value }));
  const label = (column: string) => t(`columns.${column}`);

  function submit(event: FormEvent) {
    event.preventDefault();
    onApply(draft);
  }

  return (
    <form className="report-filters" onSubmit={submit} aria-labelledby={`${id}-legend`}>
      <fieldset>
        <legend id={`${id}-legend`}>{t('reports.filters')}</legend>
        <div className="report-filters__fields">
          {REPORT_COLUMNS[report].filter.map((column) => {
            const fieldId = `${id}-${column}`;
            const kind = filterKind(column);
            if (kind === 'date') {
              const { from, to } = dateRange(draft[column]);
              return (
                <div key={column} className="report-filters__range">
                  <div className="field">
                    <label htmlFor={`${fieldId}-from`}>{t('reports.from', { column: label(column) })}</label>
                    <input
                      id={`${fieldId}-from`}
                      type="date"
                      value={from}
                      onChange={(e) => set(column, joinDateRange(e.target.value, to))}
                    />
                  </div>
                  <div className="field">
                    <label htmlFor={`${fieldId}-to`}>{t('reports.to', { column: label(column) })}</label>
                    <input
                      id={`${fieldId}-to`}
                      type="date"
                      value={to}
                      onChange={(e) => set(column, joinDateRange(from, e.target.value))}
                    />
                  </div>
                </div>
              );
            }
            if (kind === 'text')
              return (
                <div key={column} className="field">
                  <label htmlFor={fieldId}>{label(column)}</label>
                  <input
                    id={fieldId}
                    type="text"
                    value={draft[column] ?? ''}
                    maxLength={200}
                    onChange={(e) => set(column, e.target.value)}
                  />
                </div>
              );
            const options: [string, string][] =
              kind === 'yesNo'
                ? [
                    ['true', t('reports.yes')],
                    ['false', t('reports.no')],
                  ]
                : choicesOf(report, column).map((value) => [
                    value,
                    t(`values.${value}`, { defaultValue: value }),
                  ]);
            return (
              <FilterSelect
                key={column}
                id={fieldId}
                label={label(column)}
                allLabel={t('reports.all')}
                value={draft[column] ?? ''}
                options={options}
                onChange={(value) => set(column, value)}
              />
            );
          })}
        </div>
        <div className="report-filters__actions">
          <button type="submit" className="button button--primary">
            {t('reports.applyFilter')}
          </button>
          <button
            type="button"
            className="button"
            onClick={() => {
              setDraft({});
              onApply({});
            }}
          >
            {t('reports.resetFilter')}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
