import { ERRORS } from '@kwk/shared/errors/error-codes';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { decidedVisitor } from './support/context.ts';
import { logIn, signedInReferrer } from './support/referrer.ts';
import { seededReferral } from './support/seed.ts';
import { origin } from './support/tenants.ts';

const tenant = 'telko';
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const PASSWORD = 'Sommer2026';

/** Types into a field and presses keys, as someone without a mouse does. */
async function typeInto(page: Page, scope: Locator | Page, label: string, text: string) {
  await scope.getByLabel(label, { exact: true }).focus();
  await page.keyboard.type(text);
}

test('support finds a referral by e-mail, reads its timeline, blocks the referrer (sign-in refused) and unblocks', async ({
  browser,
}) => {
  const id = run();
  const email = `gesperrt-${id}@example.org`;
  await (await signedInReferrer(browser, tenant, email, PASSWORD)).context.close();
  const shared = await seededReferral(tenant, { run: id, split: 'self', referrerEmail: email });

  const console = await consolePage(browser, 'support', '/support');
  await test.step('the search form: an empty term is refused at the field, keyboard only', async () => {
    await expect(console.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
    await expectNoAxeViolations(console);
    await console.getByLabel('Empfehlungsnummer oder E-Mail-Adresse').focus();
    await console.keyboard.press('Enter');
    const field = console.getByLabel('Empfehlungsnummer oder E-Mail-Adresse');
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(console.getByText('Suche ist ein Pflichtfeld')).toBeVisible();
    await expectNoAxeViolations(console);
  });

  await test.step('by the recipient’s e-mail (other spelling of case) the referral is found, tenant named', async () => {
    await typeInto(
      console,
      console,
      'Empfehlungsnummer oder E-Mail-Adresse',
      shared.recipientEmail.toUpperCase(),
    );
    await console.keyboard.press('Enter');
    const table = console.getByRole('table', { name: /Treffer für/ });
    await expect(table).toBeVisible();
    const link = table.getByRole('link', { name: String(shared.empfehlungsnummer) });
    await expect(link).toBeVisible();
    await expect(table.getByRole('row').nth(1)).toContainText(tenant);
    await expectNoAxeViolations(console);
    await link.focus();
    await console.keyboard.press('Enter');
  });

  await test.step('the referral with its timeline: creation, opt-in, the opt-in mail, in order', async () => {
    await expect(
      console.getByRole('heading', { level: 1, name: `Empfehlung ${shared.empfehlungsnummer}` }),
    ).toBeVisible();
    const timeline = console.getByRole('region', { name: 'Verlauf' }).getByRole('list');
    await expect(timeline.getByRole('listitem').first()).toContainText('Empfehlung angelegt');
    await expect(timeline).toContainText('Opt-in bestätigt');
    await expect(timeline).toContainText('referral.optin');
    await expect(timeline.getByRole('listitem').first()).toContainText(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}/);
    await expectNoAxeViolations(console);
  });

  await test.step('a status correction needs a reason; corrected, the timeline says who and why', async () => {
    const form = console.getByRole('region', { name: 'Status korrigieren' });
    await form.getByRole('button', { name: 'Status korrigieren' }).focus();
    await console.keyboard.press('Enter');
    await expect(form.getByLabel('Begründung')).toHaveAttribute('aria-invalid', 'true');
    await form.getByLabel('Neuer Status').focus();
    await console.keyboard.type('Storniert');
    await expect(form.getByLabel('Neuer Status')).toHaveValue('Storniert');
    await console.keyboard.press('Tab');
    await console.keyboard.type('Empfehlung doppelt angelegt');
    await console.keyboard.press('Tab');
    await console.keyboard.press('Enter');
    await expect(form.getByRole('status')).toHaveText('Der Status wurde korrigiert.');
    const timeline = console.getByRole('region', { name: 'Verlauf' });
    await expect(timeline).toContainText('Status korrigiert von Sam Support');
    await expect(timeline).toContainText('Empfehlung doppelt angelegt');
    await expectNoAxeViolations(console);
  });

  const account = console.getByRole('region', { name: 'Konto des Empfehlers' });
  await test.step('blocking needs a reason, then blocks, shown in the timeline', async () => {
    await account.getByRole('button', { name: 'Konto sperren' }).focus();
    await console.keyboard.press('Enter');
    await expect(account.getByLabel('Begründung')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(console);
    await typeInto(console, account, 'Begründung', 'Betrugsverdacht laut Partner');
    await console.keyboard.press('Tab');
    await console.keyboard.press('Enter');
    await expect(account.getByRole('status')).toHaveText('Das Konto wurde gesperrt.');
    await expect(account).toContainText('Das Konto ist gesperrt.');
    await expect(console.getByRole('region', { name: 'Verlauf' })).toContainText(
      'Konto gesperrt von Sam Support',
    );
    await expectNoAxeViolations(console);
  });

  const referrer = await (await decidedVisitor(browser, tenant)).newPage();
  await test.step('the blocked referrer’s sign-in is refused on the tenant’s page', async () => {
    await referrer.goto(`${origin(tenant)}/login`);
    await logIn(referrer, email, PASSWORD);
    await expect(
      referrer.getByRole('alert').filter({ hasText: ERRORS['auth.account_blocked'].de }),
    ).toBeVisible();
    await expect(referrer).toHaveURL(`${origin(tenant)}/login`);
  });

  await test.step('unblocked, the referrer signs in again', async () => {
    await typeInto(console, account, 'Begründung', 'Verdacht ausgeräumt');
    await console.keyboard.press('Tab');
    await console.keyboard.press('Enter');
    await expect(account.getByRole('status')).toHaveText('Das Konto wurde entsperrt.');
    await expect(account).toContainText('Das Konto ist offen.');
    await expectNoAxeViolations(console);
    await logIn(referrer, email, PASSWORD);
    await expect(referrer).toHaveURL(`${origin(tenant)}/persoenlicherbereich`);
  });

  await console.context().close();
  await referrer.context().close();
});
