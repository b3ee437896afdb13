import type { ReactNode } from 'react';
import { Pager } from './pager.tsx';

/** One column of a DataTable: its heading and what each row shows in it. */
export interface DataColumn<Row> {
  header: ReactNode;
  cell: (row: Row) => ReactNode;
  /** The column that names the row: its cells are row headers, so a screen reader says them with every cell. */
  rowHeader?: boolean;
}

/** Previous/next over a list the server pages. */
export interface DataPaging {
  offset: number;
  limit: number;
  total: number;
  onOffset: (offset: number) => void;
}

/**
 * The console's table of rows: a caption that names it (its accessible name), column headings,
 * one row header per row, a note when there are no rows, and a pager when the list has pages.
 * Scrolls sideways on its own (c-table-wrap) instead of widening the page. A column given as
 * `false` is left out (a column only some operators see). While the rows load it says so instead.
 */
export function DataTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  empty,
  paging,
  loading,
  failed,
  className,
  foot,
  emptyAlone = false,
}: {
  caption: ReactNode;
  columns: readonly (DataColumn<Row> | false)[];
  /** The rows; `undefined` while the first answer loads. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => string | number;
  /** Said below the table when it has no rows. */
  empty?: ReactNode;
  paging?: DataPaging;
  /** Said (a polite status) instead of the table while the rows load. */
  loading?: ReactNode;
  /** The load failed: no table and no loading note (the screen's notice says why). */
  failed?: unknown;
  /** Another class beside c-table. */
  className?: string;
  /** A footer row (totals), below the rows. */
  foot?: ReactNode;
  /** With no rows, the `empty` note alone, without the table's headings. */
  emptyAlone?: boolean;
}) {
  const shown = columns.filter((c): c is DataColumn<Row> => c !== false);
  if (!rows) return failed ? null : <p role="status">{loading}</p>;
  if (emptyAlone && rows.length === 0) return <p>{empty}</p>;
  return (
    <>
      <div className="c-table-wrap">
        <table className={className ? `c-table ${className}` : 'c-table'}>
          <caption>{caption}</caption>
          <thead>
            <tr>
              {shown.map((c, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life
                <th key={i} scope="col">
                  {c.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {shown.map((c, i) =>
                  c.rowHeader ? (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life
                    <th key={i} scope="row">
                      {c.cell(row)}
                    </th>
                  ) : (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the columns are fixed for a table's life
                    <td key={i}>{c.cell(row)}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {foot && <tfoot>{foot}</tfoot>}
        </table>
      </div>
      {rows.length === 0 && empty ? <p>{empty}</p> : null}
      {paging && <Pager {...paging} />}
    </>
  );
}

/** Paging of a screen whose query carries the offset: turning a page sets the query's offset. */
export function queryPaging<Query extends { offset: number }>(
  query: Query,
  setQuery: (query: Query) => void,
  limit: number,
  total: number,
): DataPaging {
  return { offset: query.offset, limit, total, onOffset: (offset) => setQuery({ ...query, offset }) };
}
