import { readFile } from 'node:fs/promises';
import { type Browser, expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { waitForMail } from './support/mailbox.ts';
import { uniqueIban } from './support/recipient.ts';
import { signedInReferrer } from './support/referrer.ts';
import { seededRewardComplaint } from './support/seed.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

// The German tax notice (issue 15, §22 Nr. 3 EStG: less than 256 € a year is tax-free): the
// referrer is told before choosing a reward that reaches the limit, the personal area shows the
// year's paid sum, and finance downloads what was paid per referrer and year from the console.
const tenant = 'telko';
const base = origin(tenant);
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const berlinYear = () =>
  Number(new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', year: 'numeric' }).format(new Date()));

/**
 * A goodwill reward of `euro` for the referrer: a complaint by the contact form, granted by support
 * and, above telko's threshold of 100 €, approved by finance (issue 27, item 2).
 */
async function goodwillReward(browser: Browser, email: string, euro: string) {
  await seededRewardComplaint(tenant, email, 'Meine Prämien sind nie angekommen.');

  const support = await consolePage(browser, 'support', '/kulanz');
  await support.getByRole('button', { name: `Fall von ${email} entscheiden` }).click();
  await support.getByLabel('Betrag in Euro').fill(euro);
  await support.getByLabel('Begründung').fill('Mehrere Prämien wurden nicht ausgelöst.');
  await support.getByRole('button', { name: 'Entscheidung speichern' }).click();
  await expect(support.getByRole('status').filter({ hasText: 'wartet auf die Freigabe' })).toBeVisible();
  await support.context().close();

  const finance = await consolePage(browser, 'finance', '/kulanz-freigaben');
  await finance.getByRole('button', { name: `für ${email} prüfen` }).click();
  await finance.getByRole('textbox', { name: 'Begründung' }).fill('Beleg geprüft, die Prämien fehlten.');
  await finance.getByRole('button', { name: 'Entscheidung speichern' }).click();
  await expect(finance.getByRole('status').filter({ hasText: 'Freigegeben' })).toBeVisible();
  await finance.context().close();
  await waitForMail(email, /Ihr Anliegen zu einer Prämie/);
}

test('telko: a reward that reaches 256 € this year shows the tax notice before the choice', async ({
  browser,
}) => {
  test.setTimeout(150_000);
  const email = `steuer-${run()}@example.org`;
  const { context, page } = await signedInReferrer(browser, tenant, email, 'Steuer2026');
  const year = berlinYear();

  await test.step('the personal area shows this year’s paid sum and the rule', async () => {
    const account = page.getByRole('region', { name: deText('area.account.title') });
    await expect(account).toContainText(`Ausgezahlt im Jahr ${year}`);
    await expect(account).toContainText(deText('area.account.taxFree'));
    await expectNoAxeViolations(page);
  });

  await goodwillReward(browser, email, '256');

  await test.step('the pickup names the limit before the choice', async () => {
    await page.goto(`${base}/praemie`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'PraemieWaehlen'));
    await page.getByRole('link', { name: deText('rewards.choose') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'PraemieDaten'));
    const notice = page.getByRole('region', { name: deText('rewards.tax.title') });
    await expect(notice).toContainText(deText('rewards.tax.rule'));
    await expect(notice).toContainText(
      new RegExp(
        `Mit dieser Prämie erreichen Ihre Auszahlungen im Jahr ${year} zusammen 256\\s€ \\(bisher ausgezahlt: 0\\s€\\)`,
      ),
    );
    // The notice comes before the choice's form, so it is read first.
    const form = page.getByRole('button', { name: deText('rewards.form.submit') });
    const [noticeTop, formTop] = await Promise.all([notice.boundingBox(), form.boundingBox()]);
    expect(noticeTop!.y).toBeLessThan(formTop!.y);
    await expectNoAxeViolations(page);

    // Paid by transfer: a voucher of this value would wait for stock in the vouchers spec's table.
    await page.getByRole('radio', { name: deText('rewards.payout.Ueberweisung') }).check();
    await page.getByLabel(deText('rewards.form.kontoinhaber')).fill('Erika Muster');
    await page.getByLabel(deText('rewards.form.iban')).fill(uniqueIban());
    await form.click();
    await expect(page).toHaveURL(`${base}/praemiedanke`);
  });
  await context.close();
});

test('finance downloads what a tenant paid per referrer and year as CSV; a wrong year is named at the field', async ({
  browser,
}) => {
  const page = await consolePage(browser, 'finance', '/steuer');
  await expect(page.getByRole('heading', { level: 1, name: 'Steuer-Export' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Steuer-Export' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Mandant').selectOption('telko');
  const yearField = page.getByLabel('Jahr', { exact: true });
  await yearField.fill('20x6');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  await expect(yearField).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Jahr ist nicht gültig')).toBeVisible();
  await expect(yearField).toBeFocused();
  await expectNoAxeViolations(page);

  const year = String(berlinYear());
  await yearField.fill(year);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV herunterladen' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toBe(`steuer-telko-${year}.csv`);
  const text = await readFile((await file.path())!, 'utf8');
  const [header, ...rows] = text
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe(
    'Rolle,Nummer,Vorname,Nachname,E-Mail,Jahr,Auszahlungen,Summe_Cent,Summe_EUR,Steuerfrei',
  );
  for (const row of rows) expect(row).toContain(`,${year},`);
  await expect(page.getByRole('status')).toHaveText('Der Export ist heruntergeladen.');
  await expectNoAxeViolations(page);
  await page.context().close();

  // Support has no tax export: no link, and the screen is not theirs.
  const support = await consolePage(browser, 'support', '/');
  await expect(support.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(support.getByRole('link', { name: 'Steuer-Export' })).toHaveCount(0);
  await support.context().close();
});
