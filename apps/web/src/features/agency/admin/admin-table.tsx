import type { ReactNode } from 'react';
import './admin.css';

/** A column of an admin table: its heading, and whether it holds figures (aligned right). */
export interface AdminColumn {
  label: string;
  number?: boolean;
}

/**
 * A table of the agency's admin tabs (agents, reward plans, statements): it scrolls sideways on a
 * phone inside its own box, and its caption names it for screen readers. A column left out for
 * this reader (one they have no ability for) is `false`.
 */
export function AdminTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: readonly (AdminColumn | false)[];
  children: ReactNode;
}) {
  return (
    <div className="admin-table-scroll">
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map(
              (column) =>
                column && (
                  <th
                    key={column.label}
                    scope="col"
                    className={column.number ? 'admin-table__number' : undefined}
                  >
                    {column.label}
                  </th>
                ),
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
