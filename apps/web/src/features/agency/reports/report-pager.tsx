import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { PAGE_SIZES } from './report-query.ts';

/** Previous/next, "page x of y" and the page size; the buttons stay put so focus stays on them. */
export function ReportPager({
  page,
  pages,
  size,
  busy,
  onPage,
  onSize,
}: {
  page: number;
  pages: number;
  size: number;
  busy: boolean;
  onPage: (page: number) => void;
  onSize: (size: number) => void;
}) {
  const { t } = useTranslation('agency');
  const id = useId();
  const last = Math.max(1, pages);
  return (
    <nav className="report-pager" aria-label={t('reports.pages')}>
      <button type="button" className="button" disabled={busy || page <= 1} onClick={() => onPage(page - 1)}>
        {t('reports.previous')}
      </button>
      <span className="report-pager__where">{t('reports.page', { page, pages: last })}</span>
      <button
        type="button"
        className="button"
        disabled={busy || page >= last}
        onClick={() => onPage(page + 1)}
      >
        {t('reports.next')}
      </button>
      <span className="report-pager__size">
        <label htmlFor={`${id}-size`}>{t('reports.pageSize')}</label>
        <select id={`${id}-size`} value={size} onChange={(e) => onSize(Number(e.target.value))}>
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
      </span>
    </nav>
  );
}
