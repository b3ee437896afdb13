import {
  deviceTariffPairSchema,
  footnoteSchema,
  maxRewardSchema,
  productCategorySchema,
  productSchema,
  rewardSchema,
} from '@kwk/shared/catalogue/catalogue.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

const NBSP = '\u00a0';
const HIDDEN = [637, 638, 639, 640];
const products = z.array(productSchema.strict());

describe.each(databaseKinds())('catalogue API on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });
  const json = async <T extends z.ZodType>(url: string, schema: T): Promise<z.infer<T>> => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(200);
    return schema.parse(res.json());
  };
  const expectError = async (url: string, status: 400 | 404) => {
    const res = await get(url);
    expect(res.statusCode, url).toBe(status);
    const body = apiErrorSchema.parse(res.json());
    expect(body.code).toBe(status === 404 ? 'common.not_found' : 'common.validation');
  };
  const byId = <T extends { Id: number }>(list: T[], id: number): T => list.find((p) => p.Id === id)!;

  describe('GET /produktkategorie', () => {
    it("lists the tenant's categories by position", async () => {
      const telko = await json('/api/v1/telko/produktkategorie', z.array(productCategorySchema.strict()));
      // The six start-page categories, then one per category page of spec §2 (7–30).
      expect(telko.map((c) => c.Id)).toEqual(Array.from({ length: 30 }, (_, i) => i + 1));
      expect(telko[0]).toEqual({
        Id: 1,
        Name: 'Internet & Telefon',
        Quelle: 'festnetz',
        Kategorie: 'internet',
        Position: 1,
      });
      const fyrst = await json('/api/v1/fyrst/produktkategorie', z.array(productCategorySchema));
      expect(fyrst.map((c) => c.Name)).toEqual(['Geschäftskonto Start', 'Geschäftskonto Pro']);
    });
  });

  describe('GET /produkt', () => {
    it('lists visible products with their active rewards, never the hidden ids', async () => {
      const list = await json('/api/v1/telko/produkt', products);
      const ids = list.map((p) => p.Id);
      expect(ids).toEqual(expect.arrayContaining([1, 2, 3, 4, 5, 10, 11, 20, 21, 22, 30, 31, 32, 40]));
      for (const id of HIDDEN) expect(ids).not.toContain(id);
      expect((await json('/api/v1/telko/produkt/', products)).map((p) => p.Id)).toEqual(ids);
    });

    it('says the reward texts of spec §9 and leaves out the expired and the future rewards', async () => {
      const list = await json('/api/v1/telko/produkt', products);
      const fixed = byId(list, 1);
      expect(fixed.Praemien.map((r) => r.Id)).toEqual([1]);
      expect(fixed.PraemienWert).toBe(`70${NBSP}€`);
      expect(fixed.Praemien[0]).toEqual({
        Id: 1,
        Wert: '70 €',
        WertCent: 7000,
        Startdatum: '2025-01-01',
        Enddatum: null,
        EnddatumAnzeige: null,
        Text: `Für Ihre Empfehlung von Zuhause M erhalten Sie 70${NBSP}€ Prämie.`,
        Art: 'bar',
      });
      const fibre = byId(list, 10);
      expect(fibre.PraemienWert).toBe(`bis zu 90${NBSP}€`);
      expect(fibre.Praemien.map((r) => r.WertCent)).toEqual([9000, 6000]);
      expect(fibre.Praemien[0]!.Text).toBe(
        `Nur bis 15.12.2027: 90${NBSP}€ Prämie für Ihre Empfehlung von Glasfaser 300.`,
      );
      // Issue 27, item 9: each reward's text names its own amount, the permanent one its 60 €.
      expect(fibre.Praemien[1]!.Text).toBe(
        `Für Ihre Empfehlung von Glasfaser 300 erhalten Sie 60${NBSP}€ Prämie.`,
      );
      expect(byId(list, 21).PraemienWert).toBe(`50${NBSP}€`);
      const sport = byId(list, 40);
      expect(sport.PraemienWert).toBe(`bis zu 110${NBSP}€`);
      expect(sport.Praemien.map((r) => r.Id)).toEqual([6, 5]);
    });

    it('carries the tariff sample fields, prices in cents', async () => {
      const young = await json('/api/v1/telko/produkt/3', productSchema.strict());
      expect(young).toMatchObject({
        Kategorie: 'DP',
        Young: true,
        Klasse: 'M',
        PreisMonatlich: 2995,
        PreisEinmalig: 0,
        Provision: 'standard;7000',
        Fussnote: 'young',
      });
      const device = await json('/api/v1/telko/produkt/30', productSchema.strict());
      expect(device.PreisMonatlich).toBeUndefined();
    });

    it('follows the clock: rewards start, end on the end date or the display end date', async () => {
      t.clock.set(new Date('2027-01-05T10:00:00Z'));
      const sport = await json('/api/v1/telko/produkt/40', productSchema);
      expect(sport.PraemienWert).toBe(`bis zu 120${NBSP}€`);
      expect(sport.Praemien.find((r) => r.Id === 8)?.Art).toBe('gutschein');

      // Display end date 15.12.2027 passed, end date 31.12.2027 not: still active (spec §4 "or").
      t.clock.set(new Date('2027-12-20T10:00:00Z'));
      expect((await json('/api/v1/telko/produkt/10', productSchema)).PraemienWert).toBe(`bis zu 90${NBSP}€`);

      // 1 January 2028 00:30 in Berlin is still 31 December in UTC: Berlin's day counts.
      t.clock.set(new Date('2027-12-31T23:30:00Z'));
      const fibre = await json('/api/v1/telko/produkt/10', productSchema);
      expect(fibre.Praemien.map((r) => r.Id)).toEqual([2]);
      expect(fibre.PraemienWert).toBe(`60${NBSP}€`);

      t.clock.set(new Date('2026-04-15T10:00:00Z'));
      expect((await json('/api/v1/telko/produkt/1', productSchema)).PraemienWert).toBe(`bis zu 150${NBSP}€`);
    });
  });

  describe('GET /produkt/?quelle=&kategorie=[&tarifId=]', () => {
    it.each([
      ['quelle=festnetz&kategorie=internet', [1, 2, 3, 4, 5]],
      ['quelle=mobilfunk&kategorie=tarife', [20, 21]],
      ['quelle=mobilfunk&kategorie=young', [22]],
      ['kategorie=glasfaser', [10, 11]],
      ['quelle=nirgends', []],
    ])('?%s → %j, the hidden ids removed', async (query, expected) => {
      const list = await json(`/api/v1/telko/produkt/?${query}`, products);
      expect(list.map((p) => p.Id).sort((a, b) => a - b)).toEqual(expected);
    });

    it('reads empty parameters as not given', async () => {
      const all = await json('/api/v1/telko/produkt', products);
      const empty = await json('/api/v1/telko/produkt/?quelle=&kategorie=&tarifId=', products);
      expect(empty.map((p) => p.Id)).toEqual(all.map((p) => p.Id));
    });

    it('with tarifId lists the devices offered with that tariff, each with its pairs', async () => {
      const list = await json(
        '/api/v1/telko/produkt/?quelle=mobilfunk&kategorie=geraete&tarifId=21',
        products,
      );
      expect(list.map((p) => p.Id)).toEqual([30, 31]);
      expect(list[0]!.GeraetTarifPaare!.map((p) => [p.HandyId, p.TarifId])).toEqual([[30, 21]]);
      expect(list[1]!.GeraetTarifPaare!.map((p) => p.Id)).toEqual([3]);
      expect(await json('/api/v1/telko/produkt/?tarifId=20', products)).toMatchObject([
        { Id: 32, GeraetTarifPaare: [{ GeraeteTyp: 'tablet' }] },
      ]);
      expect(await json('/api/v1/telko/produkt/?tarifId=639', products)).toEqual([]);
      expect(await json('/api/v1/telko/produkt/?tarifId=21&kategorie=tarife', products)).toEqual([]);
    });

    it('refuses a malformed tarifId with 400', async () => {
      await expectError('/api/v1/telko/produkt/?quelle=mobilfunk&tarifId=abc', 400);
    });

    // spec §8: "Unknown product category for manufacturers: '404 - Unknown category'".
    it.each([
      ['quelle=mobilfunk&kategorie=handys-von-nirgendwo', 'en', '404 - Unknown category'],
      ['kategorie=unbekannt', 'en', '404 - Unknown category'],
      // A category of another source is unknown in this one.
      ['quelle=festnetz&kategorie=tarife', 'en', '404 - Unknown category'],
      ['quelle=mobilfunk&kategorie=gibtsnicht&tarifId=21', 'de', '404 - Unbekannte Kategorie'],
    ])('?%s: an unknown category answers 404 "%s %s"', async (query, language, text) => {
      const res = await get(`/api/v1/telko/produkt/?${query}`, { 'accept-language': language });
      expect(res.statusCode).toBe(404);
      const body = apiErrorSchema.parse(res.json());
      expect(body.code).toBe('catalogue.unknown_category');
      expect(body.message).toContain(text);
    });

    it('an unknown category of another tenant stays unknown here (fyrst has no telko categories)', async () => {
      const res = await get('/api/v1/fyrst/produkt/?quelle=mobilfunk&kategorie=tarife');
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('catalogue.unknown_category');
    });
  });

  describe('GET /produkt/{id}', () => {
    it('answers one product under the two spellings spec §7 names, and no other', async () => {
      for (const path of ['/produkt/1', '/produkt/1/', '/Produkt/1', '/Produkt/1/']) {
        const product = await json(`/api/v1/telko${path}`, productSchema.strict());
        expect(product).toMatchObject({ Id: 1, ExterneId: 'TZ-M', AnzeigeName: 'Zuhause M', KategorieId: 1 });
      }
      await expectError('/api/v1/telko/PRODUKT/1/', 404);
    });

    it('with quelle requires that source, with handyId adds the pair', async () => {
      expect((await json('/api/v1/telko/produkt/1?quelle=festnetz', productSchema)).Id).toBe(1);
      await expectError('/api/v1/telko/produkt/1?quelle=mobilfunk', 404);
      const tariff = await json(
        '/api/v1/telko/produkt/21?quelle=mobilfunk&handyId=30',
        productSchema.strict(),
      );
      expect(tariff.GeraetTarifPaare).toEqual([
        expect.objectContaining({
          Id: 1,
          HandyId: 30,
          TarifId: 21,
          TarifHandyAnzeigeName: 'Mobil M mit Nova 12',
        }),
      ]);
      await expectError('/api/v1/telko/produkt/21?handyId=32', 404);
      await expectError('/api/v1/telko/produkt/21?handyId=x', 400);
    });

    it.each([
      ['/api/v1/telko/produkt/abc', 400],
      ['/api/v1/telko/produkt/0', 400],
      ['/api/v1/telko/produkt/1.5', 400],
      ['/api/v1/telko/produkt/99999999999', 400],
      ['/api/v1/telko/produkt/99999', 404],
      ['/api/v1/telko/produkt/637', 404],
      ['/api/v1/telko/produkt/640/', 404],
      // Tenant A never sees tenant B: telko's fibre (10) does not exist for fyrst.
      ['/api/v1/fyrst/produkt/10', 404],
      ['/api/v1/partner/produkt/40', 404],
    ] as const)('%s → %i', async (url, status) => {
      await expectError(url, status);
    });

    it('gives every tenant a product 1 (the start of the referral flow) with its reward', async () => {
      const cases = [
        ['fyrst', 'FYRST Base', `50${NBSP}€`],
        ['telko', 'Zuhause M', `70${NBSP}€`],
        ['partner', 'Beratung Internet & Telefon', `25${NBSP}€`],
      ] as const;
      for (const [tenant, name, reward] of cases) {
        const product = await json(`/api/v1/${tenant}/produkt/1`, productSchema.strict());
        expect(product).toMatchObject({ AnzeigeName: name, PraemienWert: reward });
      }
      const fyrst = await json('/api/v1/fyrst/produkt', products);
      expect(fyrst.map((p) => p.Name)).toEqual(['FYRST Base', 'FYRST Complete']);
    });
  });

  describe('GET /produkt/extern/{id}', () => {
    it('finds a visible product by its external id, in its own tenant only', async () => {
      expect((await json('/api/v1/telko/produkt/extern/GF-300', productSchema.strict())).Id).toBe(10);
      await expectError('/api/v1/telko/produkt/extern/TZ-S-ALT', 404);
      await expectError('/api/v1/telko/produkt/extern/GIBTESNICHT', 404);
      await expectError('/api/v1/fyrst/produkt/extern/GF-300', 404);
    });
  });

  describe('GET /produkt/handytarife/{id}', () => {
    it("lists a device's tariffs without pairs of hidden tariffs", async () => {
      const pairs = await json(
        '/api/v1/telko/produkt/handytarife/30',
        z.array(deviceTariffPairSchema.strict()),
      );
      expect(pairs.map((p) => [p.Id, p.TarifId])).toEqual([
        [1, 21],
        [2, 22],
      ]);
      expect(pairs[1]).toMatchObject({ Aktion: true, Aktionspreis: 100, GeraeteTyp: 'smartphone' });
      expect(await json('/api/v1/telko/produkt/handytarife/20', z.array(deviceTariffPairSchema))).toEqual([]);
      await expectError('/api/v1/telko/produkt/handytarife/639', 404);
      await expectError('/api/v1/fyrst/produkt/handytarife/30', 404);
      await expectError('/api/v1/telko/produkt/handytarife/nova', 400);
    });
  });

  describe('GET produkt/maxpraemiewert', () => {
    it("answers the tenant's highest active reward, following the clock", async () => {
      expect(await json('/api/v1/telko/produkt/maxpraemiewert', maxRewardSchema.strict())).toEqual({
        WertCent: 11000,
        Wert: '110 €',
      });
      expect((await json('/api/v1/fyrst/produkt/maxpraemiewert', maxRewardSchema)).WertCent).toBe(5000);
      expect((await json('/api/v1/partner/produkt/maxpraemiewert', maxRewardSchema)).WertCent).toBe(2500);
      t.clock.set(new Date('2026-04-15T10:00:00Z'));
      expect((await json('/api/v1/telko/produkt/maxpraemiewert', maxRewardSchema)).WertCent).toBe(15000);
      t.clock.set(new Date('2027-01-01T00:30:00+01:00'));
      expect((await json('/api/v1/telko/produkt/maxpraemiewert', maxRewardSchema)).WertCent).toBe(12000);
      t.clock.set(new Date('2024-12-31T10:00:00Z'));
      expect(await json('/api/v1/telko/produkt/maxpraemiewert', maxRewardSchema)).toEqual({
        WertCent: 0,
        Wert: `0${NBSP}€`,
      });
    });
  });

  describe('GET /praemie', () => {
    it('lists the rewards active today', async () => {
      const rewards = await json('/api/v1/telko/praemie', z.array(rewardSchema.strict()));
      expect(rewards.map((r) => r.Id)).toEqual([1, 2, 3, 4, 5, 6]);
      expect(byId(rewards, 3)).toMatchObject({
        Enddatum: '2027-12-31',
        EnddatumAnzeige: '2027-12-15',
        Text: `Nur bis 15.12.2027: 90${NBSP}€ Prämie für Ihre Empfehlung von Telko.`,
      });
      t.clock.set(new Date('2026-03-01T10:00:00Z'));
      expect((await json('/api/v1/telko/praemie', z.array(rewardSchema))).map((r) => r.Id)).toContain(7);
      t.clock.set(new Date('2028-01-01T10:00:00Z'));
      expect((await json('/api/v1/telko/praemie', z.array(rewardSchema))).map((r) => r.Id)).toEqual([
        1, 2, 4, 5, 6, 8,
      ]);
      expect((await json('/api/v1/partner/praemie', z.array(rewardSchema))).map((r) => r.Wert)).toEqual([
        '25 €',
      ]);
    });
  });

  describe('GET /fussnoten', () => {
    it('lists footnotes, optionally by identifier, per tenant', async () => {
      const all = await json('/api/v1/telko/fussnoten', z.array(footnoteSchema.strict()));
      expect(all.map((f) => f.Identifier)).toEqual(['preise', 'young']);
      expect(await json('/api/v1/telko/fussnoten?identifier=young', z.array(footnoteSchema))).toEqual([
        expect.objectContaining({ Id: 2, Titel: 'Young-Tarife', Gruppe: 'young' }),
      ]);
      expect(await json('/api/v1/telko/fussnoten?identifier=gibtesnicht', z.array(footnoteSchema))).toEqual(
        [],
      );
      expect(await json('/api/v1/partner/fussnoten', z.array(footnoteSchema))).toEqual([]);
      expect(
        (await json('/api/v1/fyrst/fussnoten/', z.array(footnoteSchema))).map((f) => f.Identifier),
      ).toEqual(['kontonutzung']);
    });
  });

  describe('images', () => {
    it.each([
      '/produktkategorie/1/grafik',
      '/produktkategorie/1/icon',
      '/produkt/1/grafik',
      '/produkt/1/sgrafik',
      '/praemie/1/grafik100',
      '/praemie/1/grafik50',
      '/praemie/1/grafik50empfehler',
      '/praemie/1/grafik50empfaenger',
    ])('%s is an accessible SVG in the tenant colour with a strong ETag and a 304', async (path) => {
      const res = await get(`/api/v1/telko${path}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=86400');
      const etag = res.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(res.body).toMatch(/^<svg [^>]*role="img"[^>]*aria-labelledby="title"/);
      expect(res.body).toMatch(/<title id="title">[^<]+<\/title>/);
      expect(res.body).toContain('fill="#a8005a"');

      const again = await get(`/api/v1/telko${path}`, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
      const stale = await get(`/api/v1/telko${path}`, { 'if-none-match': '"something-else"' });
      expect(stale.statusCode).toBe(200);
    });

    it("draws the reward's value and halves, and each tenant in its own colour", async () => {
      expect((await get('/api/v1/telko/praemie/1/grafik100')).body).toContain(
        '<title id="title">Prämie 70 €</title>',
      );
      expect((await get('/api/v1/telko/praemie/1/grafik50empfehler')).body).toContain(`35${NBSP}€`);
      expect((await get('/api/v1/partner/praemie/1/grafik50empfaenger')).body).toContain(`12,50${NBSP}€`);
      const telko = await get('/api/v1/telko/produkt/1/grafik');
      const fyrst = await get('/api/v1/fyrst/produkt/1/grafik');
      expect(fyrst.body).toContain('FYRST Base');
      expect(fyrst.headers.etag).not.toBe(telko.headers.etag);
    });

    it.each([
      ['/api/v1/telko/produkt/637/grafik', 404],
      ['/api/v1/telko/produkt/99999/sgrafik', 404],
      ['/api/v1/fyrst/produktkategorie/6/icon', 404],
      ['/api/v1/telko/praemie/999/grafik100', 404],
      ['/api/v1/telko/praemie/abc/grafik50', 400],
      ['/api/v1/telko/produktkategorie/x/grafik', 400],
    ] as const)('%s → %i', async (url, status) => {
      await expectError(url, status);
    });
  });
});
