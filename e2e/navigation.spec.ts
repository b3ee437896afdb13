import { COOKIE_NAMES } from '@kwk/shared/constants';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor, storedCookie } from './support/context.ts';
import { origin } from './support/tenants.ts';
import { pageTitle } from './support/texts.ts';

test('unknown paths go to /404 with the spec’s message', async ({ browser }) => {
  const page = await (await decidedVisitor(browser, 'telko')).newPage();
  await page.goto(`${origin('telko')}/gibt/es/nicht`);
  await expect(page).toHaveURL(/\/404$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Ihre Anfrage konnte nicht verarbeitet werden.',
  );
});

test('/exklusiv and /exclusiv lead to /code', async ({ browser }) => {
  const page = await (await decidedVisitor(browser, 'fyrst')).newPage();
  for (const path of ['/exklusiv', '/exclusiv']) {
    await page.goto(`${origin('fyrst')}${path}`);
    await expect(page).toHaveURL(/\/code$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'Empfehlungscode'));
  }
});

test('a page that needs login sends a logged-out visitor to Login with a redirect back', async ({
  browser,
}) => {
  const page = await (await decidedVisitor(browser, 'fyrst')).newPage();
  await page.goto(`${origin('fyrst')}/persoenlicherbereich`);
  await expect(page).toHaveURL(/\/login\?redirect=%2Fpersoenlicherbereich$/);
  await page.goto(`${origin('fyrst')}/logout`);
  await expect(page).toHaveURL(/\/login$/);
});

test('a campaign parameter is kept in the channel cookie for 730 days', async ({ browser }) => {
  const context = await decidedVisitor(browser, 'telko');
  // Chromium caps cookie lifetimes at 400 days, so the lifetime the page asks for is read from the write itself.
  await context.addInitScript(() => {
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const written: string[] = [];
    (window as unknown as { __cookieWrites: string[] }).__cookieWrites = written;
    Object.defineProperty(document, 'cookie', {
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
  });
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/?mtm_campaign=herbst`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const cookie = await storedCookie(context, COOKIE_NAMES.channel);
  expect(cookie?.value).toBe('herbst');
  const writes = await page.evaluate(
    () => (window as unknown as { __cookieWrites: string[] }).__cookieWrites,
  );
  const write = writes.find((w) => w.startsWith(`${COOKIE_NAMES.channel}=`));
  expect(write?.toLowerCase()).toContain(`max-age=${730 * 24 * 60 * 60}`);
});

test('the widget parameter is carried across navigations', async ({ browser }) => {
  const page = await (await decidedVisitor(browser, 'telko')).newPage();
  await page.goto(`${origin('telko')}/?widget=1`);
  // Below the xl breakpoint the navbar is collapsed behind its menu button (spec §9).
  await page.getByRole('button', { name: 'Menü' }).click();
  await page.getByRole('navigation', { name: 'Hauptnavigation' }).getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq\?widget=1$/);
});

test('each Host gets its own brand', async ({ browser }) => {
  for (const [tenant, name] of [
    ['fyrst', 'FYRST'],
    ['telko', 'Telko'],
    ['partner', 'Vertriebspartner'],
  ] as const) {
    const page = await (await decidedVisitor(browser, tenant)).newPage();
    await page.goto(`${origin(tenant)}/`);
    await expect(page).toHaveTitle(new RegExp(name));
  }
});

test('the cookie dialog asks on the first visit, is accessible, and remembers the choice for 60 days', async ({
  browser,
}) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin('partner')}/`);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Nur notwendige' }).click();
  await expect(dialog).toBeHidden();
  const cookie = await storedCookie(context, COOKIE_NAMES.consent);
  expect(decodeURIComponent(cookie?.value ?? '')).toContain('functional:0');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(60);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog')).toBeHidden();
});

test('the cookie dialog stays closed on the privacy and imprint pages', async ({ browser }) => {
  for (const path of ['/datenschutz', '/impressum']) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${origin('fyrst')}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
  }
});
