import { ERRORS } from '@kwk/shared/errors/error-codes';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { issueLoginToken } from './support/partner.ts';
import { logIn, navLink, signedInReferrer } from './support/referrer.ts';
import { changedConfiguration, startHeading } from './support/start-page.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

// Meine Daten and its pages (issue 5, spec §2 "My data", §4 newsletter, §5 IBAN, §6 roles): the
// newsletter by double opt-in, bank data, customer number, deleting the account, the host system's
// admin login and the silent autologin; axe on every screen in the state that matters.
const tenant = 'telko';
const base = origin(tenant);
const PASSWORD = 'Meinedaten2026';
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('kwk_session'));
const section = (page: Page, key: string) => page.getByRole('region', { name: deText(key) });

/** A freshly signed-in referrer on a page of Meine Daten, reached by its link there. */
async function onMyDataPage(browser: Browser, id: string, link: string, path: string, route: string) {
  const { context, page } = await signedInReferrer(
    browser,
    tenant,
    `daten-${id}-${run()}@example.org`,
    PASSWORD,
  );
  await page.goto(`${base}/meinedaten`);
  await page.getByRole('link', { name: deText(link) }).click();
  await expect(page).toHaveURL(`${base}${path}`);
  await expect(heading(page)).toHaveText(pageTitle('de', route));
  return { context, page };
}

