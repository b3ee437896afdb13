import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { seedTenants } from '../db/seed/seed.ts';

/** Separate checkouts testing on one PostgreSQL server at once each name their own template. */
export const PG_TEMPLATE = process.env.TEST_PG_TEMPLATE ?? 'kwk_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    pgTemplateUrl: string | null;
  }
}

/**
 * Migrates and seeds one database per kind, once per test run: a PGlite data dump and, when
 * TEST_DATABASE_URL is set, a PostgreSQL template database. Each test file starts from a copy.
 */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'kwk-test-'));
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seedTenants(database.db);
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);

  const url = process.env.TEST_DATABASE_URL;
  project.provide('pgTemplateUrl', url ? await preparePgTemplate(url) : null);

  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function preparePgTemplate(url: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [
      PG_TEMPLATE,
    ]);
    await admin.query(`drop database if exists ${PG_TEMPLATE}`);
    await admin.query(`create database ${PG_TEMPLATE}`);
  } finally {
    await admin.end();
  }
  const templateUrl = withDatabase(url, PG_TEMPLATE);
  const database = await openDatabase({ url: templateUrl });
  await database.migrate();
  await seedTenants(database.db);
  await database.close();
  return url;
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
