import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { TestClock } from '../clock.ts';
import { loadConfig } from '../config.ts';
import { expectAnswer } from '../test/expect-answer.ts';
import { createTestDatabase } from '../test/test-db.ts';
import { TEST_APP_SECRET } from '../test/test-secret.ts';

const REDIS_URL = process.env.TEST_REDIS_URL;

async function appWithLimit(perMinute: number, redis?: Redis, trustProxy = '') {
  const database = await createTestDatabase('pglite');
  const config = loadConfig({
    NODE_ENV: 'test',
    APP_SECRET: TEST_APP_SECRET,
    RATE_LIMIT_PER_MINUTE: String(perMinute),
    TRUST_PROXY: trustProxy,
    WEB_DIST: '/nonexistent',
  });
  const app = await buildApp({ config, database, clock: new TestClock(), logger: false, redis });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

const hit = (app: Awaited<ReturnType<typeof appWithLimit>>['app'], ip: string) =>
  app.inject({ url: '/api/v1/fyrst/content/getlanguages', remoteAddress: ip });

describe('rate limits', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const c of cleanups) await c();
  });

  it('limits API calls per IP and minute with 429 {code, message} and Retry-After; pages are not limited', async () => {
    const t = await appWithLimit(3);
    cleanups.push(t.close);
    for (let i = 0; i < 3; i++) expect((await hit(t.app, '10.0.0.1')).statusCode).toBe(200);
    const limited = await hit(t.app, '10.0.0.1');
    expectAnswer(limited, 429).toMatchObject({ code: 'common.rate_limited', message: expect.any(String) });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await hit(t.app, '10.0.0.2')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/healthz', remoteAddress: '10.0.0.1' })).statusCode).toBe(200);
  });

  it('takes the client address from X-Forwarded-For only when the named proxy sends it', async () => {
    const behindProxy = await appWithLimit(1, undefined, '10.9.0.0/16, loopback');
    const direct = await appWithLimit(1);
    cleanups.push(behindProxy.close, direct.close);
    const via = (app: typeof direct.app, proxy: string, client: string) =>
      app.inject({
        url: '/api/v1/fyrst/content/getlanguages',
        remoteAddress: proxy,
        headers: { 'x-forwarded-for': client },
      });
    // Two clients behind the trusted proxy have a minute each.
    expect((await via(behindProxy.app, '10.9.0.1', '203.0.113.1')).statusCode).toBe(200);
    expect((await via(behindProxy.app, '10.9.0.1', '203.0.113.2')).statusCode).toBe(200);
    expect((await via(behindProxy.app, '10.9.0.1', '203.0.113.1')).statusCode).toBe(429);
    // A client outside the trusted network cannot pick its address with the header.
    expect((await via(behindProxy.app, '198.51.100.7', '203.0.113.3')).statusCode).toBe(200);
    expect((await via(behindProxy.app, '198.51.100.7', '203.0.113.4')).statusCode).toBe(429);
    // Without TRUST_PROXY the header is ignored altogether.
    expect((await via(direct.app, '10.9.0.1', '203.0.113.1')).statusCode).toBe(200);
    expect((await via(direct.app, '10.9.0.1', '203.0.113.2')).statusCode).toBe(429);
  });

  it('refuses a TRUST_PROXY that is not a list of addresses', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', TRUST_PROXY: '1; rm -rf' })).toThrow(/TRUST_PROXY/);
  });

  it.runIf(REDIS_URL)('shares the count across instances through Redis', async () => {
    const redis = new Redis(REDIS_URL!);
    cleanups.push(() => redis.quit());
    await redis.del(...(await redis.keys('kwk-rl:*')), 'kwk-rl:none');
    const a = await appWithLimit(4, redis);
    const b = await appWithLimit(4, redis);
    cleanups.push(a.close, b.close);
    const ip = `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
    expect((await hit(a.app, ip)).statusCode).toBe(200);
    expect((await hit(b.app, ip)).statusCode).toBe(200);
    expect((await hit(a.app, ip)).statusCode).toBe(200);
    expect((await hit(b.app, ip)).statusCode).toBe(200);
    expect((await hit(a.app, ip)).statusCode).toBe(429);
  });
});
