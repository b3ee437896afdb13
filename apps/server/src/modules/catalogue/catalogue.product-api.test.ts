import { deviceTariffPairSchema, productSchema } from '@kwk/shared/catalogue/catalogue.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

const products = z.array(productSchema);
const pairs = z.array(deviceTariffPairSchema);
const SEEDED = { telko: 'telekom', fyrst: 'banking', partner: 'partner' } as const;

/**
 * Spec §7 "Product API selection": the tenant's `Brand.ProductApi` picks what the product calls
 * serve (decision 022). telko's catalogue has devices, tariffs and pairs; switching its stored
 * ProductApi shows the same rows served by each API.
 */
describe.each(databaseKinds())('product API selection on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  /** Stores a ProductApi as a row may hold it (undefined: the key is missing), past the console's check. */
  async function storeProductApi(key: string, value: unknown) {
    await t.database.query(
      value === undefined
        ? `update tenants set brand = brand - 'ProductApi' where key = $1`
        : `update tenants set brand = jsonb_set(brand, '{ProductApi}', $2::jsonb) where key = $1`,
      value === undefined ? [key] : [key, JSON.stringify(value)],
    );
    t.app.services.tenants.invalidate();
  }
  afterEach(async () => {
    for (const [key, api] of Object.entries(SEEDED)) await storeProductApi(key, api);
  });

  const get = (url: string, language = 'de') =>
    t.app.inject({ url, headers: { 'accept-language': language } });
  async function json<T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return schema.parse(res.json());
  }
  async function error(url: string, language = 'de') {
    const res = await get(url, language);
    return { status: res.statusCode, ...apiErrorSchema.parse(res.json()) };
  }

  it.each([
    ['telko', 'telekom'],
    ['fyrst', 'banking'],
    ['partner', 'partner'],
  ] as const)('the seeded %s is configured with the %s API', async (key, api) => {
    const [row] = await t.database.query<{ api: string }>(
      `select brand->>'ProductApi' as api from tenants where key = $1`,
      [key],
    );
    expect(row?.api).toBe(api);
  });

  describe.each([
    { api: 'telekom', devicePairs: [1, 2], devicesWithTariff: [30, 31], tariffWithDevice: 200 },
    { api: 'banking', devicePairs: [], devicesWithTariff: [], tariffWithDevice: 404 },
    { api: 'partner', devicePairs: [], devicesWithTariff: [], tariffWithDevice: 404 },
  ] as const)('telko with the $api API', ({ api, devicePairs, devicesWithTariff, tariffWithDevice }) => {
    it('serves its categories and products whatever the API', async () => {
      await storeProductApi('telko', api);
      expect((await json('/api/v1/telko/produktkategorie', z.array(z.unknown()))).length).toBe(30);
      expect((await json('/api/v1/telko/produkt', products)).map((p) => p.Id)).toContain(30);
      expect((await json('/api/v1/telko/produkt/30', productSchema)).Id).toBe(30);
      expect((await json('/api/v1/telko/produkt/extern/GF-300', productSchema)).Id).toBe(10);
    });

    it('serves device–tariff pairs only where the API has them', async () => {
      await storeProductApi('telko', api);
      expect((await json('/api/v1/telko/produkt/handytarife/30', pairs)).map((p) => p.Id)).toEqual(
        devicePairs,
      );
      expect((await json('/api/v1/telko/produkt/?tarifId=21', products)).map((p) => p.Id)).toEqual(
        devicesWithTariff,
      );
      const res = await get('/api/v1/telko/produkt/21?handyId=30');
      expect(res.statusCode).toBe(tariffWithDevice);
      if (tariffWithDevice === 404) {
        expect(res.json()).toEqual({
          code: 'catalogue.pairs_not_offered',
          message: 'Dieses Programm bietet keine Kombinationen aus Gerät und Tarif an.',
        });
      }
      // An unknown product stays a plain 404 under every API.
      expect((await error('/api/v1/telko/produkt/handytarife/99999')).code).toBe('common.not_found');
    });
  });

  it.each([
    ['fyrst', 1],
    ['partner', 1],
  ] as const)('the seeded %s serves what its pages ask: products, and no pairs', async (key, id) => {
    expect((await json(`/api/v1/${key}/produkt`, products)).length).toBeGreaterThan(0);
    expect(await json(`/api/v1/${key}/produkt/handytarife/${id}`, pairs)).toEqual([]);
    expect(await json(`/api/v1/${key}/produkt/?tarifId=${id}`, products)).toEqual([]);
    expect((await error(`/api/v1/${key}/produkt/${id}?handyId=${id}`)).code).toBe(
      'catalogue.pairs_not_offered',
    );
  });

  const PRODUCT_CALLS = [
    '/produktkategorie',
    '/produkt',
    '/produkt/?quelle=mobilfunk&kategorie=geraete&tarifId=21',
    '/produkt/1',
    '/Produkt/21?handyId=30',
    '/produkt/extern/GF-300',
    '/produkt/handytarife/30',
  ];

  describe.each([
    ['missing', undefined],
    ['empty', ''],
    ['unknown', 'unbekannt'],
    ['wrongly spelt', 'Telekom'],
    ['not a string', 7],
  ] as const)('a %s ProductApi', (_name, stored) => {
    it.each(PRODUCT_CALLS)('%s answers spec §8 with 503, in German and English', async (path) => {
      await storeProductApi('telko', stored);
      expect(await error(`/api/v1/telko${path}`)).toEqual({
        status: 503,
        code: 'catalogue.product_api_unknown',
        message: 'Keine/Unbekannte Produkt-API in Mandantenkonfiguration definiert',
      });
      expect((await error(`/api/v1/telko${path}`, 'en')).message).toBe(
        'No or unknown product API defined in the tenant configuration',
      );
    });

    it('leaves rewards, footnotes and the configuration served, and the other tenants alone', async () => {
      await storeProductApi('telko', stored);
      for (const path of ['/praemie', '/produkt/maxpraemiewert', '/fussnoten']) {
        expect((await get(`/api/v1/telko${path}`)).statusCode, path).toBe(200);
      }
      expect((await get('/api/v1/telko/mandant/telko')).statusCode).toBe(200);
      expect((await get('/api/v1/fyrst/produkt')).statusCode).toBe(200);
    });
  });
});
