import { defaultRouteList } from '@kwk/shared/routes/default-routes';
import { CHANNEL_KEYS, mandantSchema, orderedChannels } from '@kwk/shared/tenants/mandant.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

describe.each(databaseKinds())('tenant configuration API on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('answers every configuration field of spec §3 for each demo tenant', async () => {
    for (const key of ['fyrst', 'telko', 'partner']) {
      const res = await t.app.inject({ url: `/api/v1/${key}/mandant/${key}` });
      expect(res.statusCode).toBe(200);
      const body = mandantSchema.strict().parse(res.json());
      expect(body.Key).toBe(key);
      expect(body.Brand.ApiRoute).toBe(key);
      expect(Object.keys(body.Brand.KeyVisual)).toEqual(['xl', 'lg', 'md', 'sm']);
      expect(body.Brand.Tracking.production.id).toBe(28);
      expect(body.Brand.Tracking.staging.id).toBe(27);
      expect(body.Brand.Tracking.testing.id).toBe(9);
      expect(body.Brand.ConsentManager).toEqual({
        production: 'internal',
        staging: 'internal',
        testing: 'external',
        development: 'external',
      });
      expect(body.Brand.Features).toMatchObject({
        FriendlyCaptcha: false,
        Banknote: true,
        BountyNotice: true,
        CallToAction: true,
        FooterText: false,
      });
      expect(JSON.stringify(body)).not.toMatch(/secret/i);
    }
  });

  it('gives fyrst its banking rules and channels Email, WhatsApp, LinkedIn, Xing in that order', async () => {
    const body = mandantSchema.parse((await t.app.inject({ url: '/api/v1/fyrst/mandant/fyrst' })).json());
    expect(body.Rules.ModuleIBANNurDE).toBe(true);
    expect(body.Rules.BankingActivityRule).toBe(true);
    expect(orderedChannels(body.Channels)).toEqual(['ModuleEmailClient', 'Whatsapp', 'LinkedIn', 'Xing']);
    expect(body.Channels.Facebook).toBe(-1);
    expect(body.Channels.Twitter).toBe(-1);
  });

  it('enables every channel for telko and lists all product category pages of spec §2', async () => {
    const body = mandantSchema.parse((await t.app.inject({ url: '/api/v1/telko/mandant/telko' })).json());
    for (const channel of CHANNEL_KEYS) expect(body.Channels[channel]).toBeGreaterThan(0);
    expect(body.Brand.CategoryPages).toHaveLength(31);
    const glasfaser = body.Brand.CategoryPages.find((p) => p.Path === 'internet/glasfaser.html');
    expect(glasfaser).toMatchObject({ Quelle: 'festnetz', Kategorie: 'glasfaser' });
    expect(glasfaser?.Breadcrumb.length).toBeGreaterThan(0);
    expect(glasfaser?.MetaDescription).not.toBe('');
  });

  it('switches on the agent module and agency area for partner, without autologin or forced login', async () => {
    const body = mandantSchema.parse((await t.app.inject({ url: '/api/v1/partner/mandant/partner' })).json());
    expect(body.Modules.ModuleAgentRecommendation).toBe(true);
    expect(body.Modules.ModuleAgenturbereich).toBe(true);
    expect(body.Rules.IsAutologin).toBe(false);
    expect(body.Rules.ForceLogin).toBe(false);
  });

  it('answers 404 {code, message} for an unknown tenant and for another tenant’s key', async () => {
    const unknown = await t.app.inject({ url: '/api/v1/nobody/mandant/nobody' });
    expectAnswer(unknown, 404).toEqual({ code: 'tenants.not_found', message: expect.any(String) });
    const foreign = await t.app.inject({ url: '/api/v1/fyrst/mandant/telko' });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().code).toBe('tenants.not_found');
  });

  it('revalidates the configuration with its ETag', async () => {
    const first = await t.app.inject({ url: '/api/v1/fyrst/mandant/fyrst' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({
      url: '/api/v1/fyrst/mandant/fyrst',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    // The 304 repeats the validator and the caching rule, so a browser keeps revalidating.
    expect(again.headers).toMatchObject({ etag, 'cache-control': 'no-cache', vary: 'accept-encoding' });
  });

  it('lists every default route name of spec §7', async () => {
    const res = await t.app.inject({ url: '/api/v1/telko/route/default' });
    expect(res.statusCode).toBe(200);
    const names = (res.json() as { Name: string }[]).map((r) => r.Name);
    expect(names).toEqual(defaultRouteList().map((r) => r.Name));
    expect(names).toHaveLength(38);
    expect(res.json()).toContainEqual({
      Name: 'RecipientData',
      Route: 'EmpfaengerDaten',
      Path: '/empfaengerdaten/{empfehlungsnummer}',
    });
  });

  it('resolves paths with or without a trailing slash, in their one spelling only', async () => {
    expect((await t.app.inject({ url: '/api/v1/fyrst/mandant/fyrst/' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/fyrst/Mandant/fyrst/' })).statusCode).toBe(404);
  });
});
