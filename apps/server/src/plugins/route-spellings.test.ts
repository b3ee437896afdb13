import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';
import { API_CONTENT_SECURITY_POLICY } from './security-headers.ts';

/**
 * Finding 1.3: `/API/v1/…` reached the handlers without their per-address limits and without the
 * API headers. Every spelling of a limited call must either be refused (404) or be counted by that
 * call's own limit and carry the API headers. The routes come from the app itself, so a limited
 * route added later is covered without editing this file.
 */
type RouteLimit = { max: number; timeWindow: string };
type Registered = { method: string | string[]; url: string; config?: { rateLimit?: RouteLimit | false } };

/** Other spellings of one canonical path; `statics` are the route's own fixed segments. */
function spellings(path: string): Record<string, string> {
  const swapCase = (s: string) =>
    [...s].map((c) => (c === c.toUpperCase() ? c.toLowerCase() : c.toUpperCase())).join('');
  const rest = path.slice('/api/v1/fyrst/'.length);
  return {
    'API upper-case': path.replace('/api/', '/API/'),
    'Api capitalised': path.replace('/api/', '/Api/'),
    'all upper-case': path.toUpperCase(),
    'all lower-case': path.toLowerCase(),
    'call name case swapped': `/api/v1/fyrst/${swapCase(rest)}`,
    'tenant key upper-case': path.replace('/fyrst/', '/FYRST/'),
    'leading double slash': `/${path}`,
    'inner double slash': path.replace('/v1/', '//v1/'),
    'trailing slash': `${path}/`,
    'percent-encoded a': path.replace('/api/', '/%61pi/'),
    'percent-encoded A': path.replace('/api/', '/%41PI/'),
    'percent-encoded slash': path.replace('/api/v1', '/api%2Fv1'),
    'dot segment': path.replace('/v1/', '/v1/./'),
    'dot-dot segment': path.replace('/v1/', '/x/../v1/'),
  };
}

const concrete = (url: string) =>
  url.replace(':apiRoute', 'fyrst').replace(/:(\w+)/g, (_, name: string) => `${name}1`);

describe.each(databaseKinds())('every spelling of a limited call on %s', (kind) => {
  let t: TestContext;
  let limited: { method: string; url: string; max: number }[];
  let address = 0;
  /** A fresh client address per case, so each case starts with a full allowance. */
  const nextAddress = () => `10.77.${Math.floor(++address / 250)}.${address % 250}`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    // The API's calls; the one limited page (the short link `/r/{code}`, issue 30) is checked below.
    limited = (t.routes as Registered[]).flatMap((route) => {
      const limit = route.config?.rateLimit;
      if (!route.url.startsWith('/api/')) return [];
      const methods = [route.method].flat().filter((m) => m !== 'HEAD');
      return limit ? methods.map((method) => ({ method, url: concrete(route.url), max: limit.max })) : [];
    });
  });
  afterAll(async () => {
    await t.close();
  });

  // The console's calls answer on the console's host only (plugins/console-host.ts).
  const call = (method: string, url: string, remoteAddress: string) =>
    t.app.inject({
      method: method as 'GET',
      url,
      remoteAddress,
      ...(/betrieb/i.test(url) ? { headers: { host: 'betrieb.localhost' } } : {}),
    });

  it('finds the limited calls in the registered routes', () => {
    expect(limited.length).toBeGreaterThanOrEqual(20);
    expect(limited).toContainEqual({ method: 'POST', url: '/api/v1/fyrst/Empfehlen/create', max: 20 });
  });

  it('counts each spelling by the call’s own limit with the API headers, or answers 404', async () => {
    const escapes: string[] = [];
    for (const route of limited) {
      for (const [name, url] of Object.entries(spellings(route.url))) {
        const ip = nextAddress();
        const first = await call(route.method, route.url, ip);
        expect(first.headers['x-ratelimit-remaining'], `${route.method} ${route.url}`).toBe(
          String(route.max - 1),
        );
        const res = await call(route.method, url, ip);
        const counted =
          res.headers['x-ratelimit-limit'] === String(route.max) &&
          res.headers['x-ratelimit-remaining'] === String(route.max - 2);
        const refused = res.statusCode === 404 && res.json().code === 'common.not_found';
        const apiHeaders = res.headers['content-security-policy'] === API_CONTENT_SECURITY_POLICY;
        if (!(counted || refused) || !apiHeaders)
          escapes.push(
            `${route.method} ${url} (${name}): ${res.statusCode}, limit ${counted}, api ${apiHeaders}`,
          );
      }
    }
    expect(escapes).toEqual([]);
  });

  it('counts every spelling of the short link by its limit, or answers no lookup at all', async () => {
    const page = (t.routes as Registered[]).find((route) => route.url === '/r/:code');
    const limit = page?.config?.rateLimit;
    if (!limit) throw new Error('the short link route /r/:code has no limit of its own');
    const { max } = limit;
    const canonical = '/r/ABCDEFGHJKLM';
    const others = [
      '/R/ABCDEFGHJKLM',
      '/r/ABCDEFGHJKLM/',
      '//r/ABCDEFGHJKLM',
      '/%72/ABCDEFGHJKLM',
      '/x/../r/ABCDEFGHJKLM',
    ];
    const escapes: string[] = [];
    for (const url of others) {
      const ip = nextAddress();
      const visit = (path: string) =>
        t.app.inject({ method: 'GET', url: path, remoteAddress: ip, headers: { host: 'fyrst.localhost' } });
      expect((await visit(canonical)).headers['x-ratelimit-remaining']).toBe(String(max - 1));
      const res = await visit(url);
      const counted = res.headers['x-ratelimit-remaining'] === String(max - 2);
      // Not a lookup: no redirect and not the short link's own answer, but the app's page.
      const noLookup = res.statusCode !== 302 && res.headers['x-ratelimit-limit'] === undefined;
      if (!(counted || noLookup)) escapes.push(`${url}: ${res.statusCode}`);
    }
    expect(escapes).toEqual([]);
  });

  it('trips the limit whichever spelling each request uses', async () => {
    const ip = nextAddress();
    const canonical = '/api/v1/fyrst/empfehlung/empfehlungscode/ABC123';
    const mixed = Object.values(spellings(canonical));
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await call('GET', canonical, ip)).statusCode);
    expect(statuses).not.toContain(429);
    for (const url of mixed) {
      const res = await call('GET', url, ip);
      expect([404, 429], url).toContain(res.statusCode);
    }
  });

  it('counts HEAD with GET: the same handler answers both', async () => {
    const ip = nextAddress();
    const url = '/api/v1/fyrst/empfehlung/empfehlungscode/ABC123';
    for (let i = 0; i < 5; i++) await call('HEAD', url, ip);
    const get = await call('GET', url, ip);
    expect(get.headers['x-ratelimit-remaining']).toBe('4');
  });
});
