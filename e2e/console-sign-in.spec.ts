import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { CONSOLE_ORIGIN, claimOperator, codeOf, consolePage, consoleVisitor } from './support/console.ts';

test.describe('operator console: sign-in with TOTP', () => {
  test('the sign-in page is never framed, accessible, and a wrong code is refused at the form', async ({
    browser,
  }) => {
    const context = await consoleVisitor(browser);
    const page = await context.newPage();
    const response = await page.goto(`${CONSOLE_ORIGIN}/`);
    expect(response?.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await expect(page).toHaveURL(/\/anmelden/);
    await expect(page.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('E-Mail-Adresse').fill(claimOperator('finance').email);
    await page.getByLabel('Sechsstelliger Code').fill('12');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByText('Code ist nicht gültig')).toBeVisible();
    await expect(page.getByLabel('Sechsstelliger Code')).toHaveAttribute('aria-invalid', 'true');
    await context.close();
  });

  test('signs in with e-mail and code by keyboard alone and lands on the overview', async ({ browser }) => {
    const context = await consoleVisitor(browser);
    const page = await context.newPage();
    await page.goto(`${CONSOLE_ORIGIN}/anmelden`);
    await page.getByLabel('E-Mail-Adresse').focus();
    const operator = claimOperator('finance');
    await page.keyboard.type(operator.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(await codeOf(operator));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Bereiche' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await expect(page).toHaveURL(/\/anmelden/);
    await context.close();
  });

  test('a stored session opens the console; the language switches to English', async ({ browser }) => {
    const page = await consolePage(browser, 'support');
    await expect(page.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeVisible();
    await page.getByRole('button', { name: 'Switch to English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);
    await page.context().close();
  });
});
