import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { TestClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { loggerOptions } from '../lib/log-redaction.ts';
import { createTestDatabase, type DatabaseKind } from './test-db.ts';
import { TEST_APP_SECRET } from './test-secret.ts';

/** Where every test app's clock stands when it starts; tests that move it come back here. */
export const TEST_START = new Date('2026-11-22T10:00:00Z');
const DAY_MS = 86_400_000;

/** The moment `days` days after TEST_START: the day of a referral's life a test plays. */
export const daysAfterStart = (days: number) => new Date(TEST_START.getTime() + days * DAY_MS);

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  /** Every registered route with its schema and config (`config.auth`: who may call it). */
  routes: { method: string | string[]; url: string; schema?: unknown; config?: unknown }[];
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Log as the server does (its serializers and scrubbing), at this level, into `lines`. */
  log?: { level: 'trace' | 'debug' | 'info'; lines: string[] };
}

/**
 * The real app over a fresh database copy, with a settable clock and a cheap captcha. It logs
 * nothing unless `options.log` asks to capture the log.
 */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: TEST_APP_SECRET,
    WEB_DIST: '/nonexistent-web-dist',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const database = await createTestDatabase(kind, config.databaseTimeouts);
  const clock = new TestClock(TEST_START);
  const routes: TestContext['routes'] = [];
  const app = await buildApp({
    config,
    database,
    clock,
    logger: options.log
      ? {
          ...loggerOptions(options.log.level),
          stream: { write: (line: string) => void options.log?.lines.push(line) },
        }
      : false,
    captchaOptions: { maxCounter: 2000 },
    onRoute: (route) => routes.push(route),
  });
  await app.ready();
  return {
    app,
    database,
    clock,
    routes,
    async close() {
      await app.close();
      await database.close();
    },
  };
}
