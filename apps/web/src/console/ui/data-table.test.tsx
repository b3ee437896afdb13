import { render, screen } from '@testing-library/react';
import type { ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { DataTable } from './data-table.tsx';

type Row = { id: number; name: string; count: number };
const columns = [
  { header: 'Name', cell: (r: Row) => r.name, rowHeader: true },
  { header: 'Anzahl', cell: (r: Row) => r.count },
];
const rows: Row[] = [
  { id: 1, name: 'Anna', count: 2 },
  { id: 2, name: 'Ben', count: 3 },
];

/** The table every case renders; a case gives what it is about. */
const listTable = (props: Partial<ComponentProps<typeof DataTable<Row>>>) => (
  <DataTable caption="Liste" columns={columns} rows={rows} rowKey={(r) => r.id} {...props} />
);

describe('DataTable', () => {
  it('says it is loading while the rows are not there, and nothing when the load failed', () => {
    const { rerender } = render(listTable({ rows: undefined, loading: 'Lädt …' }));
    expect(screen.getByRole('status').textContent).toBe('Lädt …');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(listTable({ rows: undefined, loading: 'Lädt …', failed: new Error('kaputt') }));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names the table by its caption, each row by its row header, and adds a footer row', () => {
    render(
      listTable({
        className: 'c-extra',
        foot: (
          <tr>
            <th scope="row">Summe</th>
            <td>5</td>
          </tr>
        ),
      }),
    );
    const table = screen.getByRole('table', { name: 'Liste' });
    expect(table.className).toBe('c-table c-extra');
    expect(screen.getByRole('rowheader', { name: 'Ben' })).toBeTruthy();
    expect(table.querySelector('tfoot')?.textContent).toBe('Summe5');
  });

  it('with no rows shows the table and the note, or the note alone when asked', () => {
    const { rerender } = render(listTable({ rows: [], empty: 'Keine Einträge.' }));
    expect(screen.getByRole('table', { name: 'Liste' })).toBeTruthy();
    expect(screen.getByText('Keine Einträge.')).toBeTruthy();
    rerender(listTable({ rows: [], empty: 'Keine Einträge.', emptyAlone: true }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Keine Einträge.')).toBeTruthy();
  });
});
