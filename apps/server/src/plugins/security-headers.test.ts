import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../test/test-app.ts';

describe('security headers', () => {
  let t: TestContext;
  let prod: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    prod = await createTestApp('pglite', { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' });
  });
  afterAll(async () => {
    await t.close();
    await prod.close();
  });

  it('sends a strict CSP whose frame-ancestors list exactly the Host tenant’s allowed origins', async () => {
    const telko = await t.app.inject({ url: '/', headers: { host: 'telko.localhost:3000' } });
    const csp = telko.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toMatch(
      /frame-ancestors 'self' https:\/\/www\.telko\.example https:\/\/shop\.telko\.example(;|$)/,
    );
    const fyrst = await t.app.inject({ url: '/', headers: { host: 'fyrst.localhost:3000' } });
    expect(fyrst.headers['content-security-policy']).toMatch(
      /frame-ancestors 'self' https:\/\/www\.fyrst\.example(;|$)/,
    );
  });

  it('gives JSON answers the strictest policy: nothing loads, nothing frames them', async () => {
    const res = await t.app.inject({
      url: '/api/v1/partner/content/getlanguages',
      headers: { host: 'telko.localhost' },
    });
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    const missing = await t.app.inject({ url: '/api/v1/nobody/mandant/nobody' });
    expect(missing.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('marks API answers no-store and sets a referrer policy', async () => {
    const res = await t.app.inject({ url: '/api/v1/fyrst/content/variables/' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBeUndefined();
  });

  it('sends HSTS for a year in production only', async () => {
    const dev = await t.app.inject({ url: '/healthz' });
    expect(dev.headers['strict-transport-security']).toBeUndefined();
    const res = await prod.app.inject({ url: '/healthz' });
    expect(res.headers['strict-transport-security']).toMatch(/max-age=31536000/);
  });

  it('keeps the development mailbox out of production', async () => {
    expect((await t.app.inject({ url: '/dev/mailbox' })).statusCode).toBe(200);
    expect((await prod.app.inject({ url: '/dev/mailbox' })).statusCode).not.toBe(200);
  });
});