test('telko: Meine Daten from the navigation; the account’s language switches the page too', async ({
  browser,
}) => {
  const email = `daten-sprache-${run()}@example.org`;
  const { context, page } = await signedInReferrer(browser, tenant, email, PASSWORD);
  await (await navLink(page, deText('nav.myData'))).click();
  await expect(page).toHaveURL(`${base}/meinedaten`);
  await expect(heading(page)).toHaveText(pageTitle('de', 'MeineDaten'));
  await expect(section(page, 'myData.account.title')).toContainText('Karl Konto');
  await expect(page.getByRole('link', { name: deText('myData.account.changePassword') })).toHaveAttribute(
    'href',
    '/passwortaendern',
  );

  const language = section(page, 'myData.language.title');
  await language.getByLabel('English').check();
  await language.getByRole('button', { name: deText('myData.language.submit') }).click();
  await expect(heading(page)).toHaveText(pageTitle('en', 'MeineDaten'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('status').filter({ hasText: 'Your language has been saved.' })).toBeVisible();
  await page.reload();
  await expect(heading(page)).toHaveText(pageTitle('en', 'MeineDaten'));
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expectNoAxeViolations(page);
  await context.close();
});

test('telko: the newsletter from Meine Daten — subscribe, confirm by mail, unsubscribe', async ({
  browser,
}) => {
  const email = `daten-news-${run()}@example.org`;
  const { context, page } = await signedInReferrer(browser, tenant, email, PASSWORD);
  const newsletter = section(page, 'newsletter.title');

  await test.step('subscribing mails the confirmation link; asking again says it went out already', async () => {
    await page.goto(`${base}/meinedaten`);
    await expect(heading(page)).toHaveText(pageTitle('de', 'MeineDaten'));
    await expect(newsletter).toContainText(deText('newsletter.state.optedOut'));
    await newsletter.getByRole('button', { name: deText('newsletter.action.subscribe') }).click();
    const status = newsletter.getByRole('status');
    await expect(status).toHaveText(deText('newsletter.outcome.mailed'));
    await expect(status).toBeFocused();
    await expect(newsletter).toContainText(/noch nicht bestätigt/);
    await newsletter.getByRole('button', { name: deText('newsletter.action.resend') }).click();
    await expect(status).toHaveText(deText('newsletter.outcome.alreadyMailed'));
  });

  const mail = await waitForMail(email, /Newsletter-Anmeldung/);
  const link = linkIn(mail, /\/empfehler\/newsletter\/optin\?token=/);

  await test.step('the link confirms once; Meine Daten shows the referrer opted in', async () => {
    await page.goto(link);
    await expect(heading(page)).toHaveText(pageTitle('de', 'NewsletterOptin'));
    await expect(page.getByRole('status').filter({ hasText: deText('newsletter.optin.done') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`${base}/meinedaten`);
    await expect(newsletter).toContainText(deText('newsletter.state.optedIn'));
  });

  await test.step('unsubscribing', async () => {
    await newsletter.getByRole('button', { name: deText('newsletter.action.unsubscribe') }).click();
    await expect(newsletter.getByRole('status')).toHaveText(deText('newsletter.outcome.optedOut'));
    await expect(newsletter).toContainText(deText('newsletter.state.optedOut'));
  });

  await test.step('the used link says so', async () => {
    await page.goto(link);
    await expect(page.getByRole('alert')).toHaveText(deText('newsletter.optin.used'));
    await expectNoAxeViolations(page);
  });

  await test.step('the opt-out page: signed in one button, signed out the way to Login and back', async () => {
    await page.goto(`${base}/empfehler/newsletter/optout`);
    await page.getByRole('button', { name: deText('newsletter.optout.confirm') }).click();
    await expect(
      page.getByRole('status').filter({ hasText: deText('newsletter.optout.done') }),
    ).toBeFocused();
    await expectNoAxeViolations(page);
    const visitor = await (await decidedVisitor(browser, tenant)).newPage();
    await visitor.goto(`${base}/empfehler/newsletter/optout`);
    await expect(visitor.getByRole('alert')).toHaveText(ERRORS['auth.login_required'].de);
    await expect(visitor.getByRole('link', { name: deText('account.signIn') })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fempfehler%2Fnewsletter%2Foptout',
    );
  });

  await context.close();
});

test('telko: bank data — stored masked with the BIC, refused at the field, deleted', async ({ browser }) => {
  const { context, page } = await onMyDataPage(
    browser,
    'bank',
    'myData.more.bankData',
    '/empfehler/bankdaten',
    'EmpfehlerBankdaten',
  );
  await expect(page.getByText(deText('bankData.none'))).toBeVisible();
  await expectNoAxeViolations(page);

  const iban = page.getByLabel(deText('bankData.iban'));
  await page.getByLabel(deText('bankData.holder')).fill('Anna Berg');
  await iban.fill('DE12 3456');
  await page.getByRole('button', { name: deText('bankData.submit') }).click();
  await expect(iban).toHaveAttribute('aria-invalid', 'true');
  await expect(iban).toBeFocused();
  await expect(iban).toHaveAccessibleDescription(/IBAN ist nicht gültig/);
  await expectNoAxeViolations(page);

  await iban.fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: deText('bankData.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: deText('bankData.saved') })).toBeFocused();
  const stored = section(page, 'bankData.storedTitle');
  await expect(stored).toContainText('Anna Berg');
  await expect(stored).toContainText('DE•• •••• •••• •••• ••30 00');
  await expect(stored).toContainText('COBADEFFXXX');
  await expect(stored).not.toContainText('0532');
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(stored).toContainText('COBADEFFXXX');
  await stored.getByRole('button', { name: deText('bankData.delete') }).click();
  await expect(page.getByRole('status').filter({ hasText: deText('bankData.deleted') })).toBeVisible();
  await page.reload();
  await expect(page.getByText(deText('bankData.none'))).toBeVisible();
  await context.close();
});

test('telko: the customer number — a wrong one at the field, then set', async ({ browser }) => {
  const { context, page } = await onMyDataPage(
    browser,
    'kunde',
    'myData.more.customerNumber',
    '/kundennummer',
    'KundenNummer',
  );
  await expect(page.getByText(deText('customerNumber.none'))).toBeVisible();

  const field = page.getByLabel(deText('customerNumber.label'), { exact: true });
  await field.fill('12');
  await page.getByRole('button', { name: deText('customerNumber.submit') }).click();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(/Kundennummer ist nicht gültig/);
  await expect(field).toBeFocused();
  await expectNoAxeViolations(page);

  await field.fill('K-1234567');
  await page.getByRole('button', { name: deText('customerNumber.submit') }).click();
  await expect(page.getByText(deText('customerNumber.saved'))).toBeVisible();
  await page.reload();
  await expect(page.getByText(deText('customerNumber.current', { number: 'K-1234567' }))).toBeVisible();
  await context.close();
});

test('telko: deleting the account — confirmed in a dialog, signed out, the password no longer works', async ({
  browser,
}) => {
  const email = `daten-weg-${run()}@example.org`;
  const { context, page } = await signedInReferrer(browser, tenant, email, PASSWORD);
  await page.goto(`${base}/meinedaten`);
  await expect(section(page, 'myData.account.title')).toContainText(email);
  await expectNoAxeViolations(page);

  const opener = page.getByRole('button', { name: deText('myData.delete.open') });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: deText('myData.delete.dialogTitle') });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(deText('myData.delete.anonymised'));
  await expect(dialog.getByRole('button', { name: deText('myData.delete.cancel') })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await opener.click();
  await dialog.getByRole('button', { name: deText('myData.delete.confirm') }).click();
  await expect(page).toHaveURL(`${base}/`);
  await expect(page.locator('.page-notice')).toHaveText(deText('myData.delete.done'));
  expect(await storedSession(page)).toBeNull();

  await page.goto(`${base}/login`);
  await logIn(page, email, PASSWORD);
  await expect(
    page.getByRole('alert').filter({ hasText: ERRORS['auth.wrong_credentials'].de }),
  ).toBeVisible();
  await context.close();
});

test('telko: admin login — the host system’s link signs in once; no bank data without the mailed link', async ({
  browser,
}) => {
  const email = `daten-host-${run()}@example.org`;
  const issued = await issueLoginToken(base, tenant, { Email: email, Vorname: 'Hanna', Nachname: 'Host' });
  expect(issued.status).toBe(201);
  const link = String(issued.body.Link);
  expect(link).toMatch(new RegExp(`^${base}/login/[\\w-]{43}$`));

  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await page.goto(link);
  await expect(page).toHaveURL(`${base}/persoenlicherbereich`);
  expect(JSON.parse((await storedSession(page)) ?? 'null')?.user?.Email).toBe(email);

  await page.goto(`${base}/empfehler/bankdaten`);
  await page.getByLabel(deText('bankData.holder')).fill('Hanna Host');
  await page.getByLabel(deText('bankData.iban')).fill('DE89 3704 0044 0532 0130 00');
  await page.getByRole('button', { name: deText('bankData.submit') }).click();
  await expect(page.getByRole('alert')).toHaveText(ERRORS['rewards.bankdata_link_required'].de);

  const again = await (await decidedVisitor(browser, tenant)).newPage();
  await again.goto(link);
  await expect(heading(again)).toHaveText(pageTitle('de', 'AdminLogin'));
  await expect(again.getByRole('alert')).toHaveText(ERRORS['auth.token_used'].de);
  await expect(again.getByRole('link', { name: deText('account.signIn') })).toHaveAttribute('href', '/login');
  expect(await storedSession(again)).toBeNull();
  await expectNoAxeViolations(again);
  await context.close();
});

test('telko with autologin: a host token signs in silently, a refused one does not loop; Meine Daten is off', async ({
  browser,
}) => {
  const context = await decidedVisitor(browser, tenant);
  // No demo tenant runs with autologin, so this browser sees telko's configuration with it switched on.
  await changedConfiguration(context, tenant, (mandant) => ({
    ...mandant,
    Rules: { ...mandant.Rules, IsAutologin: true },
  }));
  const page = await context.newPage();

  await page.goto(`${base}/?token=${'x'.repeat(43)}`);
  await expect(heading(page)).toHaveText(await startHeading(page, tenant));
  expect(await storedSession(page)).toBeNull();
  await page.goto(`${base}/persoenlicherbereich`);
  await expect(page).toHaveURL(`${base}/`);

  const email = `daten-auto-${run()}@example.org`;
  const issued = await issueLoginToken(base, tenant, { Email: email, Vorname: 'Arne', Nachname: 'Auto' });
  await page.goto(`${base}/persoenlicherbereich?token=${issued.body.Token}`);
  // The guard signs in before the page renders; the load event can come first.
  await expect(heading(page)).toHaveText(pageTitle('de', 'PersoenlicherBereich'));
  await expect(page).toHaveURL(/\/persoenlicherbereich\?token=/);
  expect(JSON.parse((await storedSession(page)) ?? 'null')?.user?.Email).toBe(email);

  await page.goto(`${base}/meinedaten`);
  await expect(page).toHaveURL(`${base}/`);
  await context.close();
});
