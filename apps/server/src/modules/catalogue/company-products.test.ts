import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { create, createBody } from '../referrals/referrals.test-helpers.ts';

/**
 * Issue 30 item 8: with ModuleCompanyRecommendation off, business products (categories of source
 * `business`) are hidden from every product call and cannot be recommended; the start page and
 * `/empfehlen/{id}` read these calls, so they show none either.
 */
describe('business products follow ModuleCompanyRecommendation', () => {
  let t: TestContext;
  let businessIds: number[];
  const get = (url: string) => t.app.inject({ url: `/api/v1/telko${url}` });
  const ids = async (url: string) => ((await get(url)).json() as { Id: number }[]).map((p) => p.Id);

  beforeAll(async () => {
    t = await createTestApp('pglite');
    businessIds = await ids('/produkt?quelle=business');
    await t.database.query(
      `update tenants set settings = jsonb_set(settings, '{Modules,ModuleCompanyRecommendation}', 'false') where key = 'telko'`,
    );
    t.app.services.tenants.invalidate();
  });
  afterAll(() => t.close());

  it('had business products while the module was on (the seed telko sells them)', () => {
    expect(businessIds.length).toBeGreaterThan(0);
  });

  it('leaves business categories and products out of the lists', async () => {
    const categories = (await get('/produktkategorie')).json() as { Quelle: string }[];
    expect(categories.length).toBeGreaterThan(0);
    expect(categories.filter((c) => c.Quelle === 'business')).toEqual([]);
    const all = await ids('/produkt');
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((id) => businessIds.includes(id))).toEqual([]);
  });

  it('answers 404 for one business product and for a business category', async () => {
    expect((await get(`/produkt/${businessIds[0]}`)).statusCode).toBe(404);
    const page = await get('/produkt?quelle=business&kategorie=company-start');
    expect(page.statusCode).toBe(404);
    expect(page.json().code).toBe('catalogue.unknown_category');
  });

  it('refuses a recommendation of a business product with a field error', async () => {
    const res = await create(
      t,
      'telko',
      createBody({ product: businessIds[0], recipient: 'firma@example.org' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toContainEqual({
      path: 'body.Empfehlung.Produkt',
      message: expect.any(String),
    });
    // A private product is still recommended.
    expect((await create(t, 'telko', createBody({ recipient: 'privat@example.org' }))).statusCode).toBe(202);
  });
});
