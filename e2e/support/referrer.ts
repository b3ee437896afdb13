import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { decidedVisitor } from './context.ts';
import { linkIn, waitForMail } from './mailbox.ts';
import { E2E_PORT, origin } from './tenants.ts';
import { deText } from './texts.ts';

const label = (key: string) => deText(`account.${key}`);

/** E-mail and password into the login form, then submit. */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel(label('login.email')).fill(email);
  await page.getByLabel(label('login.password'), { exact: true }).fill(password);
  await page.getByRole('button', { name: label('login.submit') }).click();
}

/** The new password and its repetition, as the reset, change and register forms ask for them. */
export async function fillNewPassword(page: Page, password: string, repeated = password): Promise<void> {
  await page.getByLabel(label('password.new'), { exact: true }).fill(password);
  await page.getByLabel(label('password.repeat')).fill(repeated);
}

/** A referrer registered through the API (`POST account/createEmpfehler`): their mailed access link. */
export async function registeredReferrer(page: Page, tenant: string, email: string): Promise<string> {
  // The API names the tenant in its path; Node (unlike Chromium) does not resolve `*.localhost`.
  const response = await page.request.post(
    `http://localhost:${E2E_PORT}/api/v1/${tenant}/account/createEmpfehler`,
    {
      data: { Vorname: 'Karl', Nachname: 'Konto', Email: email, Teilnahmeberechtigt: true },
      headers: { 'Accept-Language': 'de' },
    },
  );
  expect(response.status()).toBe(202);
  const mail = await waitForMail(email, /Ihr Zugang zum persönlichen Bereich/);
  return linkIn(mail, /\/login\?token=/);
}

/**
 * A referrer with a password, signed in: registered, the access link opened, the password set on
 * /registrieren, in the personal area of a fresh browser context.
 */
export async function signedInReferrer(
  browser: Browser,
  tenant: string,
  email: string,
  password: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await page.goto(await registeredReferrer(page, tenant, email));
  await expect(page).toHaveURL(`${origin(tenant)}/registrieren`);
  await fillNewPassword(page, password);
  await page.getByRole('button', { name: label('register.submit') }).click();
  await expect(page).toHaveURL(`${origin(tenant)}/persoenlicherbereich`);
  return { context, page };
}

/** A link of the main navigation; below the xl breakpoint the navbar sits behind its menu button (spec §9). */
export async function navLink(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: deText('nav.main') });
  const menu = page.getByRole('button', { name: deText('nav.menu') });
  if ((await menu.isVisible()) && (await menu.getAttribute('aria-expanded')) === 'false') await menu.click();
  return nav.getByRole('link', { name });
}

/** A referrer without a password (created by their first recommendation) signs in via "forgot password". */
export async function signInByForgottenPassword(page: Page, email: string, tenant = 'telko'): Promise<void> {
  await page.goto(`${origin(tenant)}/passwortvergessen`);
  await page.getByLabel(deText('account.login.email')).fill(email);
  await page.getByRole('button', { name: deText('account.forgot.submit') }).click();
  await expect(page.getByRole('status').filter({ hasText: deText('account.forgot.sent') })).toBeVisible();
  await page.goto(linkIn(await waitForMail(email, /Neues Passwort festlegen/), /\/passwortsetzen\?token=/));
  await fillNewPassword(page, 'Praemie2026');
  await page.getByRole('button', { name: deText('account.reset.submit') }).click();
  await expect(page).toHaveURL(`${origin(tenant)}/persoenlicherbereich`);
}
