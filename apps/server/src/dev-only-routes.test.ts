import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from './test/expect-answer.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';

// Routing only, no database work of its own: one database kind is enough.
describe('routes that exist only in a development deployment', () => {
  const PRODUCTION = { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' };
  let webDist: string;
  let dev: TestContext;
  let prod: TestContext;
  let prodWithDocs: TestContext;
  beforeAll(async () => {
    // A built SPA, as production has one: any unknown page path would otherwise get index.html.
    webDist = await mkdtemp(path.join(tmpdir(), 'kwk-web-dist-'));
    await writeFile(path.join(webDist, 'index.html'), '<!doctype html><title>portal</title>');
    dev = await createTestApp('pglite', { WEB_DIST: webDist });
    prod = await createTestApp('pglite', { ...PRODUCTION, WEB_DIST: webDist });
    prodWithDocs = await createTestApp('pglite', { ...PRODUCTION, WEB_DIST: webDist, API_DOCS: 'true' });
  });
  afterAll(async () => {
    await Promise.all([dev.close(), prod.close(), prodWithDocs.close()]);
    await rm(webDist, { recursive: true, force: true });
  });

  const get = (t: TestContext, url: string) =>
    t.app.inject({ url, headers: { host: 'telko.localhost', 'accept-language': 'en' } });

  it('serves the OpenAPI document in development, in production only with API_DOCS=true', async () => {
    expect((await get(dev, '/api/docs')).json()).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
    const off = await get(prod, '/api/docs');
    expect([off.statusCode, off.json()]).toEqual([
      404,
      { code: 'common.not_found', message: expect.any(String) },
    ]);
    const on = await get(prodWithDocs, '/api/docs');
    expectAnswer(on, 200).toMatchObject({ openapi: expect.stringMatching(/^3\./) });
  });

  it('lists the outbox at /dev/mailbox in development and answers 404 there in production', async () => {
    const mailbox = await get(dev, '/dev/mailbox');
    expect(mailbox.statusCode).toBe(200);
    expect(mailbox.body).not.toContain('<title>portal</title>');
    expect(mailbox.body).toContain('Entwicklungs-Postfach');
    for (const url of ['/dev/mailbox', '/dev/mailbox/']) {
      const res = await get(prod, url);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { code: 'common.not_found', message: expect.any(String) },
      ]);
    }
    // Ageing a referral (for demos and the browser tests) is a development route too.
    const age = await prod.app.inject({
      method: 'POST',
      url: '/dev/referrals/telko/1/backdate',
      payload: { days: 5 },
    });
    expect([age.statusCode, age.json()]).toEqual([
      404,
      { code: 'common.not_found', message: expect.any(String) },
    ]);
    // Running the voucher issue job now (for demos and the browser tests) is one too.
    const issue = await prod.app.inject({ method: 'POST', url: '/dev/vouchers/issue' });
    expect([issue.statusCode, issue.json()]).toEqual([
      404,
      { code: 'common.not_found', message: expect.any(String) },
    ]);
    const issued = await dev.app.inject({ method: 'POST', url: '/dev/vouchers/issue' });
    expect([issued.statusCode, issued.json()]).toEqual([200, { Ausgegeben: 0 }]);
    // So is ageing a ready reward past its last day (issue 15).
    const expire = await prod.app.inject({
      method: 'POST',
      url: '/dev/rewards/telko/1/age',
      payload: { days: 400 },
    });
    expect([expire.statusCode, expire.json()]).toEqual([
      404,
      { code: 'common.not_found', message: expect.any(String) },
    ]);
    // Paths are case-sensitive: another spelling is no route at all, only the SPA's shell (which
    // shows its not-found page), in development as in production.
    for (const t of [dev, prod]) {
      const other = await get(t, '/DEV/Mailbox');
      expect(other.body).toContain('<title>Telko – Empfehlungsprogramm</title>');
      expect(other.body).not.toContain('Entwicklungs-Postfach');
    }
  });

  it('serves the agency sign-in’s development identity provider at /dev/idp in development only', async () => {
    const discovery = await get(dev, '/dev/idp/.well-known/openid-configuration');
    expectAnswer(discovery, 200).toMatchObject({ issuer: 'http://localhost:3000/dev/idp' });
    for (const url of [
      '/dev/idp',
      '/dev/idp/',
      '/dev/idp/.well-known/openid-configuration',
      '/dev/idp/auth',
      '/dev/idp/interaction/abc',
    ]) {
      const res = await get(prod, url);
      expect([url, res.statusCode, res.json()]).toEqual([
        url,
        404,
        { code: 'common.not_found', message: expect.any(String) },
      ]);
    }
    const token = await prod.app.inject({ method: 'POST', url: '/dev/idp/token', payload: 'grant_type=x' });
    expect(token.statusCode).toBe(404);
  });
});
