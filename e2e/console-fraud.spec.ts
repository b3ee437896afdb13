import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage, consoleVisitorAddress } from './support/console.ts';
import { E2E_PORT } from './support/tenants.ts';

const run = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

/** The tenant API at the harness's port (the tenant is named in the path). */
async function tenantApi<T>(
  tenant: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v1/${tenant}/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      accept: 'application/json',
      'accept-language': 'de',
      'content-type': 'application/json',
      // An address of its own, so the create route's limit per address counts this test alone.
      'x-forwarded-for': consoleVisitorAddress(),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * A recommendation to an address at a disposable domain, made through the tenant's API as the form
 * sends it: the fraud checks hold it for review at once. Answers its number.
 */
async function heldRecommendation(tenant: string): Promise<number> {
  const products = (await tenantApi<Product[]>(tenant, 'produkt')).body;
  const campaigns = (await tenantApi<Campaign[]>(tenant, 'aktion/alleAktiven')).body;
  const product = products.find((p) => p.Praemien.length > 0)!;
  const created = await tenantApi<{ Empfehlungsnummer: number }>(tenant, 'Empfehlen/create', {
    Empfehlung: {
      Produkt: product.Id,
      AnteilEmpfehler: 100,
      AgbText: 'Ich akzeptiere die Teilnahmebedingungen.',
      AgbAkzeptiert: true,
      Aktionen: campaigns.map((c) => ({ AktionsId: c.AktionsId, abgehakt: true })),
    },
    Empfehler: {
      Vorname: 'Fritz',
      Nachname: 'Prüfer',
      Email: `fritz-${run()}@example.org`,
      Teilnahmeberechtigt: true,
    },
    Empfaenger: { Email: `freund-${run()}@mailinator.com` },
  });
  expect(created.status).toBe(202);
  return created.body.Empfehlungsnummer;
}

test.describe('operator console: fraud review', () => {
  test('support reviews a held referral by keyboard, releases it with a reason, and it leaves the queue', async ({
    browser,
  }) => {
    const nr = await heldRecommendation('telko');
    const page = await consolePage(browser, 'support', '/betrug');
    await expect(page.getByRole('heading', { level: 1, name: 'Betrugsprüfung' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`^${nr}\\b`) });
    await expect(row).toContainText('Wegwerf-E-Mail-Adresse');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Empfehlung ${nr} prüfen` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Empfehlung ${nr}` })).toBeFocused();
    // The evidence names the domain, never the address.
    const evidence = page.getByRole('definition').filter({ hasText: 'mailinator.com' });
    await expect(evidence).toHaveText('mailinator.com');
    await expectNoAxeViolations(page);

    // Without a reason the server refuses, at the field.
    await page.getByRole('button', { name: 'Freigeben' }).press('Enter');
    await expect(page.getByLabel('Begründung')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Begründung').focus();
    await page.keyboard.type('Bekannter Kunde, Wegwerfadresse nur für Werbung.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Freigeben' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `Empfehlung ${nr} wurde freigegeben` }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${nr}\\b`) })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('the screen is support’s: finance has no fraud review in its navigation', async ({ browser }) => {
    const page = await consolePage(browser, 'finance', '/');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Betrugsprüfung' })).toHaveCount(0);
    await page.context().close();
  });
});
