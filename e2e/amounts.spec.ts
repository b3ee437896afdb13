import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Product, ProductCategory } from '@kwk/shared/catalogue/catalogue.schemas';
import { campaignBonusMost, rewardVariable } from '@kwk/shared/catalogue/reward-amounts';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { payoutStatement } from '@kwk/shared/lifecycle/payout-period';
import { SPLIT_VALUES, splitReward } from '@kwk/shared/referrals/splits';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { api } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { faqAnswer } from './support/faq.ts';
import { changedConfiguration } from './support/start-page.ts';
import { origin, TENANTS } from './support/tenants.ts';
import { deText } from './support/texts.ts';

/**
 * Issue 27, item 9: every amount a page shows comes from the catalogue it describes. Each "… €"
 * on the start page, the category pages and the recommendation form is read and held against
 * the amounts the catalogue API answers for that page; a "bis zu" / "up to" amount is the real
 * most of what it speaks for. Prices are the catalogue's too but another figure: the cards' price
 * lines are left out, and so are conditions ("mindestens 25 €"), which are no reward.
 */

/** "110 €", "€110", "1.234,50 €" → cents. */
const AMOUNT = /(?:€\s?(\d[\d.,]*)|(\d[\d.,]*)\s?€)/g;
const toCents = (digits: string) => Math.round(Number(digits.replaceAll('.', '').replace(',', '.')) * 100);
const UP_TO = /(?:bis zu|up to)\s*(?:€\s?(\d[\d.,]*)|(\d[\d.,]*)\s?€)/g;
const CONDITION = /(?:mindestens|at least)\s$/;

interface Shown {
  all: number[];
  upTo: number[];
}

/** The amounts a region shows as a person reads them (its price lines left out), and those said "bis zu". */
async function shownAmounts(region: Locator): Promise<Shown> {
  const text = await region.evaluate((node) => {
    const copy = node.cloneNode(true) as HTMLElement;
    for (const price of Array.from(copy.querySelectorAll('.card__price, .card__lines'))) price.remove();
    // innerText needs layout: the copy is measured where the original is.
    copy.style.position = 'absolute';
    copy.style.left = '-99999px';
    document.body.append(copy);
    const seen = copy.innerText;
    copy.remove();
    return seen;
  });
  const plain = text.replaceAll('\u00a0', ' ');
  const all = [...plain.matchAll(AMOUNT)]
    .filter((m) => !CONDITION.test(plain.slice(Math.max(0, m.index - 20), m.index)))
    .map((m) => toCents(m[1] ?? m[2] ?? ''));
  const upTo = [...plain.matchAll(UP_TO)].map((m) => toCents(m[1] ?? m[2] ?? ''));
  return { all, upTo };
}

interface Catalogue {
  products: Product[];
  categories: ProductCategory[];
  campaigns: Campaign[];
  mandant: Mandant;
}

async function catalogueOf(page: Page, tenant: string): Promise<Catalogue> {
  const [products, categories, campaigns, mandant] = await Promise.all([
    api<Product[]>(page, tenant, 'produkt'),
    api<ProductCategory[]>(page, tenant, 'produktkategorie'),
    api<Campaign[]>(page, tenant, 'aktion/alleAktiven'),
    api<Mandant>(page, tenant, `mandant/${tenant}`),
  ]);
  return { products, categories, campaigns, mandant };
}

const rewardsOf = (p: Product) => p.Praemien.map((r) => r.WertCent);
const most = (cents: readonly number[]) => Math.max(...cents);

/** What one recommendation of a reward can pay each side: split by each choice, the bonus to the referrer. */
function payable(rewardCent: number, bonusCent: number, capCent: number): number[] {
  return SPLIT_VALUES.flatMap((share) => {
    const { referrerCent, recipientCent } = splitReward(rewardCent, share, capCent);
    return [referrerCent, referrerCent + bonusCent, recipientCent];
  }).concat(rewardCent, rewardCent + bonusCent, bonusCent);
}

