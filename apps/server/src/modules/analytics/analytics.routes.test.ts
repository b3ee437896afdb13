import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { consoleApi, signedInOperator } from '../operators/operators.test-helpers.ts';
import { nextClientIp } from '../referrals/referrals.test-helpers.ts';

/**
 * The consent registry and the embedded goal counter (issue 16, decision 027) through the real
 * routes: telko is given a tracking endpoint (TRACKING_ENDPOINTS, as a deployment would configure
 * one), fyrst has none in this environment and counts its goals itself.
 */
describe.each(databaseKinds())('consent registry and goal counts on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind, { TRACKING_ENDPOINTS: 'telko=https://analytics.telko.example/' });
    t.clock.set(new Date('2026-11-24T10:00:00Z'));
  });
  afterAll(() => t.close());

  const get = (tenant: string, path: string, lang: 'de' | 'en' = 'de') =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/${tenant}${path}`,
      headers: { 'accept-language': lang },
    });
  const goal = (tenant: string, payload: unknown, remoteAddress = nextClientIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/analytics/ziele`,
      headers: { 'accept-language': 'de' },
      payload: payload as object,
      remoteAddress,
    });
  const stored = (tenant: string) =>
    t.database.query<{ goal: string; day: string; count: number }>(
      `select c.goal, to_char(c.day, 'YYYY-MM-DD') as day, c.count from analytics_goal_counts c
       join tenants t on t.id = c.tenant_id where t.key = $1 order by c.goal`,
      [tenant],
    );

  it('serves the seeded registry in position order, in German and in English', async () => {
    const de = await get('fyrst', '/einwilligungen');
    expect(de.statusCode).toBe(200);
    expect(de.json().map((c: { Identifier: string }) => c.Identifier)).toEqual([
      'required',
      'functional',
      'analytical',
      'marketing',
    ]);
    expect(de.json()[0]).toMatchObject({ Title: 'Notwendig', Required: true, Position: 1 });
    expect(de.json()[2]).toMatchObject({ Title: 'Analyse', Required: false });
    const en = await get('fyrst', '/einwilligungen', 'en');
    expect(en.json()[2]).toMatchObject({ Identifier: 'analytical', Title: 'Analytics' });
  });

  it('answers an unregistered identifier with the §8 error telling to register it, in the request language', async () => {
    const de = await get('fyrst', '/einwilligungen/newsletter');
    expectAnswer(de, 404).toMatchObject({
      code: 'consent.unregistered',
      message: expect.stringMatching(/registrieren/),
    });
    const en = await get('fyrst', '/einwilligungen/newsletter', 'en');
    expect(en.json().message).toMatch(/register it in the consent registry first/);
    const known = await get('fyrst', '/einwilligungen/analytical');
    expectAnswer(known, 200).toMatchObject({ Identifier: 'analytical', Title: 'Analyse' });
  });

  it('keeps each tenant to its own registry: a category registered for one is unknown to the other', async () => {
    const fyrst = (await t.app.services.tenants.byKey('fyrst'))!;
    await t.database.query(
      `insert into consent_categories (tenant_id, identifier, language, title, short_description, long_description, required, position)
       values ($1, 'newsletter-tracking', 'de', 'Newsletter', 'kurz', 'lang', false, 5)`,
      [fyrst.id],
    );
    expect((await get('fyrst', '/einwilligungen/newsletter-tracking')).statusCode).toBe(200);
    const other = await get('telko', '/einwilligungen/newsletter-tracking');
    expect(other.statusCode).toBe(404);
    expect(other.json().code).toBe('consent.unregistered');
    expect((await get('telko', '/einwilligungen')).json()).toHaveLength(4);
  });

  it('counts goals per tenant, goal and Berlin day for a tenant without an endpoint, and nothing for one with', async () => {
    for (const g of ['share', 'share', 'faq']) {
      const res = await goal('fyrst', { Goal: g });
      expectAnswer(res, 200).toEqual({ Gezaehlt: true });
    }
    // 23:30 UTC on the 24th is the 25th in Berlin.
    t.clock.set(new Date('2026-11-24T23:30:00Z'));
    expect((await goal('fyrst', { Goal: 'reward' })).statusCode).toBe(200);
    expect(await stored('fyrst')).toEqual([
      { goal: 'faq', day: '2026-11-24', count: 1 },
      { goal: 'reward', day: '2026-11-25', count: 1 },
      { goal: 'share', day: '2026-11-24', count: 2 },
    ]);
    const telko = await goal('telko', { Goal: 'share' });
    expect(telko.json()).toEqual({ Gezaehlt: false });
    expect(await stored('telko')).toEqual([]);
  });

  it("serves the endpoint in the tenant's configuration and lets its pages connect there, and only there", async () => {
    const mandant = (await get('telko', '/mandant/telko')).json();
    expect(mandant.Environment).toBe('development');
    expect(mandant.Brand.Tracking.development).toEqual({
      id: 9,
      endpoint: 'https://analytics.telko.example/',
    });
    const telko = await t.app.inject({ url: '/', headers: { host: 'telko.localhost:3000' } });
    expect(telko.headers['content-security-policy']).toContain(
      "connect-src 'self' https://analytics.telko.example;",
    );
    const fyrst = await t.app.inject({ url: '/', headers: { host: 'fyrst.localhost:3000' } });
    expect((await get('fyrst', '/mandant/fyrst')).json().Brand.Tracking.development.endpoint).toBe('');
    expect(fyrst.headers['content-security-policy']).toContain("connect-src 'self';");
  });

  it('refuses anything but a known goal name, with a German message and nothing stored', async () => {
    const before = await stored('partner');
    for (const payload of [
      {},
      { Goal: 'purchase' },
      { Goal: 'share', Email: 'anna@example.org' },
      { Goal: 'share', url: 'https://x/?token=abc' },
      { Goal: ['share'] },
      // The detail is a name of the portal's, never what a person typed.
      { Goal: 'share', Detail: 'anna@example.org' },
      { Goal: 'faq', Detail: '' },
    ]) {
      const res = await goal('partner', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    }
    expect(await stored('partner')).toEqual(before);
  });

  it('counts a goal per share channel, FAQ question and reward kind, and each for its goal too', async () => {
    for (const payload of [
      { Goal: 'share', Detail: 'Whatsapp' },
      { Goal: 'share', Detail: 'Whatsapp' },
      { Goal: 'share', Detail: 'Link' },
      { Goal: 'faq', Detail: 'faq-3' },
      { Goal: 'reward', Detail: 'Gutschein' },
    ])
      expect((await goal('partner', payload)).json()).toEqual({ Gezaehlt: true });
    const rows = (await stored('partner')).map((r) => [r.goal, r.count]);
    expect(rows).toEqual(
      expect.arrayContaining([
        ['share.Whatsapp', 2],
        ['share.Link', 1],
        ['faq.faq-3', 1],
        ['reward.Gutschein', 1],
      ]),
    );
    const { token } = await signedInOperator(t, ['support']);
    const day = (await stored('partner'))[0]!.day;
    const res = await consoleApi(t, 'GET', '/zahlen/partner/ziele', { token, query: { von: day, bis: day } });
    expect(res.json().Totals).toMatchObject({
      share: 3,
      'share.Whatsapp': 2,
      'share.Link': 1,
      faq: 1,
      'faq.faq-3': 1,
      reward: 1,
    });
  });

  it('limits the counter to 30 goals a minute per client address', async () => {
    const ip = '192.0.2.161';
    const answers = [];
    for (let i = 0; i < 31; i++) answers.push(await goal('partner', { Goal: 'faq' }, ip));
    expect(answers.slice(0, 30).every((a) => a.statusCode === 200)).toBe(true);
    expect(answers[30]!.statusCode).toBe(429);
    expect(answers[30]!.json()).toMatchObject({ code: 'common.rate_limited' });
  });

  it('shows the counts to an operator with figures.read, per tenant only, and to no one else', async () => {
    const { token } = await signedInOperator(t, ['support']);
    const res = await consoleApi(t, 'GET', '/zahlen/fyrst/ziele', {
      token,
      query: { von: '2026-11-23', bis: '2026-11-29' },
    });
    expectAnswer(res, 200).toMatchObject({
      Tenant: 'fyrst',
      From: '2026-11-23',
      To: '2026-11-29',
      Totals: { share: 2, faq: 1, reward: 1 },
    });
    const telko = await consoleApi(t, 'GET', '/zahlen/telko/ziele', { token, query: { von: '2026-11-23' } });
    expect(telko.json().Totals).toEqual({});
    expect((await consoleApi(t, 'GET', '/zahlen/nobody/ziele', { token })).statusCode).toBe(404);
    expect((await consoleApi(t, 'GET', '/zahlen/fyrst/ziele')).statusCode).toBe(401);
    const { token: noRight } = await signedInOperator(t, []);
    expect((await consoleApi(t, 'GET', '/zahlen/fyrst/ziele', { token: noRight })).statusCode).toBe(403);
  });
});
