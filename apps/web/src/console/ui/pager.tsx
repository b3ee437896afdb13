import { useTexts } from '../lib/console-lang.ts';

const TEXTS = {
  de: { previous: 'Vorherige Seite', next: 'Nächste Seite', page: 'Seite', of: 'von', label: 'Seiten' },
  en: { previous: 'Previous page', next: 'Next page', page: 'Page', of: 'of', label: 'Pages' },
};

/** Previous/next over `total` rows, `limit` a page. */
export function Pager({
  offset,
  limit,
  total,
  onOffset,
}: {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}) {
  const t = useTexts(TEXTS);
  const pages = Math.max(1, Math.ceil(total / limit));
  const page = Math.floor(offset / limit) + 1;
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label} className="c-actions">
      <button
        type="button"
        className="c-button c-button-secondary"
        disabled={offset === 0}
        onClick={() => onOffset(Math.max(0, offset - limit))}
      >
        {t.previous}
      </button>
      <span>
        {t.page} {page} {t.of} {pages}
      </span>
      <button
        type="button"
        className="c-button c-button-secondary"
        disabled={page >= pages}
        onClick={() => onOffset(offset + limit)}
      >
        {t.next}
      </button>
    </nav>
  );
}
