import type { ChildProcess } from 'node:child_process';
import type { TenantDetail } from '@kwk/shared/operator/tenants.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { TestClock } from '../../clock.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { connectRedis, type RedisConnections } from '../../redis-connections.ts';
import { freePort, startRedis, stopRedis, until } from '../../test/redis-server.ts';
import type { TestContext } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-db.ts';
import { TEST_APP_SECRET } from '../../test/test-secret.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';

// Two instances on one database behind one Redis of this test's own (test/redis-server.ts): a save
// on one reaches the other's in-memory configuration without a restart.

interface Instance extends TestContext {
  redis: RedisConnections;
}

/** An instance as main.ts starts one: Redis connected, not awaited, and its cache listening. */
async function startInstance(database: Database, redisUrl: string, clock: TestClock): Promise<Instance> {
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: TEST_APP_SECRET,
    WEB_DIST: '/nonexistent',
    REDIS_URL: redisUrl,
  });
  const redis = connectRedis(redisUrl);
  const app = await buildApp({ config, database, clock, redis: redis.commands, logger: false });
  redis.onTenantsChanged(() => app.services.tenants.invalidate());
  await app.ready();
  return {
    app,
    database,
    clock,
    routes: [],
    redis,
    async close() {
      await app.close();
      await redis.close();
    },
  };
}

describe('a tenant saved on one instance', () => {
  let database: Database;
  let redisServer: ChildProcess;
  let a: Instance;
  let b: Instance;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const port = await freePort();
    redisServer = await startRedis(port);
    const clock = new TestClock(new Date('2026-11-22T10:00:00Z'));
    a = await startInstance(database, `redis://127.0.0.1:${port}`, clock);
    b = await startInstance(database, `redis://127.0.0.1:${port}`, clock);
    await until(async () => a.redis.commands.status === 'ready' && b.redis.commands.status === 'ready', 5000);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    if (redisServer) await stopRedis(redisServer);
    await database?.close();
  });

  const servedColour = async (instance: Instance) =>
    (await instance.app.inject({ url: '/api/v1/telko/mandant/telko' })).json().Brand.Colors.primary as string;

  it('is served by the other within a second, through Redis', async () => {
    const { token } = await signedInOperator(a, ['admin']);
    // B has the configuration in memory: without a message it would keep serving the old colour.
    expect(await servedColour(b)).toBe('#a8005a');
    // The subscription is set up without waiting: wait until B hears the channel.
    await until(async () => (await b.redis.commands.pubsub('NUMSUB', 'kwk:tenants:changed'))[1] === 2, 5000);
    const read = (await consoleApi(a, 'GET', 'mandanten/telko', { token })).json() as TenantDetail;
    const body = structuredClone({
      Version: read.Version,
      Hosts: read.Hosts,
      Settings: read.Settings,
      Brand: read.Brand,
    });
    body.Brand.Colors.primary = '#7a0041';
    expect((await consoleApi(a, 'PUT', 'mandanten/telko', { token, body })).statusCode).toBe(200);
    expect(await servedColour(a)).toBe('#7a0041');
    const took = await until(async () => (await servedColour(b)) === '#7a0041', 1000);
    expect(took).toBeLessThan(1000);
  });

  it('a new tenant is known to the other instance too', async () => {
    const { token } = await signedInOperator(a, ['admin']);
    expect((await b.app.inject({ url: '/api/v1/zweite/mandant/zweite' })).statusCode).toBe(404);
    const res = await consoleApi(a, 'POST', 'mandanten', { token, body: { Key: 'zweite', Name: 'Zweite' } });
    expect(res.statusCode).toBe(201);
    await until(
      async () => (await b.app.inject({ url: '/api/v1/zweite/mandant/zweite' })).statusCode === 200,
      1000,
    );
  });
});
