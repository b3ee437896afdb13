import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { heldRecommendation } from './support/held-recommendation.ts';

test.describe('operator console: fraud review', () => {
  test('support reviews a held referral by keyboard, releases it with a reason, and it leaves the queue', async ({
    browser,
  }) => {
    const nr = await heldRecommendation('telko');
    const page = await consolePage(browser, 'support', '/betrug');
    await expect(page.getByRole('heading', { level: 1, name: 'Betrugsprüfung' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(`^${nr}\\b`) });
    await expect(row).toContainText('Wegwerf-E-Mail-Adresse');
    await expectNoAxeViolations(page);

    await row.getByRole('button', { name: `Empfehlung ${nr} prüfen` }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: `Empfehlung ${nr}` })).toBeFocused();
    // The evidence names the domain, never the address.
    const evidence = page.getByRole('definition').filter({ hasText: 'mailinator.com' });
    await expect(evidence).toHaveText('mailinator.com');
    await expectNoAxeViolations(page);

    // Without a reason the server refuses, at the field.
    await page.getByRole('button', { name: 'Freigeben' }).press('Enter');
    await expect(page.getByLabel('Begründung')).toHaveAttribute('aria-invalid', 'true');

    await page.getByLabel('Begründung').focus();
    await page.keyboard.type('Bekannter Kunde, Wegwerfadresse nur für Werbung.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Freigeben' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('status').filter({ hasText: `Empfehlung ${nr} wurde freigegeben` }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(`^${nr}\\b`) })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('the screen is support’s: finance has no fraud review in its navigation', async ({ browser }) => {
    const page = await consolePage(browser, 'finance', '/');
    await expect(page.getByRole('navigation').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Betrugsprüfung' })).toHaveCount(0);
    await page.context().close();
  });
});
