import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';

test.describe('operator console: figures per tenant', () => {
  test('finance sees the funnel as charts with their tables, and changes tenant and range by keyboard', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'finance', '/zahlen');
    await expect(page.getByRole('heading', { level: 1, name: 'Zahlen je Mandant' })).toBeVisible();
    const weeks = page.getByRole('table', { name: /^Trichter je Woche/ });
    // The default range: the last 12 weeks, every one a row, empty ones too.
    await expect(weeks.locator('tbody tr')).toHaveCount(12);
    await expect(page.getByRole('img', { name: /^Trichter im Zeitraum/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Klicks je Woche' })).toBeVisible();
    await expect(page.getByRole('table', { name: /^Trichter im Zeitraum/ }).locator('tbody tr')).toHaveCount(
      7,
    );
    // Paid rewards by count; the note says so when there is none (the payouts spec may have paid some).
    const paid = page.locator('.c-figures-rewards div').filter({ hasText: 'Ausgezahlt' }).locator('dd');
    await expect(paid).toHaveText(/€ \(\d+ /);
    const nonePaid = /\(0 /.test((await paid.textContent()) ?? '');
    await expect(page.getByText('Bisher ist keine Prämie ausgezahlt worden.')).toHaveCount(nonePaid ? 1 : 0);
    await expectNoAxeViolations(page);

    // Keyboard only: the tenant picker, then a range that is wrong, then a right one.
    await page.getByLabel('Mandant').focus();
    await page.keyboard.type('V');
    await expect(page.getByLabel('Mandant')).toHaveValue('partner');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Von')).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('29.11.2026');
    await page.keyboard.press('Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('02.11.2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Bis darf nicht vor Von liegen.')).toBeVisible();
    await expect(page.getByLabel('Bis')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Bis')).toBeFocused();
    await expectNoAxeViolations(page);

    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('29.11.2026');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('02.11.2026');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/mandant=partner&von=2026-11-02&bis=2026-11-29/);
    const partnerWeeks = page.getByRole('table', {
      name: /^Trichter je Woche: Vertriebspartner, 02\.11\.2026 – 29\.11\.2026/,
    });
    await expect(partnerWeeks.locator('tbody tr')).toHaveCount(4);
    await expect(partnerWeeks.locator('tbody th')).toHaveText([
      'KW 45/2026',
      'KW 46/2026',
      'KW 47/2026',
      'KW 48/2026',
    ]);
    await expect(page.getByLabel('Bis')).not.toHaveAttribute('aria-invalid', 'true');
    await page.context().close();
  });

  test('a range refused by the server shows its message at the field; English works too', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'finance', '/zahlen?mandant=telko&von=2026-11-29&bis=2026-11-02');
    await expect(page.getByText('Bis ist nicht gültig')).toBeVisible();
    await expect(page.getByLabel('Bis')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Bis')).toHaveValue('02.11.2026');
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await page.goto(page.url().replace(/\?.*$/, '?mandant=telko&von=2026-11-02&bis=2026-11-29'));
    await expect(page.getByRole('heading', { level: 1, name: 'Figures per tenant' })).toBeVisible();
    await expect(
      page.getByRole('table', { name: /^Funnel per week: Telko/ }).locator('tbody tr'),
    ).toHaveCount(4);
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
