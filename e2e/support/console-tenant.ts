import { expect, type Page } from '@playwright/test';

/** A key no earlier run has taken (the e2e server may keep its data between runs). */
export const freshKey = (prefix: string) =>
  `${prefix}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** Creates a tenant in the console's list screen (the page shows its editor afterwards). */
export async function createTenant(page: Page, key: string, name: string, copyFrom?: string) {
  await page.getByRole('link', { name: 'Neuen Mandanten anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Neuen Mandanten anlegen' })).toBeVisible();
  await page.getByLabel('Schlüssel (API-Route)').fill(key);
  await page.getByLabel('Name der Marke').fill(name);
  if (copyFrom) await page.getByLabel('Einstellungen übernehmen von').selectOption(copyFrom);
  await page.getByRole('button', { name: 'Mandanten anlegen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Mandant ${name}` })).toBeVisible();
}

/** Publishes the open content draft on the console's Inhalte screen (decision 072). */
export async function publishContent(page: Page) {
  const panel = page.getByRole('region', { name: 'Entwurf und Veröffentlichung' });
  // A click event sent to the button itself: a framed preview takes focus when it routes, which a
  // pointer click or a key press after focusing could race.
  await panel.getByRole('button', { name: 'Veröffentlichen', exact: true }).dispatchEvent('click');
  await expect(
    panel.getByText('Veröffentlicht. Die Seiten des Programms zeigen die Inhalte jetzt.'),
  ).toBeVisible();
}
