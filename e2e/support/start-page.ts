import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import type { BrowserContext, Page, Route } from '@playwright/test';

/**
 * The start page's h1: the tenant's CMS `hero` block title in the language (the start page reads
 * it, issue 16), asked of the API the SPA reads it from, so the check follows a console edit.
 */
export function startHeading(page: Page, tenant: string, lang: 'de' | 'en' = 'de'): Promise<string> {
  return page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { Accept: 'application/json' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return ((await response.json()) as { Title: string }).Title;
  }, `/api/v1/${tenant}/cms/bloecke/hero?lang=${lang}`);
}

/**
 * The page as the portal answers it. Node, unlike Chromium, does not resolve `*.localhost`: the
 * request goes to 127.0.0.1 with the tenant's Host, as the portal finds the tenant by its Host.
 */
async function fetchPage(route: Route) {
  const url = new URL(route.request().url());
  const host = url.host;
  url.hostname = '127.0.0.1';
  const response = await route.fetch({
    url: url.toString(),
    headers: { ...route.request().headers(), host },
  });
  return { response, html: await response.text() };
}

const MANDANT_BLOCK = /<script id="kwk-mandant" type="application\/json">([\s\S]*?)<\/script>/;

/**
 * Shows this browser the tenant's configuration changed by `change`: in the page, where the portal
 * writes it (boot data), and in `GET mandant/{key}`, should the SPA ask. Pages only, by their
 * Accept header: scripts and API answers pass unchanged.
 */
export async function changedConfiguration(
  context: BrowserContext,
  tenant: string,
  change: (mandant: Mandant) => Mandant,
): Promise<void> {
  await context.route(
    (url) => url.hostname === `${tenant}.localhost` && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const { response, html: page } = await fetchPage(route);
      const html = page.replace(MANDANT_BLOCK, (_all, json: string) => {
        const changed = JSON.stringify(change(JSON.parse(json) as Mandant)).replace(/</g, '\\u003c');
        return `<script id="kwk-mandant" type="application/json">${changed}</script>`;
      });
      await route.fulfill({ response, body: html });
    },
  );
  await context.route(`**/api/v1/${tenant}/mandant/**`, async (route) => {
    // Node, unlike Chromium, does not resolve `*.localhost`; the API finds the tenant by its path.
    const response = await route.fetch({
      url: route.request().url().replace(`${tenant}.localhost`, '127.0.0.1'),
    });
    await route.fulfill({ response, json: change((await response.json()) as Mandant) });
  });
}

/** Strips the configuration the portal writes into its pages, so the SPA asks `GET mandant/{key}`. */
export async function withoutInlineConfiguration(page: Page, tenant: string): Promise<void> {
  await page.route(
    (url) => url.hostname === `${tenant}.localhost` && !url.pathname.startsWith('/api/'),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const { response, html } = await fetchPage(route);
      await route.fulfill({ response, body: html.replace(MANDANT_BLOCK, '') });
    },
  );
}
