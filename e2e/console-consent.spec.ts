import { COOKIE_NAMES } from '@kwk/shared/constants';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { origin } from './support/tenants.ts';
import { deText } from './support/texts.ts';

/**
 * The console's consent registry (issue 16, decision 027): an operator adds a category to fyrst,
 * the portal's cookie dialog asks for it on the next page load, a visitor's choice of it survives a
 * reload (read back from the consent cookie), and editing and deleting show there too.
 */
const tenant = 'fyrst';
const identifier = `pers-${Date.now().toString(36)}`;
const title = 'Personalisierung';

const registryTable = (page: Page) => page.getByRole('table', { name: 'Einwilligungskategorien' });

const dialogOf = (page: Page) => page.getByRole('dialog', { name: deText('consent.title') });

/** The portal's cookie dialog of a visitor who already chose, opened from the footer. */
async function cookieSettings(page: Page) {
  await page.getByRole('button', { name: deText('footer.cookieSettings') }).click();
  await expect(dialogOf(page)).toBeVisible();
  return dialogOf(page);
}

const consentCookie = async (page: Page) =>
  decodeURIComponent(
    (await page.context().cookies()).find((c) => c.name === COOKIE_NAMES.consent)?.value ?? '',
  );

async function freshVisitor(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${origin(tenant)}/`);
  return page;
}

test('admin: the consent registry is edited in the console and the portal’s cookie dialog follows', async ({
  browser,
}) => {
  test.slow(); // console and portal, each step axe-checked
  const operator = await consolePage(browser, 'admin', `/einwilligungen?mandant=${tenant}`);
  operator.on('dialog', (d) => void d.accept());
  await expect(operator.getByRole('heading', { level: 1, name: 'Einwilligungen' })).toBeVisible();
  await expect(registryTable(operator).getByRole('rowheader', { name: 'Analyse' })).toBeVisible();
  await expectNoAxeViolations(operator);

  await test.step('a taken identifier is refused at its field, in German', async () => {
    await operator.getByRole('button', { name: 'Neue Kategorie anlegen' }).click();
    const form = operator.getByRole('form', { name: 'Neue Kategorie' });
    await expect(form.getByRole('heading', { name: 'Neue Kategorie' })).toBeFocused();
    await form.getByLabel('Kennung').fill('marketing');
    const german = form.getByRole('group', { name: 'Texte auf Deutsch' });
    await german.getByLabel('Titel').fill(title);
    await german.getByLabel('Kurzbeschreibung').fill('Zeigt Ihnen passende Prämien.');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(form.getByLabel('Kennung')).toHaveAttribute('aria-invalid', 'true');
    await expect(
      form.getByText('Eine Einwilligungskategorie mit dieser Kennung gibt es bei diesem Mandanten schon.'),
    ).toBeVisible();
    await expectNoAxeViolations(operator);

    await form.getByLabel('Kennung').fill(identifier);
    await form.getByLabel('Position').fill('5');
    await german.getByLabel('Langbeschreibung').fill('Merkt sich, welche Prämien Sie angesehen haben.');
    await form.getByRole('button', { name: 'Speichern' }).click();
    await expect(operator.getByText('Gespeichert.', { exact: false })).toBeVisible();
    // The form is gone: focus is on the section's heading, above the notice, not lost to the page.
    await expect(operator.getByRole('heading', { level: 2, name: 'Einwilligungskategorien' })).toBeFocused();
    const row = registryTable(operator).getByRole('row').filter({ hasText: identifier });
    await expect(row.getByRole('rowheader')).toHaveText(title);
    await expect(row).toContainText('wie Deutsch');
  });

  const visitor = await freshVisitor(browser);
  await test.step('a visitor is asked for the new category; the choice is read back after a reload', async () => {
    // A first visit: the dialog asks by itself.
    const dialog = dialogOf(visitor);
    await expect(dialog).toBeVisible();
    const box = dialog.getByRole('checkbox', { name: title, exact: true });
    await expect(box).not.toBeChecked();
    await expectNoAxeViolations(visitor);
    await box.check();
    await dialog.getByRole('button', { name: deText('consent.saveSelection') }).click();
    await expect(dialog).toBeHidden();
    expect(await consentCookie(visitor)).toContain(`${identifier}:1`);

    await visitor.reload();
    const again = await cookieSettings(visitor);
    await expect(again.getByRole('checkbox', { name: title, exact: true })).toBeChecked();
    await expect(again.getByRole('checkbox', { name: deText('consent.analytical.title') })).not.toBeChecked();
    // Saved again unchanged, the choice stays given (it was not rewritten as undecided).
    await again.getByRole('button', { name: deText('consent.saveSelection') }).click();
    expect(await consentCookie(visitor)).toContain(`${identifier}:1`);
  });

  await test.step('edited in the console, the dialog shows the new title', async () => {
    await registryTable(operator)
      .getByRole('button', { name: `Bearbeiten: ${title}` })
      .click();
    const form = operator.getByRole('form', { name: `Bearbeiten: ${title}` });
    await expect(form.getByLabel('Kennung')).toHaveCount(0);
    await form
      .getByRole('group', { name: 'Texte auf Deutsch' })
      .getByLabel('Titel')
      .fill('Persönliche Angebote');
    await form
      .getByRole('group', { name: 'Texte auf Englisch (optional)' })
      .getByLabel('Titel')
      .fill('Offers');
    // English started: its short description is needed too, the browser says so before sending.
    const englishShort = form
      .getByRole('group', { name: 'Texte auf Englisch (optional)' })
      .getByLabel('Kurzbeschreibung');
    await form.getByRole('button', { name: 'Speichern' }).click();
    expect(await englishShort.evaluate((e: HTMLInputElement) => e.validity.valueMissing)).toBe(true);
    await englishShort.fill('Shows matching offers.');
    await form.getByRole('button', { name: 'Speichern' }).click();
    const row = registryTable(operator).getByRole('row').filter({ hasText: identifier });
    await expect(row.getByRole('rowheader')).toHaveText('Persönliche Angebote');
    await expect(row).toContainText('eigene Texte');
    await expectNoAxeViolations(operator);

    await visitor.reload();
    const dialog = await cookieSettings(visitor);
    await expect(dialog.getByRole('checkbox', { name: 'Persönliche Angebote', exact: true })).toBeChecked();
    await visitor.keyboard.press('Escape');
  });

  await test.step('deleted in the console, the dialog no longer asks for it', async () => {
    await registryTable(operator).getByRole('button', { name: 'Löschen: Persönliche Angebote' }).click();
    await expect(operator.getByRole('status').filter({ hasText: 'Gelöscht.' })).toBeVisible();
    await expect(registryTable(operator).getByRole('row').filter({ hasText: identifier })).toHaveCount(0);
    // The always-on category cannot be deleted.
    await expect(registryTable(operator).getByRole('button', { name: 'Löschen: Notwendig' })).toHaveCount(0);
    await visitor.reload();
    const dialog = await cookieSettings(visitor);
    await expect(dialog.getByRole('checkbox', { name: deText('consent.marketing.title') })).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Persönliche Angebote' })).toHaveCount(0);
  });
  await visitor.context().close();
  await operator.context().close();
});
