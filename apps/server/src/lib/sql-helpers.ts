import { createHash } from 'node:crypto';
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The rows of a drizzle `execute` answer (node-postgres and PGlite both carry them as `rows`). */
export const rowsOf = <T = Record<string, unknown>>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Whether a condition (an `exists`, say) holds, in one round trip. */
export const holds = async (db: Db, condition: SQL): Promise<boolean> =>
  rowsOf<{ holds: boolean }>(await db.execute(sql`select (${condition}) as holds`))[0]?.holds === true;

/** `%` and `_` typed by a person are letters, not patterns, in an `ilike` (with `\` as the escape). */
export const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * An upsert's `set` (`onConflictDoUpdate`) taking `columns` from the row that was refused:
 * `excluded.<column>` for each, by the table's column names.
 */
export function fromExcluded<T extends PgTable, K extends keyof T['$inferInsert'] & string>(
  table: T,
  columns: readonly K[],
): Record<K, SQL> {
  const byKey = getTableColumns(table);
  return Object.fromEntries(columns.map((key) => [key, sql.raw(`excluded.${byKey[key]!.name}`)])) as Record<
    K,
    SQL
  >;
}

const dialect = new PgDialect();

/**
 * `db.execute(query)` as a named statement: node-postgres parses it once per connection and
 * text, and PostgreSQL may keep its plan, so a hot read of many joins (an agency report's page,
 * issue 32) is not planned again on every call; PGlite runs it as a plain query. The name is the
 * prefix and a hash of the text, so two texts never share one; the parameters stay parameters.
 * The answer is `db.execute`'s (the same row values). For reads called often with few distinct
 * texts only: each text is one more statement kept on every pooled connection that ran it.
 */
export function executeNamed(db: Db, prefix: string, query: SQL) {
  const built = dialect.sqlToQuery(query);
  const name = `${prefix}_${createHash('sha1').update(built.sql).digest('hex').slice(0, 20)}`;
  return db._.session.prepareQuery(built, undefined, name, false).execute();
}

/**
 * The text of a statement written with drizzle's `sql` for `Database.statement` (positional
 * parameters `$1`, `$2`, … written in the text): owners' query fragments embed as they do in
 * `db.execute`. A value interpolated as a parameter has no place in such a text and throws.
 */
export function statementText(query: SQL): string {
  const built = dialect.sqlToQuery(query);
  if (built.params.length > 0) throw new Error('statementText: write parameters as $1, $2, … in the text');
  return built.sql;
}

/**
 * A drizzle prepared query (`.prepare(name)`, placeholders for its values) built once per
 * database or transaction: a hot read, such as an auth hook's session, is then neither assembled
 * by drizzle nor planned by PostgreSQL on every call (issue 32).
 */
export function preparedPer<Q>(build: (db: Db) => Q): (db: Db) => Q {
  const built = new WeakMap<Db, Q>();
  return (db) => {
    let query = built.get(db);
    if (!query) {
      query = build(db);
      built.set(db, query);
    }
    return query;
  };
}
