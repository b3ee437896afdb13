import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { fromExcluded } from '../../lib/sql-helpers.ts';
import type { Db } from '../client.ts';

/** What the seed writes of a table: its conflict key and the columns the files decide. */
export interface UpsertColumns<T extends PgTable> {
  target: PgColumn | PgColumn[];
  /** Taken from the file on a conflict; the row is updated only where one of them differs. */
  columns: (keyof T['$inferInsert'] & string)[];
  /** Set besides them on such an update (a timestamp, a version). */
  alsoSet?: Record<string, SQL>;
}

/**
 * The seed's idempotent write: inserts the rows, and updates an existing row only where one of the
 * file's columns differs, so a second run writes nothing and bumps no timestamp. Answers how many
 * rows were written (inserted or changed).
 */
export async function upsertChanged<T extends PgTable>(
  db: Db,
  table: T,
  rows: T['$inferInsert'][],
  { target, columns, alsoSet = {} }: UpsertColumns<T>,
): Promise<number> {
  if (rows.length === 0) return 0;
  const byKey = getTableColumns(table);
  const compared = columns.map((key) => byKey[key]!);
  const taken = fromExcluded(table, columns);
  const written = await db
    .insert(table)
    .values(rows)
    .onConflictDoUpdate({
      target,
      set: { ...(taken as PgUpdateSetSource<T>), ...alsoSet },
      setWhere: sql`(${sql.join(compared, sql`, `)}) is distinct from (${sql.join(
        columns.map((key) => taken[key]),
        sql`, `,
      )})`,
    })
    .returning({ key: Array.isArray(target) ? target[0]! : target });
  return written.length;
}
