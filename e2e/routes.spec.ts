import { COOKIE_NAMES } from '@kwk/shared/constants';
import { categoryPageTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api, escapeRegExp } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { startHeading } from './support/start-page.ts';
import { LANGUAGES, origin, PAGE_ROUTES, TENANTS } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

/**
 * Each visit starts as a new visitor's would: no session, no stored choice but the cookie decision
 * (one browser context walks all routes, issue 33; a fresh context per route cost a browser start
 * and the whole bundle each time).
 */
async function asNewVisitor(page: Page, tenant: string) {
  const context = page.context();
  await context.clearCookies();
  await context.addCookies([
    {
      name: COOKIE_NAMES.consent,
      value: 'required:1|functional:0|analytical:0|marketing:0',
      domain: `${tenant}.localhost`,
      path: '/',
    },
  ]);
  if (page.url().startsWith(origin(tenant)))
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
}

// Every route of spec §2, for each demo tenant, in de and en: the page answers with its status,
// renders its heading in the page's language and axe-core finds no violation. Pages that need login
// show the login page (with a redirect back). One browser context per tenant and language walks all
// routes; each route is a step of its own, and a route that fails is named while the walk goes on.
for (const tenant of TENANTS) {
  for (const language of LANGUAGES) {
    test(`${tenant} (${language}): every route`, async ({ browser }) => {
      test.setTimeout(240_000);
      const context = await decidedVisitor(browser, tenant);
      const page = await context.newPage();
      for (const route of PAGE_ROUTES) {
        await test.step(`${route.name} ${route.href}`, async () => {
          await asNewVisitor(page, tenant);
          const response = await page.goto(`${origin(tenant)}${route.href}?lang=${language}`);
          // The agency area's routes exist only where the tenant has it (ModuleAgenturbereich).
          const agencyOff = route.name.startsWith('Agentur') && tenant !== 'partner';
          const shown = route.access === 'login' ? 'Login' : agencyOff ? 'FileNotFound' : route.name;
          const notFound = shown === 'FileNotFound';
          expect.soft(response?.status(), `${route.name}: HTTP status`).toBe(notFound ? 404 : 200);
          // The start page's heading is the tenant's CMS hero block (issue 16), the others' their page title.
          const heading =
            shown === 'Home' ? await startHeading(page, tenant, language) : pageTitle(language, shown);
          await expect
            .soft(page.getByRole('heading', { level: 1 }), `${route.name}: heading`)
            .toHaveText(heading);
          if (route.access === 'login') {
            const expected = route.name === 'Logout' ? /\/login(\?|$)/ : /\/login\?redirect=/;
            expect.soft(page.url(), `${route.name}: sent to the login`).toMatch(expected);
          }
          await expect
            .soft(page.locator('html'), `${route.name}: language`)
            .toHaveAttribute('lang', language);
          await expectNoAxeViolations(page, { soft: true });
        });
      }
      await context.close();
    });
  }
}

// The product category pages of spec §2, as each tenant configures them (read from the API,
// `GET /api/v1/{tenant}/mandant/{tenant}`, as the SPA reads them); issue 16: the 31 paths of telko,
// 2 of fyrst, 5 of partner, each with its products, title, breadcrumb and meta description. axe scans
// every page in German and, in English, each tenant's first: the same screens with the language's
// texts (the route walk above scans every other page in both languages).
for (const tenant of TENANTS) {
  for (const language of LANGUAGES) {
    test(`${tenant} category pages (${language})`, async ({ browser }) => {
      test.setTimeout(240_000);
      const inGerman = language === 'de';
      const context = await decidedVisitor(browser, tenant);
      const page = await context.newPage();
      await page.goto(`${origin(tenant)}/?lang=${language}`);
      const mandant = await api<Mandant>(page, tenant, `mandant/${tenant}`);
      // The configuration is German; another language's texts come from the tenant's texts (issue 17).
      const texts = await api<Record<string, string>>(page, tenant, `content/getlanguagecontent/${language}`);
      const inLanguage = (key: string, german: string) =>
        language === 'de' ? german : (texts[key] ?? german);
      expect(mandant.Brand.CategoryPages.length).toBe({ telko: 31, fyrst: 2, partner: 5 }[tenant]);
      for (const [index, category] of mandant.Brand.CategoryPages.entries()) {
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
          if (inGerman) {
            await expect(page).toHaveTitle(new RegExp(`^${escapeRegExp(category.Titel)} – `));
            const crumbs = page
              .getByRole('navigation', { name: deText('category.breadcrumb') })
              .getByRole('listitem');
            await expect(crumbs).toHaveText([deText('category.home'), ...category.Breadcrumb]);
            await expect(page.getByText(deText('category.empty'))).toHaveCount(0);
          }
          if (inGerman || index === 0) await expectNoAxeViolations(page);
        });
      }
      await context.close();
    });
  }
}
