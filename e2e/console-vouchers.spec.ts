import { DEFAULT_PAYOUT_WEEKS } from '@kwk/shared/lifecycle/payout-period';
import { payoutKindTiming } from '@kwk/shared/rewards/reward-pickup.schemas';
import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { decidedVisitor } from './support/context.ts';
import { waitForMail } from './support/mailbox.ts';
import { pickupLink, readyReferral } from './support/ready-referral.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

// Vouchers (issue 15): a referrer chooses a voucher while the pool is empty, so the reward waits
// and support sees it; finance imports codes in the console (a faulty file first, named by line);
// the issue job then mails the code to the referrer. Finance gives the pool its shop, validity and
// how to redeem (issue 30, item 5), and the mail carries them.
const tenant = 'telko';
const base = origin(tenant);
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;

/** Runs the voucher issue job now (development route) instead of waiting for its minute. */
async function issueVouchersNow() {
  const url = new URL('/dev/vouchers/issue', base);
  url.hostname = '127.0.0.1';
  const res = await fetch(url, { method: 'POST' });
  expect(res.status).toBe(200);
}

const waitingRow = (page: Page) =>
  page
    .getByRole('table', { name: 'Wartende Prämien je Mandant und Wert' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: tenant }) });

test('a voucher chosen without stock waits, finance imports codes, and the code arrives by mail', async ({
  browser,
}) => {
  test.slow(); // a recommendation, its recipient and partner events before the screens
  const id = run();
  const email = `gutschein-${id}@example.org`;
  await readyReferral(tenant, email, id);
  const link = await pickupLink(email);

  await test.step('the referrer chooses a voucher by e-mail', async () => {
    const context = await decidedVisitor(browser, tenant);
    const page = await context.newPage();
    await page.goto(link);
    await page.getByRole('link', { name: deText('rewards.choose') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'PraemieDaten'));
    await page.getByRole('radio', { name: deText('rewards.payout.Gutschein') }).check();
    await page.getByRole('button', { name: deText('rewards.form.submit') }).click();
    await expect(page).toHaveURL(`${base}/praemiedanke`);
    await expect(page.getByText(payoutKindTiming('de', 'Gutschein', DEFAULT_PAYOUT_WEEKS))).toBeVisible();
    await context.close();
  });

  // No code of this value yet: the job leaves the reward waiting.
  await issueVouchersNow();

  let value = '';
  await test.step('support sees the reward waiting, without the pools or the import', async () => {
    const page = await consolePage(browser, 'support', '/gutscheine');
    await expect(page.getByRole('heading', { level: 1, name: 'Gutscheine' })).toBeVisible();
    const row = waitingRow(page);
    await expect(row).toHaveCount(1);
    value = (await row.getByRole('cell').first().innerText()).trim();
    expect(value).toMatch(/€/);
    await expect(page.getByRole('heading', { name: 'Codes importieren' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  await test.step('finance imports a faulty file (named by line), then a good one, by keyboard', async () => {
    const page = await consolePage(browser, 'finance', '/gutscheine');
    await expect(page.getByRole('heading', { level: 1, name: 'Gutscheine' })).toBeVisible();
    await expect(waitingRow(page)).toHaveCount(1);
    await expectNoAxeViolations(page);

    const form = page.getByRole('region', { name: 'Codes importieren' });
    await form.getByLabel('Mandant').selectOption(tenant);
    await form.getByLabel('Wert').focus();
    await page.keyboard.type(value);
    const file = form.getByLabel('CSV-Datei');
    await file.setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Code\nE2E-${id}-A\n\nE2E-${id}-A\n`),
    });
    await form.getByRole('button', { name: 'Importieren' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByText('Zeile 3: Die Zeile ist leer.')).toBeVisible();
    await expect(form.getByText('Zeile 4: Der Code steht schon in Zeile 2.')).toBeVisible();
    await expect(file).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await file.setInputFiles({
      name: 'codes.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`Code\r\nE2E-${id}-A\r\nE2E-${id}-B\r\n`),
    });
    await form.getByRole('button', { name: 'Importieren' }).focus();
    await page.keyboard.press('Enter');
    await expect(form.getByRole('status')).toContainText(`2 Codes importiert für ${tenant}`);
    const pools = page.getByRole('table', { name: 'Gutscheinbestände je Mandant und Wert' });
    await expect(pools.getByRole('row').filter({ hasText: value })).toContainText(tenant);
    await expectNoAxeViolations(page);

    // Issue 30, item 5: what people read about the pool's codes, at a phone's width and a desk's.
    const details = page.getByRole('region', { name: 'Angaben zu einem Bestand' });
    await details.getByLabel('Bestand').selectOption({ label: `${tenant}, ${value}` });
    await expect(pools.getByRole('row').filter({ hasText: value })).toContainText('Fehlt: Shop');
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await details.getByLabel('Shop oder Marke').fill('');
      await details.getByRole('button', { name: 'Speichern' }).click();
      const shop = details.getByLabel('Shop oder Marke');
      await expect(shop).toHaveAttribute('aria-invalid', 'true');
      await expect(details.getByText('Bitte den Shop oder die Marke angeben')).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await details.getByLabel('Shop oder Marke').fill(`Elektromarkt ${id}`);
    await details.getByLabel('Gültig bis').fill('2027-12-31');
    await details.getByLabel('So lösen Sie ihn ein (Deutsch)').fill('Im Warenkorb eingeben.');
    await details.getByLabel('Link zum Einlösen (optional)').fill('https://elektromarkt.example/einloesen');
    await details.getByRole('button', { name: 'Speichern' }).click();
    await expect(details.getByRole('status')).toContainText('Die Angaben sind gespeichert.');
    await expect(pools.getByRole('row').filter({ hasText: value })).toContainText('Vollständig');
    await page.context().close();
  });

  await test.step('the issue job mails one of the codes; nothing waits any more', async () => {
    await issueVouchersNow();
    const voucher = await waitForMail(email, /Ihr Gutschein/);
    expect(voucher.text).toMatch(new RegExp(`E2E-${id}-[AB]`));
    expect(voucher.text).toContain(`Gutschein von: Elektromarkt ${id}`);
    expect(voucher.text).toContain('Gültig bis: 31.12.2027');
    expect(voucher.text).toContain('https://elektromarkt.example/einloesen');
    const page = await consolePage(browser, 'support', '/gutscheine');
    await expect(page.getByText('Keine Prämie wartet auf einen Gutschein.')).toBeVisible();
    await page.context().close();
  });
});
