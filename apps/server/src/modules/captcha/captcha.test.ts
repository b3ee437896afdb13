import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solvedCaptcha } from '../../test/captcha-solver.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

const message = { Email: 'kunde@example.org', Betreff: 'Frage', Nachricht: 'Wann kommt meine Prämie?' };

describe.each(databaseKinds())('captcha on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const submit = (captcha?: string, tenant = 'telko') =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/kontakt${captcha === undefined ? '' : `?captcha=${encodeURIComponent(captcha)}`}`,
      payload: message,
    });

  it('issues a signed challenge that expires in 10 minutes', async () => {
    t.clock.set(new Date());
    const res = await t.app.inject({ url: '/api/v1/telko/captcha/challenge' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.signature).toEqual(expect.any(String));
    expect(body.parameters.expiresAt * 1000 - t.clock.now().getTime()).toBeGreaterThan(9 * 60_000);
    expect(body.parameters.expiresAt * 1000 - t.clock.now().getTime()).toBeLessThanOrEqual(10 * 60_000);
  });

  it('accepts a valid payload once and refuses its replay', async () => {
    t.clock.set(new Date());
    const payload = await solvedCaptcha(t.app, 'telko');
    expect((await submit(payload)).statusCode).toBe(200);
    const replay = await submit(payload);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('captcha.invalid');
  });

  it('says "captcha required" without a payload', async () => {
    const res = await submit();
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha.required');
  });

  it('says "captcha wrong or expired" for a wrong solution, garbage, or another tenant’s payload', async () => {
    t.clock.set(new Date());
    const payload = await solvedCaptcha(t.app, 'telko');
    const decoded = JSON.parse(Buffer.from(payload, 'base64').toString());
    // The derived key is the proof of work; a wrong one must not pass.
    const key: string = decoded.solution.derivedKey;
    decoded.solution.derivedKey = key.slice(0, -1) + (key.endsWith('0') ? '1' : '0');
    const wrong = Buffer.from(JSON.stringify(decoded)).toString('base64');
    for (const bad of [wrong, 'not-base64-json', Buffer.from('{"x":1}').toString('base64')]) {
      const res = await submit(bad);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('captcha.invalid');
    }
    const foreign = await solvedCaptcha(t.app, 'fyrst');
    expect((await submit(foreign, 'telko')).json().code).toBe('captcha.invalid');
  });

  it('says "captcha wrong or expired" after 10 minutes', async () => {
    t.clock.set(new Date());
    const payload = await solvedCaptcha(t.app, 'telko');
    t.clock.advance(10 * 60_000 + 1000);
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('captcha.invalid');
  });

  it('tells the contact form that it needs a captcha', async () => {
    const res = await t.app.inject({ url: '/api/v1/telko/kontakt?cmd=IsCaptchaRequired' });
    expect(res.json()).toEqual({ IsCaptchaRequired: true });
    const bad = await t.app.inject({ url: '/api/v1/telko/kontakt?cmd=Whatever' });
    expect(bad.statusCode).toBe(400);
  });
});
