import { categoryPageTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { startHeading } from './support/start-page.ts';
import { LANGUAGES, origin, PAGE_ROUTES, TENANTS } from './support/tenants.ts';
import { pageTitle } from './support/texts.ts';

// Every route of spec §2, for each demo tenant, in de and en: the page renders its heading and
// axe-core finds no violation. Pages that need login show the login page (with a redirect back).
for (const tenant of TENANTS) {
  for (const language of LANGUAGES) {
    test.describe(`${tenant} (${language})`, () => {
      for (const route of PAGE_ROUTES) {
        test(`${route.name} ${route.href}`, async ({ browser }) => {
          const context = await decidedVisitor(browser, tenant);
          const page = await context.newPage();
          await page.goto(`${origin(tenant)}${route.href}?lang=${language}`);
          // The agency area's routes exist only where the tenant has it (ModuleAgenturbereich).
          const agencyOff = route.name.startsWith('Agentur') && tenant !== 'partner';
          const shown = route.access === 'login' ? 'Login' : agencyOff ? 'FileNotFound' : route.name;
          // The start page's heading is the tenant's CMS hero block (issue 16), the others' their page title.
          const heading =
            shown === 'Home' ? await startHeading(page, tenant, language) : pageTitle(language, shown);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
          if (route.access === 'login') {
            const expected = route.name === 'Logout' ? /\/login(\?|$)/ : /\/login\?redirect=/;
            expect(page.url()).toMatch(expected);
          }
          await expect(page.locator('html')).toHaveAttribute('lang', language);
          await expectNoAxeViolations(page);
          await context.close();
        });
      }
    });
  }
}

// The product category pages of spec §2, as each tenant configures them (read from the API,
// `GET /api/v1/{tenant}/mandant/{tenant}`, as the SPA reads them).
for (const tenant of TENANTS) {
  for (const language of LANGUAGES) {
    test(`${tenant} category pages (${language})`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await decidedVisitor(browser, tenant);
      const page = await context.newPage();
      await page.goto(`${origin(tenant)}/?lang=${language}`);
      const mandant = await api<Mandant>(page, tenant, `mandant/${tenant}`);
      // The configuration is German; another language's texts come from the tenant's texts (issue 17).
      const texts = await api<Record<string, string>>(page, tenant, `content/getlanguagecontent/${language}`);
      const inLanguage = (key: string, german: string) =>
        language === 'de' ? german : (texts[key] ?? german);
      expect(mandant.Brand.CategoryPages.length).toBeGreaterThan(0);
      for (const category of mandant.Brand.CategoryPages) {
        await test.step(`/${category.Path}`, async () => {
          await page.goto(`${origin(tenant)}/${category.Path}?lang=${language}`);
          const title = inLanguage(categoryPageTextKey(category.Path, 'title'), category.Titel);
          await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
          // Every category page has its English title.
          if (language === 'en') expect(texts[categoryPageTextKey(category.Path, 'title')]).toBeDefined();
          await expect(page.locator('meta[name="description"]')).toHaveAttribute(
            'content',
            inLanguage(categoryPageTextKey(category.Path, 'description'), category.MetaDescription),
          );
          // Issue 14: every category page shows its products, none says "no products".
          await expect(page.locator('.card-deck > .card').first()).toBeVisible();
          await expectNoAxeViolations(page);
        });
      }
      await context.close();
    });
  }
}
