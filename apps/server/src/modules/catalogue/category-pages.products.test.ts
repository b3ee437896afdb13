import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';

/**
 * Issue 14: every category path of spec §2 shows products. Walks each demo tenant's category
 * pages (Brand.CategoryPages) and asks the catalogue what the page asks it (quelle/kategorie).
 */
describe.each(databaseKinds())('category pages of the demo tenants on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('cover the 31 paths of spec §2, and every page of every tenant has products', async () => {
    const tenants = await t.app.services.tenants.all();
    const paths = new Set<string>();
    const empty: string[] = [];
    for (const tenant of tenants)
      for (const page of tenant.mandant.Brand.CategoryPages) {
        paths.add(page.Path);
        const res = await t.app.inject({
          url: `/api/v1/${tenant.mandant.Brand.ApiRoute}/produkt`,
          query: { quelle: page.Quelle, kategorie: page.Kategorie },
        });
        expect(res.statusCode).toBe(200);
        if (res.json().length === 0) empty.push(`${tenant.key} ${page.Path}`);
      }
    expect(paths.size).toBe(31);
    expect(empty).toEqual([]);
  });
});