/** The most each grouping pays, as the start page's texts and figures may say "bis zu" (bonus included). */
function startPageMaxima(c: Catalogue, bonusCent: number): Set<number> {
  const groups = new Map<string, number[]>();
  const category = new Map(c.categories.map((x) => [x.Id, x]));
  for (const p of c.products) {
    const k = category.get(p.KategorieId);
    const names = [
      rewardVariable(),
      ...(k ? [rewardVariable(k.Quelle), rewardVariable(k.Quelle, k.Kategorie)] : []),
    ];
    for (const name of names) groups.set(name, [...(groups.get(name) ?? []), ...rewardsOf(p)]);
  }
  const maxima = [...groups.values()].filter((g) => g.length > 0).map((g) => most(g) + bonusCent);
  const all = c.products.flatMap(rewardsOf);
  // The friend's figure: the whole reward given away, within the cap (the bonus is the referrer's).
  const friend = splitReward(most(all), 0, c.mandant.Rules.MaxEmpfaengerPraemieCent).recipientCent;
  return new Set([...maxima, friend]);
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

for (const viewport of VIEWPORTS) {
  test.describe(`amounts told true at ${viewport.width} px`, () => {
    for (const tenant of TENANTS) {
      test(`${tenant}: start page, recommendation form and category pages name only the catalogue's amounts`, async ({
        browser,
      }) => {
        test.slow();
        const context = await decidedVisitor(browser, tenant, { viewport });
        const page = await context.newPage();
        await page.goto(`${origin(tenant)}/`);
        const c = await catalogueOf(page, tenant);
        const bonusCent = campaignBonusMost(c.campaigns);
        const cap = c.mandant.Rules.MaxEmpfaengerPraemieCent;
        const withReward = c.products.filter((p) => p.Praemien.length > 0);
        const allRewards = withReward.flatMap(rewardsOf);
        const tiers = c.mandant.Rules.BonusPraemien.map((t) => t.Cent);
        const allowed = new Set([...allRewards.flatMap((r) => payable(r, bonusCent, cap)), ...tiers]);

        await test.step('start page: the figures and texts say the real most, campaign bonus included', async () => {
          const main = page.getByRole('main');
          const figure = main.locator('.offer__figure dd').first();
          await expect(figure).not.toHaveText('–');
          // fyrst: 50 € + the running 25 € campaign = 75 €; telko: its sports reward, 110 €.
          await expect(figure).toHaveText(formatRewardEuro(most(allRewards) + bonusCent, 'de'));
          const shown = await shownAmounts(main);
          expect(shown.all.length).toBeGreaterThan(0);
          for (const cents of shown.all) expect(allowed, `${cents} cents on the start page`).toContain(cents);
          const maxima = startPageMaxima(c, bonusCent);
          for (const cents of shown.upTo) expect(maxima, `"bis zu" ${cents} cents`).toContain(cents);
        });

        await test.step('recommendation form: the chosen product’s amounts, split and bonus', async () => {
          const chosen = withReward[0]!;
          const name = chosen.AnzeigeName || chosen.Name;
          await page.getByRole('button', { name: `${deText('home.choose')} ${name}`, exact: true }).click();
          const form = page.locator('#empfehlen-form');
          await expect(form.getByRole('button', { name: deText('referral.submit') })).toBeVisible();
          const shown = await shownAmounts(form);
          const own = new Set([...payable(most(rewardsOf(chosen)), bonusCent, cap), ...tiers]);
          for (const cents of shown.all)
            expect(own, `${cents} cents in the form for ${name}`).toContain(cents);
          // Step 3 names the chosen product's amount now, not the most of all products.
          const step = page.locator('.steps__item').nth(2);
          for (const cents of (await shownAmounts(step)).all)
            expect(own, `${cents} cents in step 3 for ${name}`).toContain(cents);
        });

        await test.step('category pages: each card’s reward is its product’s, "bis zu" its most', async () => {
          const byName = new Map(c.products.map((p) => [p.AnzeigeName || p.Name, p]));
          for (const category of c.mandant.Brand.CategoryPages) {
            await page.goto(`${origin(tenant)}/${category.Path}`);
            const main = page.getByRole('main');
            // Loaded: the cards, or the page's word that it has none.
            await expect(
              main.locator('.card-deck').or(main.getByText(deText('category.empty'))),
            ).toBeVisible();
            for (const card of await main.locator('.card').all()) {
              const product = byName.get((await card.locator('.card__title').innerText()).trim());
              const reward = card.locator('.card__reward');
              if (!product || (await reward.count()) === 0) continue;
              const shown = await shownAmounts(reward);
              const cents = rewardsOf(product);
              expect(shown.all, `${category.Path}: ${product.Name}`).toEqual([most(cents)]);
              expect(shown.upTo.length > 0, `${category.Path}: "bis zu" only where rewards differ`).toBe(
                new Set(cents).size > 1,
              );
            }
            // Beside the rewards, a card names its product's prices (the monthly line is left out above).
            const prices = c.products.flatMap((p) => [p.PreisMonatlich, p.PreisEinmalig]);
            const shown = await shownAmounts(main);
            for (const cents of shown.all)
              expect([...allowed, ...prices], `${cents} cents on ${category.Path}`).toContain(cents);
          }
        });
        await context.close();
      });
    }
  });
}

// Issue 27, item 10: /danke and the FAQ answer say the tenant's one payout statement; a changed
// tenant value changes both (the mails: server test lifecycle/payout-statement.test.ts).
for (const weeks of [undefined, 6] as const) {
  test(`telko: /danke and the FAQ say the same payout statement (${weeks ?? 'default'} weeks)`, async ({
    browser,
  }) => {
    const context = await decidedVisitor(browser, 'telko');
    if (weeks)
      await changedConfiguration(context, 'telko', (m) => ({
        ...m,
        Rules: { ...m.Rules, AuszahlungWochen: weeks },
      }));
    const statement = payoutStatement('de', weeks ?? 4);
    const page = await context.newPage();
    await page.goto(`${origin('telko')}/danke`);
    await expect(page.getByRole('main').getByText(statement, { exact: false })).toBeVisible();
    await page.goto(`${origin('telko')}/faq`);
    const question = page.getByRole('button', { name: deText('faq.payoutQ') });
    await question.click();
    await expect(await faqAnswer(question)).toContainText(statement);
    await expect(await faqAnswer(question)).not.toContainText('{payout}');
    await context.close();
  });
}
