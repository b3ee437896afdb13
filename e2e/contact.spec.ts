import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { decidedVisitor } from './support/context.ts';
import { waitForMail } from './support/mailbox.ts';
import { origin } from './support/tenants.ts';

test('the contact form shows field errors, solves the captcha in the browser and mails the tenant’s support', async ({
  browser,
}) => {
  const page = await (await decidedVisitor(browser, 'telko')).newPage();
  await page.goto(`${origin('telko')}/kontakt`);
  const form = page.locator('form');

  // Bad input: messages at the fields, nothing sent.
  await form.getByLabel(/^E-Mail-Adresse/).fill('keine-adresse');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(form.getByText('Bitte geben Sie eine gültige E-Mail-Adresse ein.')).toBeVisible();
  await expect(form.getByText('Betreff ist ein Pflichtfeld')).toBeVisible();
  await expect(form.getByLabel(/^E-Mail-Adresse/)).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  const subject = `Prämie fehlt ${Date.now()}`;
  // An address of its own: receipts are limited per address and day.
  const sender = `kundin-${Date.now()}@example.org`;
  await form.getByLabel(/^E-Mail-Adresse/).fill(sender);
  await form.getByLabel(/^Betreff/).fill(subject);
  await form.getByLabel(/^Nachricht/).fill('Meine Prämie ist noch nicht angekommen.');
  await form.getByLabel('Eingangsbestätigung an mich senden').check();

  // The self-hosted proof-of-work captcha: tick it, let the browser do the work.
  await form.locator('altcha-widget input[type="checkbox"]').click();
  await expect(form.locator('altcha-widget input[type="checkbox"]')).toBeChecked({ timeout: 30_000 });
  await expect(form.locator('input[name="captcha"]')).not.toHaveValue('');
  await form.getByRole('button', { name: 'Nachricht senden' }).click();
  await expect(page.getByRole('status')).toHaveText('Vielen Dank! Ihre Nachricht wurde gesendet.');

  // The outbox worker delivers both mails to the harness's SMTP server.
  await waitForMail('support@telko.example', new RegExp(`^Kontaktformular: ${subject}$`));
  // The sender gets a fixed receipt: nothing they wrote is in it (the form is no mail relay).
  const receipt = await waitForMail(sender, /^Ihre Nachricht an Telko$/);
  expect(receipt.text).not.toContain('Meine Prämie');

  // The development mailbox lists the outbox, sent mails included.
  const mailbox = await page.context().newPage();
  await mailbox.goto(`${origin('telko')}/dev/mailbox`);
  const mail = mailbox.locator('article', { hasText: `Kontaktformular: ${subject}` });
  await expect(mail).toContainText('support@telko.example');
  await expect(
    mailbox.locator('article', { hasText: 'Ihre Nachricht an Telko' }).filter({ hasText: sender }),
  ).toHaveCount(1);
});
