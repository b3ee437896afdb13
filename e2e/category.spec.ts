import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { origin } from './support/tenants.ts';
import { deText } from './support/texts.ts';

// Category pages list their products as cards (spec §2): prices, young tariffs, footnotes, pairs.
// Every category page's title, breadcrumb, meta description and products: routes.spec.ts.
test('telko: a category page shows its tariffs as cards with the young marking and footnotes', async ({
  browser,
}) => {
  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/young-tarife.html`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Mobil M Young' }) });
  await expect(card).toBeVisible();
  await expect(card.getByText(deText('category.young'))).toBeVisible();
  await expect(card.getByText(/^19,95\s€ mtl\./)).toBeVisible();
  await card.getByRole('link', { name: `${deText('category.footnote')} 1` }).click();
  const footnotes = page.getByRole('region', { name: deText('category.footnotes') });
  await expect(footnotes.getByRole('listitem').first()).toContainText('unter 28 Jahren');
  // The footnotes are the CMS's (decision 026): the one the card cites by Identifier, then the page's
  // own (kategorie.young-tarife.html), the brand's name filled in.
  const cited = await api<{ Inhalt: string }[]>(page, 'telko', 'cms/fussnoten?identifier=young');
  await expect(footnotes.getByRole('listitem').first()).toContainText(cited[0]!.Inhalt);
  const own = await api<{ Inhalt: string }[]>(
    page,
    'telko',
    'cms/fussnoten?identifier=kategorie.young-tarife.html',
  );
  await expect(footnotes.getByRole('listitem').nth(1)).toContainText(own[0]!.Inhalt.split('{')[0]!.trim());
  await expect(footnotes).not.toContainText('{client}');
  await expect(
    card.getByRole('link', { name: `${deText('category.recommend')} Mobil M Young` }),
  ).toHaveAttribute('href', /\/empfehlen\/\d+$/);
  await expectNoAxeViolations(page);
  await context.close();
});

test('telko: a device card lists its device–tariff pairs and leads to the form', async ({ browser }) => {
  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/geraete.html`);
  const card = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Nova 12', exact: true }) });
  await expect(card.getByRole('heading', { name: deText('category.pairs') })).toBeVisible();
  await expect(card.getByText(/^Mobil M mit Nova 12: Gerät/)).toBeVisible();
  await expect(card.getByText(/^Mobil M Young mit Nova 12: Gerät/)).toBeVisible();
  await expectNoAxeViolations(page);
  await card.getByRole('link', { name: `${deText('category.recommend')} Nova 12` }).click();
  await expect(page).toHaveURL(/\/empfehlen\/30$/);
  await expect(page.getByLabel(deText('referral.product'), { exact: true })).toHaveValue('30');
  await context.close();
});

test('spec §8: an unknown category answers "404 - Unknown category", in the visitor\'s language', async ({
  browser,
}) => {
  const context = await decidedVisitor(browser, 'telko');
  const page = await context.newPage();
  await page.goto(`${origin('telko')}/`);
  for (const [language, text] of [
    ['en', '404 - Unknown category'],
    ['de', '404 - Unbekannte Kategorie'],
  ] as const) {
    const answer = await page.evaluate(
      async ([lang]) => {
        const res = await fetch('/api/v1/telko/produkt?quelle=mobilfunk&kategorie=hersteller-unbekannt', {
          headers: { 'Accept-Language': lang! },
        });
        return { status: res.status, body: await res.json() };
      },
      [language],
    );
    expect(answer.status).toBe(404);
    expect(answer.body.code).toBe('catalogue.unknown_category');
    expect(answer.body.message).toContain(text);
  }
  await context.close();
});
