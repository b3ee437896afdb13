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
 * Both server projects (vitest.config.ts) take the same templates: the first to ask makes them.
 */
export default async function setup(project: TestProject) {
  const run = globalThis as { kwkTestTemplates?: Promise<Templates> };
  const first = run.kwkTestTemplates === undefined;
  run.kwkTestTemplates ??= prepareTemplates();
  const templates = await run.kwkTestTemplates;
  project.provide('pgliteTemplate', templates.pgliteFile);
  project.provide('pgTemplateUrl', templates.pgUrl);
  if (!first) return undefined;
  return async () => {
    await rm(templates.dir, { recursive: true, force: true });
  };
}

interface Templates {
  dir: string;
  pgliteFile: string;
  pgUrl: string | null;
}

async function prepareTemplates(): Promise<Templates> {
  const dir = await mkdtemp(path.join(tmpdir(), 'kwk-test-'));
  const url = process.env.TEST_DATABASE_URL;
  // Side by side: PGlite migrates in this process, PostgreSQL in its server's (two cores, not one).
  const [pgliteFile, pgUrl] = await Promise.all([
    preparePgliteTemplate(dir),
    url ? preparePgTemplate(url) : null,
  ]);
  return { dir, pgliteFile, pgUrl };
}

async function preparePgliteTemplate(dir: string): Promise<string> {
  const pglite = await PGlite.create();
  const database = await openDatabase({ pglite });
  await database.migrate();
  await seedTenants(database.db);
  const dump = await pglite.dumpDataDir('none');
  const pgliteFile = path.join(dir, 'template.tar');
  await writeFile(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  return pgliteFile;
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
