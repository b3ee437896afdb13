import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { TestClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { createTestDatabase, type DatabaseKind } from './test-db.ts';

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  routes: { method: string | string[]; url: string; schema?: unknown }[];
  close(): Promise<void>;
}

/** The real app over a fresh database copy, with a settable clock and a cheap captcha. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
): Promise<TestContext> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: 'test-secret-test-secret-test-secret-0000',
    WEB_DIST: '/nonexistent-web-dist',
    RATE_LIMIT_PER_MINUTE: '100000',
    ...env,
  });
  const database = await createTestDatabase(kind, config.databaseTimeouts);
  const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
  const routes: TestContext['routes'] = [];
  const app = await buildApp({
    config,
    database,
    clock,
    logger: false,
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
