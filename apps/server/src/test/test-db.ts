import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject, it } from 'vitest';
import { type Database, type DatabaseTimeouts, openDatabase } from '../db/client.ts';
import { PG_TEMPLATE, withDatabase } from './global-setup.ts';

export type DatabaseKind = 'pglite' | 'pg';

/**
 * The one database a behaviour that is the same on both kinds runs on: PostgreSQL, production's
 * database, when the run has one (TEST_DATABASE_URL, as in CI), else PGlite. PGlite itself is
 * proven by the files that run on `everyDatabaseKind()` and by the browser suite, whose server
 * runs on it.
 */
export function databaseKinds(): DatabaseKind[] {
  return inject('pgTemplateUrl') ? ['pg'] : ['pglite'];
}

/**
 * Both kinds, for what differs between them: one connection (PGlite) against a pool (PostgreSQL)
 * under concurrent requests, locks and `SKIP LOCKED`, timeouts, connection loss, migrations, and
 * every documented route once on each (the fuzz run).
 */
export function everyDatabaseKind(): DatabaseKind[] {
  return inject('pgTemplateUrl') ? ['pglite', 'pg'] : ['pglite'];
}

/**
 * In a `describe.each(everyDatabaseKind())` block, for a test whose outcome does not depend on the
 * database engine (one request at a time, no lock, no dialect-specific SQL): true on the kind
 * `databaseKinds()` leaves out, so `const once = onOneKind(kind)` runs it once, on PostgreSQL in
 * CI. The rule, and which tests keep both kinds: docs/decisions/058-database-kinds-per-test.md.
 */
export function sameOnBothKinds(kind: DatabaseKind): boolean {
  return !databaseKinds().includes(kind);
}

/** Registers nothing: a test that belongs to the other database kind (`.each` as well). */
const noTest = Object.assign(() => undefined, { each: () => () => undefined });

/**
 * `it` for a test that needs one database kind only: registered on the kind `databaseKinds()`
 * keeps and absent — not skipped — on the other, so the report counts only tests that ran.
 */
export function onOneKind(kind: DatabaseKind): typeof it {
  return sameOnBothKinds(kind) ? (noTest as unknown as typeof it) : it;
}

/** A fresh, migrated and seeded database of the given kind; `close()` also drops a PostgreSQL copy. */
export async function createTestDatabase(kind: DatabaseKind, timeouts?: DatabaseTimeouts): Promise<Database> {
  if (kind === 'pglite') {
    const dump = await readFile(inject('pgliteTemplate'));
    const pglite = await PGlite.create({ loadDataDir: new Blob([dump]) });
    return openDatabase({ pglite });
  }
  const url = inject('pgTemplateUrl');
  if (!url) throw new Error('TEST_DATABASE_URL is not set');
  const name = `kwk_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name} template ${PG_TEMPLATE}`);
  await admin.end();
  const database = await openDatabase({ url: withDatabase(url, name) }, timeouts);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}
