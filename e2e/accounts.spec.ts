import { PASSWORD_CHANGED_TEXT } from '@kwk/shared/accounts/account.schemas';
import { ERRORS } from '@kwk/shared/errors/error-codes';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { escapeRegExp } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { fillNewPassword, logIn, navLink, registeredReferrer, signedInReferrer } from './support/referrer.ts';
import { seededReferral } from './support/seed.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

// Signing in and the password screens of spec §2/§6 (issue 5): forgot and reset, login and logout,
// the mailed access link with the forced choice of a password, the change; keyboard only and axe.
const tenant = 'telko';
const base = origin(tenant);
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const storedSession = (page: Page) => page.evaluate(() => localStorage.getItem('kwk_session'));
const label = (key: string) => deText(`account.${key}`);

/** A referrer with a password, set by the access link and /registrieren in a browser that then closes. */
async function referrerWithPassword(browser: Browser, password: string): Promise<string> {
  const email = `konto-${run()}@example.org`;
  await (await signedInReferrer(browser, tenant, email, password)).context.close();
  return email;
}

test('telko: a referrer sets a password through "forgot password", logs out and in, and changes it', async ({
  browser,
}) => {
  const shared = await seededReferral(tenant, { run: run(), split: 'self' });
  const email = shared.referrer.email;
  const first = 'Sommer2026';
  const second = 'Winter2027x';
  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();

  await test.step('forgot password: the same answer for every address, and a mail with the link', async () => {
    await page.goto(`${base}/passwortvergessen`);
    await expect(heading(page)).toHaveText(pageTitle('de', 'PasswortVergessen'));
    await expectNoAxeViolations(page);
    await page.getByLabel(label('login.email')).fill(email);
    await page.getByRole('button', { name: label('forgot.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: label('forgot.sent') })).toBeFocused();
    await expectNoAxeViolations(page);
    // An unknown address reads exactly the same.
    await page.goto(`${base}/passwortvergessen`);
    await page.getByLabel(label('login.email')).fill(`niemand-${run()}@example.org`);
    await page.getByRole('button', { name: label('forgot.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: label('forgot.sent') })).toBeVisible();
  });

  await test.step('the reset link: rules as a checklist, then signed in to the personal area', async () => {
    const mail = await waitForMail(email, /Neues Passwort festlegen/);
    await page.goto(linkIn(mail, /\/passwortsetzen\?token=/));
    await expect(heading(page)).toHaveText(pageTitle('de', 'PasswortZuruecksetzen'));
    const field = page.getByLabel(label('password.new'), { exact: true });
    await expect(field).toBeVisible();
    await expect(field).toHaveAccessibleDescription(/mindestens 8 Zeichen.*mindestens eine Ziffer/);
    await fillNewPassword(page, 'sommer', 'sommer');
    await expect(page.locator('[aria-live="polite"]:not(.page-notice)')).toHaveText(
      'Das Passwort braucht noch: mindestens 8 Zeichen, mindestens ein Großbuchstabe, mindestens eine Ziffer.',
    );
    await page.getByRole('button', { name: label('reset.submit') }).click();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toBeFocused();
    await expectNoAxeViolations(page);
    await fillNewPassword(page, first);
    await expect(page.locator('[aria-live="polite"]:not(.page-notice)')).toHaveText(label('password.allMet'));
    await page.getByRole('button', { name: label('reset.submit') }).click();
    await expect(page).toHaveURL(`${base}/persoenlicherbereich`);
    await expect(heading(page)).toHaveText(pageTitle('de', 'PersoenlicherBereich'));
    expect(JSON.parse((await storedSession(page)) ?? 'null')?.user?.Email).toBe(email);
    await expect(await navLink(page, deText('nav.logout'))).toBeVisible();
  });

  await test.step('logout, a wrong password is refused, the new one works', async () => {
    await (await navLink(page, deText('nav.logout'))).click();
    await expect(page).toHaveURL(`${base}/login`);
    expect(await storedSession(page)).toBeNull();
    await expect(heading(page)).toHaveText(pageTitle('de', 'Login'));
    await logIn(page, email, 'Falsch2026');
    const alert = page.getByRole('alert').filter({ hasText: ERRORS['auth.wrong_credentials'].de });
    await expect(alert).toBeFocused();
    await expectNoAxeViolations(page);
    await logIn(page, email, first);
    await expect(page).toHaveURL(`${base}/persoenlicherbereich`);
  });

  await test.step('change password: a wrong current one fails at the field, then it is changed', async () => {
    await page.goto(`${base}/passwortaendern`);
    await expect(heading(page)).toHaveText(pageTitle('de', 'PasswortAendern'));
    await expectNoAxeViolations(page);
    const current = page.getByLabel(label('password.current'));
    await current.fill('Falsch2026');
    await fillNewPassword(page, second);
    await page.getByRole('button', { name: label('change.submit') }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: ERRORS['accounts.password_change_failed'].de }),
    ).toBeVisible();
    await expect(current).toHaveAttribute('aria-invalid', 'true');
    await expect(current).toHaveAccessibleDescription('Das aktuelle Passwort ist nicht korrekt.');
    await expect(current).toBeFocused();
    await expectNoAxeViolations(page);
    await current.fill(first);
    await fillNewPassword(page, second);
    await page.getByRole('button', { name: label('change.submit') }).click();
    await expect(page.getByRole('status').filter({ hasText: PASSWORD_CHANGED_TEXT.de })).toBeVisible();
  });

  await test.step('logged out, a page that needs login returns there after login', async () => {
    await page.goto(`${base}/logout`);
    await expect(page).toHaveURL(`${base}/login`);
    await page.goto(`${base}/passwortaendern`);
    await expect(page).toHaveURL(`${base}/login?redirect=%2Fpasswortaendern`);
    await logIn(page, email, first);
    await expect(
      page.getByRole('alert').filter({ hasText: ERRORS['auth.wrong_credentials'].de }),
    ).toBeVisible();
    await logIn(page, email, second);
    await expect(page).toHaveURL(`${base}/passwortaendern`);
  });

  await context.close();
});

test('telko: the mailed access link signs in once and asks for a password first', async ({ browser }) => {
  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  const email = `konto-${run()}@example.org`;
  const accessLink = await registeredReferrer(page, tenant, email);

  await test.step('the link signs in and leads to /registrieren (spec §6)', async () => {
    await page.goto(accessLink);
    await expect(page).toHaveURL(`${base}/registrieren`);
    await expect(heading(page)).toHaveText(pageTitle('de', 'RegistrierungAbschliessen'));
    expect(JSON.parse((await storedSession(page)) ?? 'null')?.user?.Email).toBe(email);
    await expect(page.getByLabel(label('password.new'), { exact: true })).toBeVisible();
    await expect(page.getByLabel(label('password.current'))).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step('choosing the password leads on to the personal area', async () => {
    await fillNewPassword(page, 'Herbst2026', 'Herbst2025');
    await page.getByRole('button', { name: label('register.submit') }).click();
    const repeat = page.getByLabel(label('password.repeat'));
    await expect(repeat).toHaveAttribute('aria-invalid', 'true');
    await expect(repeat).toBeFocused();
    await fillNewPassword(page, 'Herbst2026');
    await page.getByRole('button', { name: label('register.submit') }).click();
    await expect(page).toHaveURL(`${base}/persoenlicherbereich`);
  });

  await test.step('the same link again is refused, with the way to a new one', async () => {
    await page.goto(accessLink);
    await expect(page.getByRole('alert').filter({ hasText: ERRORS['auth.token_used'].de })).toHaveText(
      'Dieser Link wurde bereits zur Anmeldung verwendet.',
    );
    await expect(page.getByRole('link', { name: label('link.newLink') })).toHaveAttribute(
      'href',
      '/passwortvergessen',
    );
    expect(await storedSession(page)).toBeNull();
    await expectNoAxeViolations(page);
  });

  await test.step('a reset link that is not one is refused as expired', async () => {
    await page.goto(`${base}/passwortsetzen?token=${'x'.repeat(43)}`);
    await expect(page.getByRole('alert')).toHaveText(
      new RegExp(escapeRegExp(ERRORS['auth.link_expired'].de)),
    );
    await expect(page.getByRole('link', { name: label('link.newLink') })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await context.close();
});

test('telko: login with the keyboard only', async ({ browser }) => {
  const password = 'Tastatur2026';
  const email = await referrerWithPassword(browser, password);
  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await expect(heading(page)).toHaveText(pageTitle('de', 'Login'));
  await expectNoAxeViolations(page);

  const emailField = page.getByLabel(label('login.email'));
  for (let presses = 0; presses < 30; presses++) {
    if (await emailField.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(emailField).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(label('login.password'), { exact: true })).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base}/persoenlicherbereich`);
  // Focus moves to the new page's heading (route focus), so the keyboard user starts there.
  await expect(heading(page)).toBeFocused();
  await context.close();
});
