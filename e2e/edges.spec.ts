import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { startHeading, withoutInlineConfiguration } from './support/start-page.ts';
import { E2E_PORT, origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

// Issue 17, part B: what the server says at the edges — status codes, compression, icons,
// descriptions, the imprint, the menu's look, a failing configuration.
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

for (const [size, viewport] of [
  ['390 × 844', PHONE],
  ['1280 × 800', DESKTOP],
] as const) {
  test(`${size}: an unknown path answers HTTP 404 and shows the 404 page`, async ({ browser }) => {
    const page = await (await decidedVisitor(browser, 'telko', { viewport })).newPage();
    const response = await page.goto(`${origin('telko')}/gibt/es/nicht`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'FileNotFound'));
    await expectNoAxeViolations(page);
    // A page that exists still answers 200.
    expect((await page.goto(`${origin('telko')}/faq`))?.status()).toBe(200);
  });
}

// Once, not per width: the server's headers do not depend on the viewport.
test('the main script and JSON answers arrive compressed', async ({ browser }) => {
  const page = await (await decidedVisitor(browser, 'telko', { viewport: DESKTOP })).newPage();
  const mainScript = page.waitForResponse((r) => /\/assets\/index-[\w-]+\.js$/.test(r.url()));
  const configuration = page.waitForResponse((r) => r.url().endsWith('/api/v1/telko/produkt'));
  await page.goto(`${origin('telko')}/`);
  for (const response of [await mainScript, await configuration]) {
    const headers = await response.allHeaders();
    expect(headers['content-encoding'], response.url()).toMatch(/^(br|gzip)$/);
    expect(headers.vary, response.url()).toMatch(/accept-encoding/i);
    expect(headers['x-content-type-options'], response.url()).toBe('nosniff');
  }
  expect((await (await mainScript).allHeaders())['cache-control']).toBe(
    'public, max-age=31536000, immutable',
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('every page has an icon and a meta description, per tenant', async ({ browser }) => {
  for (const tenant of ['telko', 'fyrst'] as const) {
    const page = await (await decidedVisitor(browser, tenant)).newPage();
    await page.goto(`${origin(tenant)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const description = page.locator('meta[name="description"]');
    await expect(description).toHaveAttribute('content', new RegExp(tenant === 'telko' ? 'Telko' : 'FYRST'));
    // Fetched by the page: Node, unlike Chromium, does not resolve `*.localhost`.
    const icons = await page.evaluate(async () => {
      const ico = await fetch('/favicon.ico');
      const href = document.querySelector('link[rel="icon"][type="image/svg+xml"]')?.getAttribute('href');
      const svg = await fetch(href ?? '/missing');
      return { status: ico.status, type: ico.headers.get('content-type'), svg: await svg.text() };
    });
    expect(icons.status).toBe(200);
    expect(icons.type).toBe('image/x-icon');
    expect(icons.svg).toContain(tenant === 'telko' ? '#a8005a' : '#0e4a63');
    // A page with its own text keeps it; one without gets the tenant's, never an empty one.
    await page.goto(`${origin(tenant)}/kontakt`);
    await expect(description).toHaveAttribute('content', /\S/);
  }
});

test('a Host that is no tenant says no programme lives there, with status 404', async ({ browser }) => {
  const page = await (await browser.newContext()).newPage();
  const response = await page.goto(`http://unbekannt.localhost:${E2E_PORT}/`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Unter dieser Adresse gibt es kein Empfehlungsprogramm',
  );
  await expect(page.getByText('FYRST')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the Impressum shows the tenant’s imprint: operator, address, representation, register, VAT id', async ({
  browser,
}) => {
  const page = await (await decidedVisitor(browser, 'telko')).newPage();
  await page.goto(`${origin('telko')}/impressum`);
  await expect(page.locator('address')).toContainText('Telko Deutschland GmbH');
  await expect(page.locator('address')).toContainText('53113 Bonn');
  for (const key of ['imprintRepresentatives', 'imprintContact', 'imprintRegister', 'imprintVat'])
    await expect(page.getByRole('heading', { level: 2, name: deText(`static.${key}`) })).toBeVisible();
  await expect(page.getByText('Amtsgericht Bonn, HRB 00002 (Demo)')).toBeVisible();
  await expect(page.getByRole('link', { name: 'impressum@telko.example' })).toHaveAttribute(
    'href',
    'mailto:impressum@telko.example',
  );
  await expectNoAxeViolations(page);
});

test('1280 px: the opened menu is a styled panel of 44 px rows, not a bare list', async ({ browser }) => {
  const page = await (await decidedVisitor(browser, 'partner', { viewport: DESKTOP })).newPage();
  await page.goto(`${origin('partner')}/`);
  await page.getByRole('button', { name: deText('nav.menu') }).click();
  const menu = page.getByRole('navigation', { name: deText('nav.main') }).getByRole('list');
  await expect(menu).toBeVisible();
  const look = await menu.evaluate((el) => {
    const style = getComputedStyle(el);
    return {
      listStyle: style.listStyleType,
      border: Number.parseFloat(style.borderTopWidth),
      background: style.backgroundColor,
      shadow: style.boxShadow,
    };
  });
  expect(look.listStyle).toBe('none');
  expect(look.border).toBeGreaterThan(0);
  expect(look.background).not.toBe('rgba(0, 0, 0, 0)');
  expect(look.shadow).not.toBe('none');
  for (const link of await menu.getByRole('link').all())
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  // It drops down over the page instead of pushing it down, and stays inside the window.
  const box = (await menu.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(DESKTOP.width);
  await expectNoAxeViolations(page);
});

test('a configuration failure shows a friendly message and a retry, never "HTTP 503"', async ({
  browser,
}) => {
  const page = await (await decidedVisitor(browser, 'telko', { viewport: PHONE })).newPage();
  // The page carries the configuration; without it (a cached or proxied page) the SPA asks the API.
  await withoutInlineConfiguration(page, 'telko');
  // What a proxy answers while the portal restarts: no JSON, no error code.
  await page.route('**/api/v1/telko/mandant/telko', (route) =>
    route.fulfill({ status: 503, contentType: 'text/html', body: '<h1>503 Service Unavailable</h1>' }),
  );
  await page.goto(`${origin('telko')}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(deText('errors.unavailableTitle'));
  await expect(page.getByRole('alert')).toHaveText(deText('errors.unavailable'));
  await expect(page.getByText(/HTTP 503/)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.unroute('**/api/v1/telko/mandant/telko');
  await page.getByRole('button', { name: deText('errors.retry') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(await startHeading(page, 'telko'));
});
