import { expect, type Page } from '@playwright/test';
import { origin } from './tenants.ts';

/**
 * A reward complaint (Reklamation zu einer Prämie) through the contact form of `tenant`, captcha
 * solved, ending on /kulanzdanke: it opens a goodwill case for support.
 */
export async function fileRewardComplaint(page: Page, tenant: string, email: string, message: string) {
  const base = origin(tenant);
  await page.goto(`${base}/kontakt`);
  const form = page.locator('form');
  await form.getByLabel(/^E-Mail-Adresse/).fill(email);
  await form.getByRole('radio', { name: 'Eine Reklamation zu einer Prämie' }).check();
  await form.getByLabel(/^Betreff/).fill('Prämie fehlt');
  await form.getByLabel(/^Nachricht/).fill(message);
  await form.locator('altcha-widget input[type="checkbox"]').click();
  await expect(form.locator('altcha-widget input[type="checkbox"]')).toBeChecked({ timeout: 30_000 });
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page).toHaveURL(`${base}/kulanzdanke`);
}
