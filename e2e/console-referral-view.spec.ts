import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { heldRecommendation } from './support/held-recommendation.ts';

// One support view of a referral (issue 29, item 4; decision 066): every section on one page at a
// phone's and a desktop's width, and an action from there — the held fraud review, released.
const WIDTHS = [390, 1280] as const;

async function atBothWidths(page: Page, check: () => Promise<void>) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    await check();
    await expectNoAxeViolations(page);
  }
}

test('support reads a held referral’s parties, timeline, rewards, review, goodwill and mails, and releases it there', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const nr = await heldRecommendation('telko');
  const page = await consolePage(browser, 'support', `/support?suche=${nr}`);
  await page
    .getByRole('table', { name: /Treffer für/ })
    .getByRole('link', { name: String(nr) })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: `Empfehlung ${nr}` })).toBeVisible();

  const region = (name: string) => page.getByRole('region', { name, exact: true });
  const fraud = region('Betrugsprüfung');
  await test.step('every section, from the server’s rows', async () => {
    await atBothWidths(page, async () => {
      // Support's role sees the referrer's name in full.
      await expect(region('Beteiligte')).toContainText('Fritz Prüfer');
      await expect(region('Verlauf').getByRole('listitem').first()).toContainText('Empfehlung angelegt');
      await expect(region('Verlauf')).toContainText('Betrugssignal');
      await expect(region('Prämien')).toContainText('Keine Prämie gutgeschrieben.');
      await expect(fraud).toContainText('zurückgehalten seit');
      await expect(fraud).toContainText('Wegwerf-E-Mail-Adresse');
      await expect(region('Kulanzfälle')).toBeVisible();
      const mails = region('E-Mails').getByRole('table', { name: 'E-Mails zu dieser Empfehlung' });
      await expect(mails.getByRole('row').filter({ hasText: 'referral.optin' })).toHaveCount(1);
    });
  });

  await test.step('the held review is decided from the view, with a reason, by keyboard', async () => {
    await fraud.getByRole('button', { name: 'Betrugsprüfung entscheiden' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Empfehlung ${nr}` })).toBeFocused();
    await expectNoAxeViolations(page);
    await fraud.getByLabel('Begründung').focus();
    await page.keyboard.type('Bekannter Kunde, Wegwerfadresse nur für Werbung.');
    await page.keyboard.press('Tab');
    await expect(fraud.getByRole('button', { name: 'Freigeben' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(fraud.getByRole('status')).toHaveText(
      `Empfehlung ${nr} wurde freigegeben; ihre Prämie wird gutgeschrieben, sobald die Fristen abgelaufen sind.`,
    );
    await atBothWidths(page, async () => {
      await expect(fraud).toContainText('freigegeben am');
      await expect(fraud).toContainText('Bekannter Kunde, Wegwerfadresse nur für Werbung.');
      await expect(fraud.getByRole('button', { name: 'Betrugsprüfung entscheiden' })).toHaveCount(0);
      await expect(region('Verlauf')).toContainText('Betrugsprüfung: freigegeben');
    });
  });
  await page.context().close();
});
