import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { ColumnHeaders } from '../../ui/column-headers.tsx';
import type { ItemKind } from './content-kinds.ts';
import { TEXTS } from './items-texts.ts';

/** The items of one kind with edit, delete (after the browser's confirm) and, for FAQs, move actions. */
export function ItemsTable<T>({
  kind,
  items,
  onEdit,
  onMove,
  onRemove,
}: {
  kind: ItemKind<T>;
  items: T[];
  onEdit: (item: T, label: string) => void;
  onMove: (index: number, by: -1 | 1) => Promise<void>;
  onRemove: (item: T) => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  return (
    <div className="c-table-wrap">
      <table className="c-table">
        <caption>{kind.title[lang]}</caption>
        <thead>
          <tr>
            <th scope="col">{t.entry}</th>
            <ColumnHeaders columns={kind.columns} />
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            const label = kind.labelOf(item);
            const named = (action: string) => `${action}: ${label}`;
            return (
              <tr key={kind.idOf(item)}>
                <th scope="row">{label}</th>
                {kind.columns.map((c) => (
                  <td key={c.label.de}>{c.value(item)}</td>
                ))}
                <td>
                  <div className="c-actions c-content-actions">
                    <button
                      type="button"
                      className="c-button c-button-secondary"
                      aria-label={named(t.edit)}
                      onClick={() => onEdit(item, label)}
                    >
                      {t.edit}
                    </button>
                    {kind.move && (
                      <>
                        <button
                          type="button"
                          className="c-button c-button-secondary"
                          aria-label={named(t.up)}
                          onClick={() => onMove(index, -1)}
                        >
                          ↑
                        </button>
                        <button
                          type="button"
                          className="c-button c-button-secondary"
                          aria-label={named(t.down)}
                          onClick={() => onMove(index, 1)}
                        >
                          ↓
                        </button>
                      </>
                    )}
                    <button
                      type="button"
                      className="c-button c-button-danger"
                      aria-label={named(t.remove)}
                      onClick={() => {
                        if (window.confirm(fillText(t.confirmRemove, { label }))) void onRemove(item);
                      }}
                    >
                      {t.remove}
                    </button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
