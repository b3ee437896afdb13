import { readFile } from 'node:fs/promises';
import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api } from './support/api.ts';
import { codeOf, consolePage, operatorOf } from './support/console.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { seededReferral, seededRewardComplaint } from './support/seed.ts';
import { origin } from './support/tenants.ts';
import { deText, eligibilityLabel, pageTitle } from './support/texts.ts';

const run = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const EXCLUDED = 'Mitarbeitende und Dienstleister dürfen nicht am Empfehlungsprogramm teilnehmen.';

/** Types into the focused field, then moves on with Tab, as a keyboard-only operator does. */
async function typeAndTab(page: Page, text: string) {
  await page.keyboard.type(text);
  await page.keyboard.press('Tab');
}

/** The recommendation form on the tenant's page, filled and sent with this referrer address. */
async function recommendAs(page: Page, tenant: string, referrerEmail: string) {
  await page.goto(`${origin(tenant)}/`);
  const [mandant, products, campaigns] = await Promise.all([
    api<Mandant>(page, tenant, `mandant/${tenant}`),
    api<Product[]>(page, tenant, 'produkt'),
    api<Campaign[]>(page, tenant, 'aktion/alleAktiven'),
  ]);
  const product = products.find((p) => p.Praemien.length > 0)!;
  await page.goto(`${origin(tenant)}/empfehlen/${product.Id}`);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: deText('referral.submit') }) });
  await form.getByLabel(deText('referral.recipientEmail')).fill(`freund-${run()}@example.org`);
  await form.getByLabel(deText('referral.firstName')).fill('Erika');
  await form.getByLabel(deText('referral.lastName')).fill('Muster');
  await form.getByLabel(deText('referral.email'), { exact: true }).fill(referrerEmail);
  await form.getByRole('radio', { name: deText('referral.split.self') }).check();
  for (const campaign of campaigns.filter((c) => c.Zustimmung))
    await form.getByLabel(deText('referral.campaignConsent', { title: campaign.Titel })).check();
  await form.getByLabel(deText('referral.terms', { client: mandant.Brand.Name })).check();
  await form.getByLabel(eligibilityLabel()).check();
  await form.getByRole('button', { name: deText('referral.submit') }).click();
  return form;
}

/** A reward complaint from `email` through the contact form, as the referrer sends it; answers their page. */
async function complain(browser: Browser, email: string) {
  const visitor = await (await decidedVisitor(browser, 'telko')).newPage();
  await visitor.goto(`${origin('telko')}/kontakt`);
  const form = visitor.locator('form');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByRole('radio', { name: 'Eine Reklamation zu einer Prämie' }).check();
  await form.getByLabel(/^Betreff/).fill('Prämie fehlt');
  await form.getByLabel(/^Nachricht/).fill('Meine Prämie für die Empfehlung ist nie angekommen.');
  await form.locator('altcha-widget input[type="checkbox"]').click();
  await expect(form.locator('altcha-widget input[type="checkbox"]')).toBeChecked({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(visitor).toHaveURL(`${origin('telko')}/kulanzdanke`);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'KulanzDanke'));
  return visitor;
}

