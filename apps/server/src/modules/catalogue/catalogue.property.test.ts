import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';

// Arbitrary ids and query strings at every catalogue call of spec §7: only 2xx/304 or 4xx with
// `{code, message}`, never a 500.
describe('catalogue calls under arbitrary input', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  const paths = (id: string) => [
    'produktkategorie',
    'produkt',
    `produkt/${id}/`,
    `Produkt/${id}`,
    `produkt/extern/${id}`,
    `produkt/handytarife/${id}`,
    'produkt/maxpraemiewert',
    'praemie',
    'fussnoten',
    'aktion/alleAktiven',
    `produktkategorie/${id}/grafik`,
    `produktkategorie/${id}/icon`,
    `produkt/${id}/grafik`,
    `produkt/${id}/sgrafik`,
    `praemie/${id}/grafik100`,
    `praemie/${id}/grafik50`,
    `praemie/${id}/grafik50empfehler`,
    `praemie/${id}/grafik50empfaenger`,
  ];
  const id = fc.oneof(
    fc.integer({ min: -5, max: 5 }).map(String),
    fc.constantFrom('2147483648', '1e3', '0x10', '', '%', '..', '1.5'),
    fc.string({ maxLength: 20 }),
  );
  const query = fc.oneof(
    fc.string({ maxLength: 40 }),
    fc
      .record({
        quelle: fc.string({ maxLength: 80 }),
        kategorie: fc.string({ maxLength: 80 }),
        tarifId: fc.string({ maxLength: 12 }),
        handyId: fc.string({ maxLength: 12 }),
        identifier: fc.string({ maxLength: 120 }),
      })
      .map((q) => new URLSearchParams(q).toString()),
  );

  it('never answers 500, and every refusal says why', async () => {
    await fc.assert(
      fc.asyncProperty(id, query, async (rawId, rawQuery) => {
        for (const path of paths(encodeURIComponent(rawId))) {
          const res = await t.app.inject({ url: `/api/v1/telko/${path}?${encodeURI(rawQuery)}` });
          expect(res.statusCode, path).toBeLessThan(500);
          if (res.statusCode >= 400)
            expect(res.json(), path).toMatchObject({ code: expect.any(String), message: expect.any(String) });
        }
      }),
      { numRuns: 40 },
    );
  });
});
