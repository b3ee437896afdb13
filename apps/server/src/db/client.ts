import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { trackCommits } from './after-commit.ts';
import { oneStatementAtATime } from './one-statement-at-a-time.ts';
import { gatedPglite } from './pglite-gate.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The typed database, the same API over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'pg';
  db: Db;
  /** Runs a plain SQL statement with parameters; for the few places drizzle's builder can't express. */
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
  /**
   * A named statement for a hot path: PostgreSQL parses and plans it once per connection
   * (node-postgres prepares it on first use); PGlite runs it as a plain query.
   */
  statement<T = Record<string, unknown>>(name: string, text: string): (params: unknown[]) => Promise<T[]>;
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PostgreSQL's pool now (the metrics, decision 074); PGlite has no pool. */
  poolStats?(): { total: number; idle: number; waiting: number };
}

/** The test suites' checks on how statements are sent (pglite-gate.ts, one-statement-at-a-time.ts). */
const STATEMENT_CHECKS = process.env.DB_STATEMENT_CHECKS === '1';

export const MIGRATIONS_FOLDER = path.join(import.meta.dirname, 'migrations');

export type DatabaseSource = { url: string } | { dataDir: string } | { pglite: PGlite };

/**
 * Bounds on waiting for PostgreSQL, so a held lock or a busy pool fails a request (503) instead of
 * hanging it. PGlite has one connection in the process, so nothing waits for a lock, and its wasm
 * build has no timer to cancel a statement: they apply to PostgreSQL only.
 */
export interface DatabaseTimeouts {
  /** statement_timeout; 0: no limit. */
  statementMs: number;
  /** lock_timeout; 0: no limit. */
  lockMs: number;
  /** How long a query waits for a pooled connection. */
  acquireMs: number;
}

/** Without `timeouts` (the CLI commands, test templates), PostgreSQL's own: none. */
export async function openDatabase(source: DatabaseSource, timeouts?: DatabaseTimeouts): Promise<Database> {
  if ('url' in source) return openPg(source.url, timeouts);
  const client = 'pglite' in source ? source.pglite : await openPglite(source.dataDir);
  return wrapPglite(client);
}

/**
 * Settings for the embedded database: a small buffer cache keeps the server's memory near 200 MB
 * (PGlite's default reserves far more); the OS page cache still holds the data files.
 */
export const PGLITE_OPTIONS = { postgresqlconf: 'shared_buffers=16MB' };

async function openPglite(dataDir: string): Promise<PGlite> {
  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await promisify(execFile)(process.execPath, [
      path.join(import.meta.dirname, 'init-data-dir.mjs'),
      dataDir,
    ]);
  }
  return PGlite.create(dataDir, PGLITE_OPTIONS);
}

function wrapPglite(client: PGlite): Database {
  // Every statement and transaction passes the gate: a transaction waiting for itself fails, not hangs.
  const gated = gatedPglite(client, { checkContext: STATEMENT_CHECKS });
  const db = trackCommits(drizzlePglite({ client: gated as PGlite, schema }) as unknown as Db);
  return {
    kind: 'pglite',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      return (await gated.query<T>(text, params)).rows;
    },
    statement:
      <T>(_name: string, text: string) =>
      async (params: unknown[]) =>
        (await gated.query<T>(text, params)).rows,
    migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
    async ping() {
      await gated.query('select 1');
    },
    close: () => client.close(),
  };
}

/**
 * A pool whose checked-out clients survive losing their connection. pg-pool listens for a client's
 * 'error' only while it is idle, and an 'error' event without a listener ends the process. A client
 * lent to drizzle (its transactions) goes back to the pool, to be discarded, the moment its
 * connection dies: drizzle sends BEGIN before its try/finally and would never release a client
 * lost then. The statement in flight fails with the same error, and its request answers 503.
 */
class DisposingPool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): void;
  override connect(
    callback?: (
      err: Error | undefined,
      client: pg.PoolClient | undefined,
      done: (release?: unknown) => void,
    ) => void,
  ): Promise<pg.PoolClient> | undefined {
    if (callback) {
      // pool.query checks out with a callback and listens for 'error' itself.
      super.connect(callback);
      return undefined;
    }
    const lent = super.connect().then(releasedOnLoss);
    return STATEMENT_CHECKS ? lent.then(oneStatementAtATime) : lent;
  }
}

function releasedOnLoss(client: pg.PoolClient): pg.PoolClient {
  const release = client.release;
  let released = false;
  const onLoss = (error: Error) => client.release(error);
  client.on('error', onLoss);
  // Once is enough: the release on loss comes first, drizzle's own one later.
  client.release = (error?: Error | boolean) => {
    if (released) return;
    released = true;
    client.off('error', onLoss);
    release(error);
  };
  return client;
}

function openPg(url: string, timeouts: DatabaseTimeouts | undefined): Database {
  const pool = new DisposingPool({
    connectionString: url,
    max: 10,
    ...(timeouts && {
      statement_timeout: timeouts.statementMs,
      lock_timeout: timeouts.lockMs,
      connectionTimeoutMillis: timeouts.acquireMs,
    }),
  });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  // Nor any other: between check-outs and listeners a lost connection is only a failed statement.
  pool.on('connect', (client) => client.on('error', () => {}));
  const db = trackCommits(drizzlePg({ client: pool, schema }) as unknown as Db);
  return {
    kind: 'pg',
    db,
    async query<T>(text: string, params: unknown[] = []) {
      return (await pool.query(text, params)).rows as T[];
    },
    statement:
      <T>(name: string, text: string) =>
      async (values: unknown[]) =>
        (await pool.query({ name, text, values })).rows as T[],
    migrate: () => migrateWithoutTimeouts(url),
    async ping() {
      await pool.query('select 1');
    },
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
}

/** A migration may rewrite a large table or wait for a request's lock: it runs on its own connection, unbounded. */
async function migrateWithoutTimeouts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await migratePg(drizzlePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await client.end();
  }
}
