import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { ColumnHeaders } from '../../ui/column-headers.tsx';
import type { KindDef } from './catalogue-kinds.ts';
import { TEXTS } from './entity-texts.ts';

/** A kind's rows (its first column as the row header) with edit and, unless the kind forbids it, delete. */
export function EntityTable({
  kind,
  tenant,
  title,
  rows,
  onEdit,
  onRemove,
}: {
  kind: KindDef;
  tenant: string;
  title: string;
  rows: Record<string, unknown>[];
  onEdit: (row: Record<string, unknown>) => void;
  onRemove: (row: Record<string, unknown>) => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  return (
    <div className="c-table-wrap">
      <table className="c-table">
        <caption>
          {title} – {tenant}
        </caption>
        <thead>
          <tr>
            <ColumnHeaders columns={kind.columns} />
            <th scope="col">{t.actions}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={kind.idOf(row)}>
              {kind.columns.map((c, i) =>
                i === 0 ? (
                  <th key={c.label.de} scope="row">
                    {c.value(row, lang)}
                  </th>
                ) : (
                  <td key={c.label.de}>{c.value(row, lang)}</td>
                ),
              )}
              <td className="c-row-actions">
                <button
                  type="button"
                  className="c-button c-button-secondary"
                  aria-label={`${t.edit}: ${kind.nameOf(row)}`}
                  onClick={() => onEdit(row)}
                >
                  {t.edit}
                </button>
                {!kind.noDelete && (
                  <button
                    type="button"
                    className="c-button c-button-danger"
                    aria-label={`${t.remove}: ${kind.nameOf(row)}`}
                    onClick={() => onRemove(row)}
                  >
                    {t.remove}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
