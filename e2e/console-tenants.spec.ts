import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { createTenant, freshKey } from './support/console-tenant.ts';
import { decidedVisitor } from './support/context.ts';
import { origin } from './support/tenants.ts';

/** Adds a text to the tenant's texts editor (key → text, decision 064 addendum). */
async function addText(page: Page, key: string, text: string) {
  const added = page.getByRole('group', { name: 'Neuer Text' });
  await added.getByLabel('Schlüssel', { exact: true }).fill(key);
  await added.getByLabel('Text', { exact: true }).fill(text);
  await added.getByRole('button', { name: 'Text hinzufügen' }).click();
  await expect(page.getByLabel(key, { exact: true })).toHaveValue(text);
}

/** Saves the editor as the tenant's draft and publishes it (decision 065): live as `version`. */
async function saveAndPublish(page: Page, version: number) {
  await page.getByRole('button', { name: 'Entwurf speichern' }).click();
  // The form's own status (the texts' "Texte im Entwurf gespeichert." may stand below).
  await expect(page.getByRole('status').filter({ hasText: /^Entwurf gespeichert\./ })).toBeVisible();
  await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).click();
  await expect(page.getByText(`Veröffentlicht (Version ${version})`)).toBeVisible();
}

test.describe('operator console: tenants', () => {
  test('an admin creates a tenant and sees its start page at once', async ({ browser }) => {
    const page = await consolePage(browser, 'admin', '/mandanten');
    await expect(page.getByRole('heading', { level: 1, name: 'Mandanten' })).toBeVisible();
    await expect(page.getByRole('row', { name: /telko/ })).toContainText('telko.localhost');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Neuen Mandanten anlegen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Neuen Mandanten anlegen' })).toBeVisible();
    await expectNoAxeViolations(page);
    // A reserved key is refused at the field.
    await page.getByLabel('Schlüssel (API-Route)').fill('betrieb');
    await page.getByLabel('Name der Marke').fill('Betrieb');
    await page.getByRole('button', { name: 'Mandanten anlegen' }).click();
    await expect(page.getByText('Dieser Schlüssel ist reserviert.')).toBeVisible();
    await expect(page.getByLabel('Schlüssel (API-Route)')).toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('link', { name: 'Mandanten', exact: true }).click();

    const key = freshKey('neu');
    await createTenant(page, key, 'Neue Marke', 'fyrst');
    await expect(page.getByRole('status').first()).toContainText('Der Mandant wurde angelegt');
    await expectNoAxeViolations(page);
    const preview = page.getByRole('link', { name: 'Startseite in neuem Tab öffnen' });
    await expect(preview).toHaveAttribute('target', '_blank');
    const [tab] = await Promise.all([page.context().waitForEvent('page'), preview.click()]);
    await tab.waitForLoadState();
    expect(tab.url()).toBe(`${origin(key)}/`);
    // The server's page names the brand; the SPA then names the start page and the brand.
    await expect(tab).toHaveTitle(/Neue Marke/);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    await page.context().close();
  });

  test('a colour that fails contrast is refused at the field; one that passes shows on the tenant page', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'admin', '/mandanten');
    const key = freshKey('farbe');
    await createTenant(page, key, 'Farbenmarke');
    const primary = page.getByLabel('Primärfarbe', { exact: true });

    await primary.fill('#ffcc00');
    await expect(page.getByRole('row', { name: /Schaltflächentext auf Primärfarbe/ })).toContainText(
      'zu gering',
    );
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(primary).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await primary.getAttribute('aria-describedby')) ?? '';
    const message = page.locator(`[id="${describedBy.split(' ').at(-1)}"]`);
    await expect(message).toContainText(
      'Kontrast Primärfarbe (Links) auf Hintergrund: 1,51:1, mindestens 4,5:1 nötig',
    );
    await expect(page.getByRole('alert').filter({ hasText: 'Ihre Eingaben' })).toBeVisible();
    await expectNoAxeViolations(page);

    await primary.fill('#7a0041');
    await saveAndPublish(page, 2);
    await expect(primary).not.toHaveAttribute('aria-invalid', 'true');

    const tenantPage = await page.context().newPage();
    await tenantPage.goto(`${origin(key)}/`);
    await expect(tenantPage.getByRole('heading', { level: 1 })).toBeVisible();
    const colour = await tenantPage.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim(),
    );
    expect(colour).toBe('#7a0041');
    await page.context().close();
  });

  test('the switches a tenant stores change its pages: call to action, footer text, theme, programme page', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'admin', '/mandanten');
    const key = freshKey('schalter');
    await createTenant(page, key, 'Schaltermarke');
    const visitor = await decidedVisitor(browser, key);
    const tenantPage = await visitor.newPage();
    await tenantPage.goto(`${origin(key)}/`);
    // Defaults (spec §9): call to action on, footer text off, no theme stylesheet.
    await expect(tenantPage.getByRole('button', { name: 'Empfehlung starten' })).toBeVisible();
    await expect(tenantPage.locator('.site-footer__text')).toHaveCount(0);
    await expect(tenantPage.locator('link[rel="stylesheet"][href^="/brands/"]')).toHaveCount(0);
    await tenantPage.getByRole('button', { name: 'Empfehlung starten' }).click();
    await expect(tenantPage.getByRole('heading', { level: 2, name: 'Jetzt empfehlen' })).toBeFocused();

    await page.getByRole('switch', { name: 'Schaltfläche „Empfehlung starten“' }).uncheck();
    await page.getByRole('switch', { name: 'Text im Fußbereich' }).check();
    await page.getByLabel('Theme-Stylesheet', { exact: true }).fill('/brands/telko/theme.css');
    await page.getByLabel('Seite zum Empfehlungsprogramm').fill('https://www.schalter.example/empfehlen');
    // The footer text is the tenant's own once its texts say so: texts join the same draft and
    // publish with the switches (decision 072); the switches typed above stay in the form.
    await addText(page, 'footer.text', 'Nur für Kundinnen und Kunden der Schaltermarke.');
    await page.getByRole('button', { name: 'Texte speichern (Entwurf)' }).click();
    await expect(page.getByText('Texte im Entwurf gespeichert.')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Text im Fußbereich' })).toBeChecked();
    await saveAndPublish(page, 2);

    await tenantPage.goto(`${origin(key)}/`);
    await expect(tenantPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(tenantPage.getByRole('button', { name: 'Empfehlung starten' })).toHaveCount(0);
    await expect(tenantPage.locator('.site-footer__text')).toHaveText(
      'Nur für Kundinnen und Kunden der Schaltermarke.',
    );
    await expect(tenantPage.locator('link[rel="stylesheet"][href="/brands/telko/theme.css"]')).toHaveCount(1);
    await expectNoAxeViolations(tenantPage);
    await tenantPage.goto(`${origin(key)}/danke`);
    await expect(
      tenantPage.getByRole('link', { name: 'Mehr zum Empfehlungsprogramm von Schaltermarke' }),
    ).toHaveAttribute('href', 'https://www.schalter.example/empfehlen');
    await page.context().close();
  });

  test('every field in words with its control: euros, switches, messages at the field; 390 and 1280 px', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'admin', '/mandanten');
    await createTenant(page, freshKey('worte'), 'Wortmarke');
    const rules = page.locator('section[aria-labelledby="tenant-rules"]');
    // The key visual's files in a group per breakpoint and the texts key by key: no JSON left.
    await expect(page.getByRole('group', { name: /^Breakpoint (xl|lg|md|sm) / })).toHaveCount(4);
    await expect(page.getByLabel('Key-Visual sm: JPEG-Datei')).toBeVisible();
    await expect(page.getByLabel('Texte filtern')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Text hinzufügen' })).toBeVisible();
    await expect(page.getByLabel(/JSON/)).toHaveCount(0);
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await expect(rules).toHaveScreenshot(`tenant-rules-${width}.png`);
    }
    // The captcha switch says what the portal shows; the spec's key stays, small, for support.
    await expect(page.getByRole('switch', { name: 'Captcha (ALTCHA) in Formularen' })).toBeVisible();
    await expect(page.getByText('Brand.Features.FriendlyCaptcha', { exact: true })).toBeVisible();
    // A yearly goodwill cap in euros: refused at the field when it is no amount, kept when it is.
    const cap = page.getByLabel('Kulanz je Konto und Jahr');
    await cap.fill('zweihundert');
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(cap).toHaveAttribute('aria-invalid', 'true');
    await expect(
      page.getByText('Bitte einen Betrag in Euro angeben, z. B. 150 oder 12,50.').first(),
    ).toBeVisible();
    await cap.fill('250,50');
    await saveAndPublish(page, 2);
    await page.reload();
    await expect(page.getByLabel('Kulanz je Konto und Jahr')).toHaveValue('250,50');
    await page.context().close();
  });

  test('keyboard only: create a tenant and save it', async ({ browser }) => {
    const page = await consolePage(browser, 'admin', '/mandanten/neu');
    const heading = page.getByRole('heading', { level: 1, name: 'Neuen Mandanten anlegen' });
    await expect(heading).toBeFocused();
    const key = freshKey('tasten');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Schlüssel (API-Route)')).toBeFocused();
    await page.keyboard.type(key);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tastaturmarke');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Einstellungen übernehmen von')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Mandanten anlegen' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Mandant Tastaturmarke' })).toBeFocused();
    // Into the form by Tab: the preview link, the draft's preview, then the brand name.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Startseite in neuem Tab öffnen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Vorschau anzeigen' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name der Marke')).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.type(' Zwei');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
    // A draft: the live name stays until it is published, by keyboard too.
    await expect(page.getByRole('heading', { level: 1, name: 'Mandant Tastaturmarke' })).toBeVisible();
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Veröffentlicht (Version 2)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mandant Tastaturmarke Zwei' })).toBeVisible();
    await page.context().close();
  });

  test('support reads a tenant without a way to change it, in English too', async ({ browser }) => {
    const page = await consolePage(browser, 'support', '/mandanten');
    await expect(page.getByRole('link', { name: 'Neuen Mandanten anlegen' })).toHaveCount(0);
    await page.getByRole('link', { name: 'telko', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mandant Telko' })).toBeVisible();
    await expect(page.getByText('Sie können diesen Mandanten ansehen, aber nicht ändern.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Entwurf speichern' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Veröffentlichen', exact: true })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tenant Telko' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('a change is a draft, texts too: the diff in words, the real page previewed at 390 and 1280 px, published, rolled back', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'admin', '/mandanten');
    const key = freshKey('entwurf');
    await createTenant(page, key, 'Entwurfsmarke');
    const visitor = await decidedVisitor(browser, key);
    const tenantPage = await visitor.newPage();
    const cta = tenantPage.getByRole('button', { name: 'Empfehlung starten' });

    await page.getByLabel('Name der Marke').fill('Entwurfsmarke Neu');
    await page.getByRole('switch', { name: 'Schaltfläche „Empfehlung starten“' }).uncheck();
    await page.getByRole('button', { name: 'Entwurf speichern' }).click();
    await expect(page.getByText('Entwurf gespeichert.')).toBeVisible();
    // The tenant's texts join the same draft (decision 072).
    await addText(page, 'home.productsTitle', 'Entwurfsprodukte');
    await page.getByRole('button', { name: 'Texte speichern (Entwurf)' }).click();
    await expect(page.getByText('Texte im Entwurf gespeichert.')).toBeVisible();
    // The diff names each field in words with its published and its draft value, no config keys.
    const diff = page.getByRole('table', { name: 'Was die Veröffentlichung ändert' });
    await expect(diff.getByRole('row', { name: /Name der Marke/ })).toContainText(
      'EntwurfsmarkeEntwurfsmarke Neu',
    );
    await expect(diff.getByRole('row', { name: /Schaltfläche „Empfehlung starten“/ })).toContainText('anaus');
    await expect(diff.getByRole('row', { name: /Text „home.productsTitle“ \(Deutsch\)/ })).toContainText(
      '–Entwurfsprodukte',
    );
    await expect(diff.getByRole('row')).toHaveCount(4);
    await expect(diff).not.toContainText('Brand.');
    // The public still sees what is live.
    const productsTitle = tenantPage.getByRole('heading', { level: 2, name: 'Entwurfsprodukte' });
    await tenantPage.goto(`${origin(key)}/`);
    await expect(cta).toBeVisible();
    await expect(productsTitle).toHaveCount(0);

    // The tenant's real page with the draft, framed at phone and desktop width.
    await page.getByRole('button', { name: 'Vorschau anzeigen' }).click();
    for (const [size, width] of [
      ['Telefon (390 px)', '390'],
      ['Desktop (1280 px)', '1280'],
    ] as const) {
      const title = `Vorschau des Entwurfs: ${size}`;
      await expect(page.getByTitle(title)).toHaveAttribute('width', width);
      const frame = page.frameLocator(`iframe[title="${title}"]`);
      // The draft's brand name, where the live page says "Entwurfsmarke".
      await expect(frame.locator('img[alt="Entwurfsmarke Neu – zur Startseite"]')).toHaveCount(1);
      await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(frame.getByRole('button', { name: 'Empfehlung starten' })).toHaveCount(0);
      await expect(frame.getByRole('heading', { level: 2, name: 'Entwurfsprodukte' })).toBeVisible();
    }
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
    }
    // Still nothing public.
    await tenantPage.reload();
    await expect(cta).toBeVisible();

    // A click event sent to the button itself: the framed portal takes focus when it routes, which
    // a pointer click or a key press after focusing could race (the dialog then never opened).
    await page.getByRole('button', { name: 'Veröffentlichen', exact: true }).dispatchEvent('click');
    await expect(page.getByText('Veröffentlicht (Version 2)')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Mandant Entwurfsmarke Neu' })).toBeVisible();
    await tenantPage.reload();
    await expect(tenantPage.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(cta).toHaveCount(0);
    await expect(productsTitle).toBeVisible();

    await page.getByRole('button', { name: 'Zurückrollen auf Version 1' }).dispatchEvent('click');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: 'Zurückrollen auf Version 1' })
      .dispatchEvent('click');
    await expect(
      page.getByText('Zurückgerollt: Die frühere Konfiguration gilt jetzt als Version 3.'),
    ).toBeVisible();
    await tenantPage.reload();
    await expect(cta).toBeVisible();
    await expect(productsTitle).toHaveCount(0);
    await visitor.close();
    await page.context().close();
  });
});