test.describe('operator console: exclusion list, goodwill cases, data-subject requests', () => {
  test('support adds a domain by keyboard alone; a recommendation with it is refused on the tenant page', async ({
    browser,
  }) => {
    const domain = `sperr-${run()}.example`;
    const page = await consolePage(browser, 'support', '/ausschluesse');
    await expect(page.getByRole('heading', { level: 1, name: 'Ausschlussliste' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A bad value is named at its field.
    await page.getByLabel('Wert').focus();
    await typeAndTab(page, 'kein domain');
    await page.getByRole('button', { name: 'Hinzufügen' }).press('Enter');
    await expect(page.getByText('Domain ist nicht gültig')).toBeVisible();
    await expect(page.getByLabel('Wert')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Wert').fill('');
    await page.getByLabel('Wert').focus();
    await typeAndTab(page, `@${domain}`);
    await typeAndTab(page, 'telko');
    await typeAndTab(page, 'Dienstleister Callcenter');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Der Eintrag wurde hinzugefügt.');
    const row = page.getByRole('row', { name: new RegExp(domain) });
    await expect(row).toContainText('telko');
    await expectNoAxeViolations(page);

    const visitor = await (await decidedVisitor(browser, 'telko')).newPage();
    const form = await recommendAs(visitor, 'telko', `max@${domain}`);
    await expect(form.getByText(EXCLUDED)).toBeVisible();
    await visitor.context().close();

    await row.getByRole('button', { name: `Eintrag ${domain} entfernen` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status')).toHaveText('Der Eintrag wurde entfernt.');
    await expect(page.getByRole('row', { name: new RegExp(domain) })).toHaveCount(0);
    await page.context().close();
  });

  test('a reward complaint from the contact form is granted in the console and /kulanzdanke shows it', async ({
    browser,
  }) => {
    test.setTimeout(120_000);
    const shared = await seededReferral('telko', { run: run(), split: 'self' });
    const email = shared.referrer.email;

    const visitor = await complain(browser, email);

    const page = await consolePage(browser, 'support', '/kulanz');
    await expect(page.getByRole('heading', { level: 1, name: 'Kulanzfälle' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: `Fall von ${email} entscheiden` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Entscheidung: ${email}` })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.getByLabel('Betrag in Euro').focus();
    await typeAndTab(page, '25');
    await page.keyboard.type('Die Gutschrift wurde versehentlich nicht ausgelöst.');
    await page.getByRole('button', { name: 'Entscheidung speichern' }).press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: 'Die Entscheidung wurde gespeichert' }),
    ).toHaveText('Die Entscheidung wurde gespeichert und der Absender benachrichtigt.');
    await expectNoAxeViolations(page);
    await page.context().close();

    const mail = await waitForMail(email, /Ihr Anliegen zu einer Prämie/);
    await visitor.goto(linkIn(mail, /\/kulanzdanke\?token=/));
    await expect(visitor.getByRole('heading', { level: 2 })).toHaveText(/Kulanzprämie von 25,00/);
    await expect(visitor.getByText('Die Gutschrift wurde versehentlich nicht ausgelöst.')).toBeVisible();
    await expectNoAxeViolations(visitor);
    await visitor.context().close();
  });

  test('a grant above the threshold waits for another finance operator, who approves it by keyboard', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const shared = await seededReferral('telko', { run: run(), split: 'self' });
    const email = shared.referrer.email;
    await seededRewardComplaint('telko', email, 'Meine Prämie für die Empfehlung ist nie angekommen.');

    // Support: the amount field says the account's allowance (telko: 300 € a year, finance above 100 €).
    const page = await consolePage(browser, 'support', '/kulanz');
    await page.getByRole('button', { name: `Fall von ${email} entscheiden` }).click();
    const amount = page.getByLabel('Betrag in Euro');
    await expect(amount).toHaveAccessibleDescription(
      /\d{4}: 0,00.€ von 300,00.€ vergeben .* noch 300,00.€ frei/,
    );
    // Over the yearly cap: refused at the field, in German.
    await amount.fill('350');
    await page.getByLabel('Begründung').fill('Mehrere Prämien fehlten');
    await page.getByRole('button', { name: 'Entscheidung speichern' }).click();
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription(
      /Der Betrag übersteigt den Kulanzrahmen des Kontos für \d{4}: noch 300,00.€ von 300,00.€ frei/,
    );
    await expectNoAxeViolations(page);
    await amount.fill('150');
    await page.getByRole('button', { name: 'Entscheidung speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Freigabe' })).toHaveText(
      'Die Kulanzprämie wartet auf die Freigabe durch eine andere Person aus der Finanzabteilung; der Absender wird nach deren Entscheidung benachrichtigt.',
    );
    await page.context().close();

    // Finance: the waiting grant in its list, decided by keyboard alone.
    const finance = await consolePage(browser, 'finance', '/kulanz-freigaben');
    await expect(finance.getByRole('heading', { level: 1, name: 'Kulanz-Freigaben' })).toBeVisible();
    await expect(
      finance.getByRole('table', { name: 'Kulanzprämien, die auf Freigabe warten' }),
    ).toBeVisible();
    await expectNoAxeViolations(finance);
    // The button's name: "Kulanzprämie von 150,00 € für <address> prüfen".
    const review = finance.getByRole('button', { name: `für ${email} prüfen` });
    await expect(review).toHaveAccessibleName(/^Kulanzprämie von 150,00.€ für /);
    await review.focus();
    await finance.keyboard.press('Enter');
    await expect(finance.getByRole('heading', { level: 2, name: /^Freigabe: 150,00.€ für / })).toBeFocused();
    await expect(finance.getByRole('heading', { level: 2 })).toContainText(email);
    await expectNoAxeViolations(finance);
    // The decision is "Freigeben" already: on to the reason, typed, then the save button.
    await finance.getByLabel('Entscheidung', { exact: true }).focus();
    await finance.keyboard.press('Tab');
    await typeAndTab(finance, 'Beleg geprüft, die Prämien fehlten wirklich');
    await finance.keyboard.press('Enter');
    await expect(finance.getByRole('status').filter({ hasText: 'Freigegeben' })).toHaveText(
      'Freigegeben: die Prämie ist gutgeschrieben und der Absender benachrichtigt.',
    );
    await expect(review).toHaveCount(0);
    await finance.context().close();

    const mail = await waitForMail(email, /Ihr Anliegen zu einer Prämie/);
    expect(mail.text).toMatch(/Kulanzprämie von 150,00.€/);
  });

  test('the export downloads a file; the erasure asks for a code first, then erases', async ({ browser }) => {
    test.setTimeout(150_000);
    const shared = await seededReferral('telko', { run: run(), split: 'self' });
    const email = shared.referrer.email;
    const page = await consolePage(browser, 'support', '/datenanfragen');
    await expect(page.getByRole('heading', { level: 1, name: 'Datenanfragen' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('E-Mail-Adresse der betroffenen Person').fill(email);
    await page.getByLabel('Mandant').fill('telko');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Auskunft herunterladen' }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^datenauskunft-\d{4}-\d{2}-\d{2}\.json$/);
    const content = JSON.parse(await readFile((await file.path())!, 'utf8'));
    expect(content.Konten[0]).toMatchObject({ Email: email, Mandant: 'telko' });
    expect(content.EmpfehlungenAlsEmpfehler).toHaveLength(1);
    expect(JSON.stringify(content)).not.toContain(shared.recipientEmail);
    await expect(page.getByRole('status')).toHaveText('Die Auskunft wurde als Datei heruntergeladen.');

    await page.getByLabel('Begründung').fill('Anfrage per E-Mail, Vorgang E2E');
    await page.getByRole('button', { name: 'Daten endgültig löschen' }).click();
    const dialog = page.getByRole('dialog', { name: 'Aktion bestätigen' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Sechsstelliger Code')).toBeFocused();
    await expectNoAxeViolations(page);
    // The page's own operator's next code (its sign-in took one): accepted at the first try.
    await dialog.getByLabel('Sechsstelliger Code').fill(await codeOf(operatorOf(page)));
    await dialog.getByRole('button', { name: 'Bestätigen' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toHaveText(/^Gelöscht: 1 Konten/);

    const again = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Auskunft herunterladen' }).click();
    const after = JSON.parse(await readFile((await (await again).path())!, 'utf8'));
    expect(after.Konten).toEqual([]);
    await page.context().close();
  });
});
