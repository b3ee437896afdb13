import { expect, type Page, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { consolePage } from './support/console.ts';
import { decidedVisitor } from './support/context.ts';
import { origin } from './support/tenants.ts';

/** A real 3 × 2 PNG as Chromium's canvas writes it. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAMAAAACCAYAAACddGYaAAAAEklEQVR4AWI6w8DwH4aZGJAAAAAA//8oLckKAAAABklEQVQDAGhmBWbdDDM4AAAAAElFTkSuQmCC',
  'base64',
);
const run = Date.now().toString(36);
const section = (page: Page) => page.getByRole('navigation', { name: 'Bereiche des Katalogs' });

test.describe('operator console: the catalogue (issue 14)', () => {
  test('every part of the catalogue is accessible, and a refused form marks its fields', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'admin', '/katalog?mandant=telko');
    await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
    for (const name of [
      'Produkte',
      'Gerät–Tarif-Paare',
      'Prämien',
      'Kampagnen',
      'Fußnoten',
      'Kategorien',
      'Berater',
    ]) {
      await section(page).getByRole('link', { name, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      await expect(page.getByRole('table').or(page.getByText('Noch keine Einträge.'))).toBeVisible();
      await expectNoAxeViolations(page);
    }
    await section(page).getByRole('link', { name: 'Prämien', exact: true }).click();
    await page.getByRole('button', { name: 'Neu anlegen: Prämien' }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByLabel('Text (Deutsch)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('WertCent ist ein Pflichtfeld')).toBeVisible();
    await page.getByLabel('Wert').fill('1000');
    await page.getByLabel('Text (Deutsch)').fill('{value} für {deal}');
    await page.getByLabel('Gültig ab').fill('2026-06-01');
    await page.getByLabel('Gültig bis', { exact: true }).fill('2026-01-01');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByText('Das Enddatum darf nicht vor dem Startdatum liegen.')).toBeVisible();
    await expect(page.getByLabel('Gültig bis', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Text (Deutsch)')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);
    await page.context().close();
  });

  test('a programme whose product API has no pairs says so at its pairs, and telko says nothing', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'admin', '/katalog?mandant=fyrst&bereich=paare');
    await expect(page.getByRole('heading', { level: 2, name: 'Gerät–Tarif-Paare' })).toBeVisible();
    const note = page.getByText('Dieses Programm nutzt die Produkt-API „banking“ ohne Gerät–Tarif-Paare');
    await expect(note).toBeVisible();
    await expectNoAxeViolations(page);
    await section(page).getByRole('link', { name: 'Produkte', exact: true }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Produkte' })).toBeVisible();
    await expect(note).toBeHidden();
    await section(page).getByRole('link', { name: 'Gerät–Tarif-Paare', exact: true }).click();
    await expect(note).toBeVisible();
    await page.getByLabel('Programm').selectOption('telko');
    await expect(page.getByRole('heading', { level: 2, name: 'Gerät–Tarif-Paare' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Nova 12');
    await expect(page.getByText(/Produkt-API/)).toHaveCount(0);
    await page.context().close();
  });

  test('an admin adds a reward and a product earning it to a category (each approved by a second admin), sees it on the tenant’s category page, and edits the reward’s text', async ({
    browser,
  }) => {
    const page = await consolePage(browser, 'admin', '/katalog?mandant=telko&bereich=praemien');
    await page.getByRole('button', { name: 'Neu anlegen: Prämien' }).click();
    await page.getByLabel('Wert').fill('7700');
    await page.getByLabel('Text (Deutsch)').fill('Für {deal} gibt es {value}.');
    await page.getByLabel('Gültig ab').fill('2025-01-01');
    await page.getByRole('button', { name: 'Speichern' }).click();
    // A new reward is money: it waits for a second admin (decision 047), its proposer sees it waiting.
    await expect(page.getByRole('status').filter({ hasText: 'wartet auf die Freigabe' })).toBeVisible();
    const waiting = page
      .getByRole('listitem')
      .filter({ hasText: 'Neue Prämie' })
      .filter({ hasText: '77,00' });
    await expect(waiting).toContainText('Wartet auf die Freigabe durch eine andere Administratorin');
    await expect(waiting.getByRole('button')).toHaveCount(0);
    await expectNoAxeViolations(page);

    const second = await consolePage(browser, 'admin', '/katalog?mandant=telko&bereich=praemien');
    await expect(
      second.getByRole('heading', { level: 2, name: 'Erhöhungen, die auf Freigabe warten' }),
    ).toBeVisible();
    await expectNoAxeViolations(second);
    await second
      .getByRole('button', { name: /^Freigeben: Neue Prämie: keiner → 77,00/ })
      .last()
      .click();
    await expect(
      second.getByRole('status').filter({ hasText: 'Die Erhöhung ist freigegeben' }),
    ).toBeVisible();
    await expect(second.getByRole('row').filter({ hasText: '77,00' }).last()).toBeVisible();

    await page.reload();
    const rewardRow = page.getByRole('row').filter({ hasText: '77,00' }).last();
    const rewardId = (await rewardRow.getByRole('rowheader').textContent())!.trim();

    await section(page).getByRole('link', { name: 'Produkte', exact: true }).click();
    await page.getByRole('button', { name: 'Neu anlegen: Produkte' }).click();
    const name = `TV Kabel ${run}`;
    await page.getByLabel('Anzeigename', { exact: true }).fill(name);
    await page.getByLabel('Interner Name').fill(`Telko ${name}`);
    await page.getByLabel('Externe Id').fill(`E2E-${run}`);
    await page.getByLabel('Kategorie').selectOption({ label: 'Fernsehen über Satellit (festnetz/tv-sat)' });
    await page.getByLabel('Position').fill('0');
    await page.getByLabel('Preis monatlich').fill('1234');
    await page.getByRole('checkbox', { name: new RegExp(`^${rewardId}: `) }).check();
    await page.getByRole('button', { name: 'Speichern' }).click();
    // A new product earning a reward pays money no product paid: it waits too (decision 047, addendum).
    await expect(page.getByRole('status').filter({ hasText: 'wartet auf die Freigabe' })).toBeVisible();
    await second.reload();
    await second
      .getByRole('button', { name: /^Freigeben: Höchste Prämie eines neuen Produkts: .* → 77,00/ })
      .last()
      .click();
    await expect(
      second.getByRole('status').filter({ hasText: 'Die Erhöhung ist freigegeben' }),
    ).toBeVisible();
    await second.context().close();
    await page.reload();
    await expect(page.getByRole('cell', { name: `E2E-${run}` })).toBeVisible();

    const visitor = await (await decidedVisitor(browser, 'telko')).newPage();
    await visitor.goto(`${origin('telko')}/fernsehen/satellit.html`);
    const card = visitor.locator('.card').filter({ hasText: name });
    await expect(card).toBeVisible();
    await expect(card).toContainText('77');

    // The reward's text, German and English, edited in the console and answered by the tenant's API.
    await section(page).getByRole('link', { name: 'Prämien', exact: true }).click();
    await page.getByRole('button', { name: `Bearbeiten: ${rewardId}: ` }).click();
    await page.getByLabel('Text (Deutsch)').fill('Neu: {value} für {deal}.');
    await page.getByLabel('Text (Englisch)').fill('New: {value} for {deal}.');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    const productId = await visitor.evaluate(async (externe) => {
      const res = await fetch(`/api/v1/telko/produkt/extern/${externe}`);
      return (await res.json()).Id as number;
    }, `E2E-${run}`);
    for (const [lang, text] of [
      ['de', `Neu: 77\u00a0€ für ${name}.`],
      ['en', `New: €77 for ${name}.`],
    ] as const) {
      const answer = await visitor.evaluate(
        async ([id, language]) =>
          (
            await (
              await fetch(`/api/v1/telko/produkt/${id}`, { headers: { 'Accept-Language': language } })
            ).json()
          ).Praemien[0].Text as string,
        [productId, lang] as const,
      );
      expect(answer).toBe(text);
    }
    await visitor.context().close();
    await page.context().close();
  });

  test('an admin adds an agent and uploads a photo the tenant’s pages serve', async ({ browser }) => {
    const page = await consolePage(browser, 'admin', '/katalog?mandant=partner&bereich=berater');
    const number = `E2E-${run}`;
    await page.getByRole('button', { name: 'Neu anlegen: Berater' }).click();
    await page.getByLabel('Nummer').fill(number);
    await page.getByLabel('Vorname').fill('Erika');
    await page.getByLabel('Nachname').fill('Ende');
    await page.getByLabel('Postleitzahl').fill('20095');
    await page.getByLabel('Ort').fill('Hamburg');
    await page.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();

    await page.getByRole('button', { name: 'Bearbeiten: Erika Ende' }).click();
    await expect(page.getByText('Noch kein Foto')).toBeVisible();
    await page
      .getByLabel('Foto auswählen (JPEG, PNG oder WebP, bis 2 MB)')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Foto hochladen' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Das Foto ist gespeichert.' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Aktuelles Foto von Erika Ende' })).toBeVisible();
    await expectNoAxeViolations(page);

    // A file that only calls itself a PNG is refused.
    await page
      .getByLabel('Foto auswählen (JPEG, PNG oder WebP, bis 2 MB)')
      .setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: Buffer.from('<svg/>') });
    await page.getByRole('button', { name: 'Foto hochladen' }).click();
    await expect(page.getByRole('region', { name: 'Foto: Erika Ende' }).getByRole('alert')).toContainText(
      'JPEG, PNG oder WebP',
    );

    // The tenant's pages serve it at the agent's photo link, as uploaded.
    const visitor = await (await decidedVisitor(browser, 'partner')).newPage();
    await visitor.goto(`${origin('partner')}/`);
    const served = await visitor.evaluate(async (n) => {
      const res = await fetch(`/api/v1/partner/berater/${n}/foto`);
      const bytes = new Uint8Array(await res.arrayBuffer());
      return { type: res.headers.get('content-type'), bytes: btoa(String.fromCharCode(...bytes)) };
    }, number);
    expect(served).toEqual({ type: 'image/png', bytes: PNG.toString('base64') });
    await visitor.context().close();
    await page.context().close();
  });

  test('keyboard only: open the footnotes, add one and find it in the table', async ({ browser }) => {
    const page = await consolePage(browser, 'admin', '/katalog?mandant=fyrst');
    await expect(page.getByRole('heading', { level: 1, name: 'Katalog' })).toBeVisible();
    const link = section(page).getByRole('link', { name: 'Fußnoten', exact: true });
    for (let i = 0; i < 40 && !(await link.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 2, name: 'Fußnoten' })).toBeVisible();
    const add = page.getByRole('button', { name: 'Neu anlegen: Fußnoten' });
    for (let i = 0; i < 20 && !(await add.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    // The form's heading takes the focus; the fields follow in order.
    await expect(page.getByRole('heading', { level: 3, name: 'Fußnoten: Neu' })).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.type(`e2e-${run}`);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Tastatur');
    await page.keyboard.press('Tab');
    await page.keyboard.type('hinweise');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Mit der Tastatur angelegt.');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Speichern' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Fußnoten' })).toBeFocused();
    await expect(page.getByRole('rowheader', { name: `e2e-${run}` })).toBeVisible();
    await page.context().close();
  });
});
