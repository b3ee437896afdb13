import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

// Issue 17: English mode shows categories, products and campaigns in English. The catalogue and
// the campaigns are kept in German; with Accept-Language en they answer with the tenant's English
// texts (seeded from the demo tenants' phrase book), and German stays where a text has none.
describe.each(databaseKinds())('catalogue and campaigns in the request language on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  const get = async <T>(url: string, lang: string) => {
    const res = await t.app.inject({ url, headers: { 'accept-language': lang } });
    expect(res.statusCode, url).toBe(200);
    return res.json() as T;
  };
  type Product = { Id: number; Name: string; AnzeigeName: string; Beschreibung1?: string | null };

  it.each([
    ['de', 'Zuhause M', 'Surfen mit bis zu 50 MBit/s', 'Internet & Telefon'],
    ['en', 'Home M', 'Surf at up to 50 Mbit/s', 'Internet & phone'],
    ['en-GB,en;q=0.9', 'Home M', 'Surf at up to 50 Mbit/s', 'Internet & phone'],
  ])('Accept-Language %s: products and categories', async (lang, name, line, category) => {
    const products = await get<Product[]>('/api/v1/telko/produkt', lang);
    const homeM = products.find((p) => p.Id === 1)!;
    expect(homeM).toMatchObject({ AnzeigeName: name, Beschreibung1: line, Name: 'Telko Zuhause M' });
    expect((await get<Product>('/api/v1/telko/produkt/1', lang)).AnzeigeName).toBe(name);
    const categories = await get<{ Id: number; Name: string }[]>('/api/v1/telko/produktkategorie', lang);
    expect(categories.find((c) => c.Id === 1)?.Name).toBe(category);
  });

  it('footnotes and device–tariff pairs in English', async () => {
    const notes = await get<{ Identifier: string; Titel: string; Inhalt: string }[]>(
      '/api/v1/telko/fussnoten',
      'en',
    );
    expect(notes.find((n) => n.Identifier === 'preise')).toMatchObject({
      Titel: 'Prices',
      Inhalt: 'All prices include VAT. Minimum term 24 months, then cancellable monthly.',
    });
    const pairs = await get<{ TarifHandyAnzeigeName: string }[]>(
      '/api/v1/telko/produkt/handytarife/30',
      'en',
    );
    expect(pairs.map((p) => p.TarifHandyAnzeigeName)).toContain('Mobile M with Nova 12');
  });

  it.each([
    // The amount is the campaign's BonusCent, filled in by the server ({campaignBonus}, issue 27 item 9).
    ['de', 'Herbstaktion', 'Bis Jahresende 25\u00a0€ extra für jede erfolgreiche Empfehlung.'],
    ['en', 'Autumn campaign', 'Until the end of the year, €25 extra for every successful recommendation.'],
  ])('campaigns in %s', async (lang, title, text) => {
    const [campaign] = await get<{ Titel: string; Text: string; BonusCent: number }[]>(
      '/api/v1/fyrst/aktion/alleAktiven',
      lang,
    );
    expect(campaign).toMatchObject({ Titel: title, Text: text, BonusCent: 2500 });
  });
});
