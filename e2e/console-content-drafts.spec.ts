import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { CONSOLE_ORIGIN, consolePage } from './support/console.ts';
import { createTenant, freshKey, publishContent } from './support/console-tenant.ts';
import { decidedVisitor } from './support/context.ts';
import { origin } from './support/tenants.ts';

// Decision 072 in the browser, on a tenant of its own (no demo start page, which the brand-look
// screenshots compare, changes): a content edit is a draft with its diff in words, the preview
// frames show it, the public page does not until it is published, and a rollback takes it back.
test('console Inhalte: an edited start-page block is a draft — diff in words, previewed at 390 and 1280 px, published, rolled back', async ({
  browser,
}) => {
  const page = await consolePage(browser, 'admin', '/mandanten');
  const key = freshKey('inhalt');
  await createTenant(page, key, 'Inhaltsmarke');
  const visitor = await decidedVisitor(browser, key);
  const portal = await visitor.newPage();
  const title = 'Willkommen im Entwurf';
  const heading = portal.getByRole('heading', { level: 1 });

  await page.goto(`${CONSOLE_ORIGIN}/inhalte?mandant=${key}&sprache=de&bereich=bloecke`);
  const panel = page.getByRole('region', { name: 'Entwurf und Veröffentlichung' });
  await expect(panel.getByText(/^Kein offener Entwurf\./)).toBeVisible();
  await page.getByRole('button', { name: 'Neu anlegen: Inhaltsblock' }).click();
  const form = page.getByRole('form', { name: 'Neu: Inhaltsblock' });
  await form.getByLabel('Kennung').fill('hero');
  await form.getByLabel('Titel').fill(title);
  await form.getByLabel('Text').fill('Empfehlen Sie {client} weiter.');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Gespeichert, als Entwurf' })).toBeVisible();

  // The diff names the entry and the field in words, with the published and the draft value.
  const diff = panel.getByRole('table', { name: 'Was die Veröffentlichung ändert' });
  await expect(diff.getByRole('row', { name: /Inhaltsblock \(Deutsch\) „hero“: Titel/ })).toContainText(
    `–${title}`,
  );
  await expect(diff.getByRole('row', { name: /„hero“: Text/ })).toContainText(
    'Empfehlen Sie {client} weiter.',
  );
  await expect(panel.getByText(/^Offener Entwurf, zuletzt geändert am .*: ein Eintrag/)).toBeVisible();
  // The public still sees the built-in start page.
  await portal.goto(`${origin(key)}/`);
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(title);

  // The tenant's real start page with the draft, framed at phone and desktop width.
  await panel.getByRole('button', { name: 'Vorschau anzeigen' }).click();
  for (const [size, width] of [
    ['Telefon (390 px)', '390'],
    ['Desktop (1280 px)', '1280'],
  ] as const) {
    const frameTitle = `Vorschau des Entwurfs: ${size}`;
    await expect(page.getByTitle(frameTitle)).toHaveAttribute('width', width);
    const frame = page.frameLocator(`iframe[title="${frameTitle}"]`);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(frame.getByText('Empfehlen Sie Inhaltsmarke weiter.')).toBeVisible();
  }
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
  }
  await portal.reload();
  await expect(heading).not.toHaveText(title);

  await publishContent(page);
  await expect(panel.getByText(/^Kein offener Entwurf\./)).toBeVisible();
  await portal.reload();
  await expect(heading).toHaveText(title);

  // Rollback, asked first: the built-in heading again. A click event sent to the button itself: the
  // framed portal takes focus when it routes (the frames reload after the publish), which a pointer
  // click or a key press after focusing could race.
  await panel.getByRole('button', { name: 'Letzte Veröffentlichung zurückrollen' }).dispatchEvent('click');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: 'Letzte Veröffentlichung zurückrollen' })
    .dispatchEvent('click');
  await expect(panel.getByText('Zurückgerollt: Die früheren Inhalte gelten wieder.')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: title })).toHaveCount(0);
  await portal.reload();
  await expect(heading).toBeVisible();
  await expect(heading).not.toHaveText(title);
  await expectNoAxeViolations(page);
  await visitor.close();
  await page.context().close();
});
