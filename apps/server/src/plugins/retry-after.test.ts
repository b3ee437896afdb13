import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAILURE_WINDOW_MS } from '../modules/accounts/login-throttle.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';

type Answer = {
  statusCode: number;
  headers: Record<string, unknown>;
  json(): { code: string; details?: { retryAfterSeconds?: number } };
};

/** Finding 1.8: every 429 says when to try again, in whole seconds (RFC 9110 §10.2.3). */
describe.each(databaseKinds())('Retry-After on every 429 on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_PER_MINUTE: '12' });
  });
  afterAll(() => t.close());

  /** The first 429 within `attempts` calls. */
  async function firstRefusal(attempts: number, call: () => Promise<Answer>) {
    for (let i = 0; i < attempts; i++) {
      const res = await call();
      if (res.statusCode === 429) return res;
    }
    throw new Error(`no 429 within ${attempts} calls`);
  }
  const retryAfter = (res: { headers: Record<string, unknown> }) => {
    const value = String(res.headers['retry-after']);
    expect(value).toMatch(/^\d+$/);
    return Number(value);
  };

  it('on the global limit: at most the minute of its window', async () => {
    const res = await firstRefusal(13, () =>
      t.app.inject({ url: '/api/v1/fyrst/content/getlanguages', remoteAddress: '10.31.0.1' }),
    );
    expect(res.json().code).toBe('common.rate_limited');
    expect(retryAfter(res)).toBeGreaterThan(0);
    expect(retryAfter(res)).toBeLessThanOrEqual(60);
  });

  it('on a route’s own limit: the rest of that route’s window', async () => {
    // 5 opt-in resends per 10 minutes: the wait is far longer than the global minute.
    const res = await firstRefusal(6, () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/fyrst/Empfehlen/optin/erneut',
        remoteAddress: '10.31.0.2',
        payload: {},
      }),
    );
    expect(retryAfter(res)).toBeGreaterThan(9 * 60);
    expect(retryAfter(res)).toBeLessThanOrEqual(10 * 60);
  });

  it('on the sign-in throttle: the wait it names in its details', async () => {
    const login = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/fyrst/account/login',
        remoteAddress: '10.31.0.3',
        payload: { Email: `nobody${Math.random()}@example.org`, Password: 'Falsch1aA' },
      });
    const res = await firstRefusal(11, login);
    expect(res.json().code).toBe('auth.too_many_attempts');
    expect(retryAfter(res)).toBe(res.json().details?.retryAfterSeconds);
    expect(retryAfter(res)).toBeLessThanOrEqual(FAILURE_WINDOW_MS / 1000);
    t.clock.advance(5 * 60_000);
    const later = await login();
    expect(later.statusCode).toBe(429);
    expect(retryAfter(later)).toBeLessThanOrEqual(FAILURE_WINDOW_MS / 1000 - 5 * 60);
  });
});
