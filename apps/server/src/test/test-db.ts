import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DatabaseTimeouts, openDatabase } from '../db/client.ts';
import { PG_TEMPLATE, withDatabase } from './global-setup.ts';

export type DatabaseKind = 'pglite' | 'pg';

/** The database kinds this run covers: PGlite always, PostgreSQL when TEST_DATABASE_URL is set. */
export function databaseKinds(): DatabaseKind[] {
  return inject('pgTemplateUrl') ? ['pglite', 'pg'] : ['pglite'];
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
