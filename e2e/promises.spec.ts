import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { DEFAULT_PAYOUT_WEEKS, payoutStatement } from '@kwk/shared/lifecycle/payout-period';
import { splitReward } from '@kwk/shared/referrals/splits';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { expect, type Page, test } from '@playwright/test';
import en from '../apps/web/src/i18n/en.json' with { type: 'json' };
import { expectNoAxeViolations } from './support/a11y.ts';
import { api } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { faqAnswer } from './support/faq.ts';
import { dataSubmit, fillRecipientData } from './support/recipient.ts';
import { signedInReferrer } from './support/referrer.ts';
import { seededShareStep } from './support/seed.ts';
import { startHeading } from './support/start-page.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

// Issue 17, part A: what the portal tells people about money and rules is true — share texts name
// the friend's actual share, a ticked campaign bonus is counted and said when it comes, the
// banking activity rule reaches the recipient it binds, English mode is English, bonus rewards
// are named. Each page check runs on a phone (390 px) and a desktop (1280 px).
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const plain = (text: string) => text.replaceAll('\u00a0', ' ');
/** The text a share link carries (WhatsApp: `?text=`). */
const sharedText = async (page: Page, channel: string) => {
  const href = await page.getByRole('link', { name: new RegExp(`^${channel}`) }).getAttribute('href');
  return plain(new URL(href ?? '').searchParams.get('text') ?? '');
};

for (const viewport of VIEWPORTS) {
  test.describe(`${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('fyrst "Nur ich" with the Herbstaktion: the friend is promised nothing, the referrer 50 € + 25 €; the recipient reads the banking rule before confirming', async ({
      browser,
    }) => {
      test.slow(); // a recommendation with its opt-in mail, then the recipient's screens
      const tenant = 'fyrst';
      const shared = await seededShareStep(browser, tenant, {
        run: run(),
        split: 'self',
        onShare: async (page) => {
          await page.setViewportSize(viewport);
          const main = page.getByRole('main');
          // Point 4: the ticked campaign's 25 € are part of the referrer's reward.
          await expect(main).toContainText(deText('share.own', { amount: '75 €' }));
          // Point 1: no amount for the friend, in the summary and in the text to share.
          await expect(main).toContainText(deText('share.friendNone'));
          const text = await sharedText(page, deText('share.channels.Whatsapp'));
          expect(text).toContain('FYRST');
          expect(text).not.toMatch(/€|bekommst du/);
          await expectNoAxeViolations(page);
        },
      });

      const context = await decidedVisitor(browser, tenant, { viewport });
      const page = await context.newPage();
      await page.goto(shared.referralLink);
      const offer = page.getByRole('region', { name: /empfiehlt Ihnen/ });
      await expect(offer).toBeVisible();
      // Point 3: the rule that binds the recipient stands before "Jetzt Daten bestätigen".
      await expect(offer.getByText(deText('recipient.bankingRule'))).toBeVisible();
      await expect(offer).not.toContainText(deText('recipient.landing.share', { amount: '' }).trim());
      await expectNoAxeViolations(page);

      await page.getByRole('button', { name: deText('recipient.landing.action.start') }).click();
      await fillRecipientData(page, shared.recipientEmail);
      await dataSubmit(page).click();
      await expect(page).toHaveURL(`${origin(tenant)}/empfaenger/zustimmung?nr=${shared.empfehlungsnummer}`);
      await expect(page.getByText(deText('recipient.bankingRule'))).toBeVisible();
      await expectNoAxeViolations(page);
      await context.close();
    });

    test('fyrst: ticking the Herbstaktion adds 25 € to the referrer’s part where it is ticked, and says when it comes', async ({
      browser,
    }) => {
      const context = await decidedVisitor(browser, 'fyrst', { viewport });
      const page = await context.newPage();
      await page.goto(`${origin('fyrst')}/empfehlen/1`);
      const self = page.getByRole('radio', { name: new RegExp(`^${deText('referral.split.self')}`) });
      await expect(self).toBeVisible();
      const label = () =>
        self.evaluate((input) => (input as HTMLInputElement).labels?.[0]?.textContent ?? '');
      await expect.poll(async () => plain(await label())).toContain('Sie: 50 €');
      const consent = page.getByLabel(deText('referral.campaignConsent', { title: 'Herbstaktion' }));
      await expect(page.getByText(deText('referral.campaignBonusConsent', { amount: '25 €' }))).toBeVisible();
      await consent.check();
      await expect.poll(async () => plain(await label())).toContain('Sie: 75 €');
      await expectNoAxeViolations(page);
      await context.close();
    });

    for (const tenant of ['fyrst', 'telko'] as const) {
      test(`${tenant}: /agb, /faq and /danke state the banking rule only where it applies; FAQ and /danke give one payout time`, async ({
        browser,
      }) => {
        const banking = tenant === 'fyrst';
        const context = await decidedVisitor(browser, tenant, { viewport });
        const page = await context.newPage();
        const rule = deText('referral.rules.banking');

        await page.goto(`${origin(tenant)}/agb`);
        // The page is there before a rule is looked for (or found missing).
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'Agb'));
        await expect(page.getByRole('main').getByText(rule)).toHaveCount(banking ? 1 : 0);
        await expectNoAxeViolations(page);

        await page.goto(`${origin(tenant)}/faq`);
        // The FAQ is an accordion (ui/accordion.tsx): a question is a button, its answer the panel it controls.
        const payoutQuestion = page.getByRole('button', { name: deText('faq.payoutQ') });
        await payoutQuestion.click();
        await expect(await faqAnswer(payoutQuestion)).toContainText(
          payoutStatement('de', DEFAULT_PAYOUT_WEEKS),
        );
        const bankingQuestion = page.getByRole('button', { name: deText('faq.bankingQ') });
        await expect(bankingQuestion).toHaveCount(banking ? 1 : 0);
        if (banking) {
          await bankingQuestion.click();
          await expect((await faqAnswer(bankingQuestion)).getByText(rule)).toBeVisible();
        }
        await expectNoAxeViolations(page);

        await page.goto(`${origin(tenant)}/danke`);
        await expect(
          page.getByRole('main').getByText(payoutStatement('de', DEFAULT_PAYOUT_WEEKS), { exact: false }),
        ).toBeVisible();
        await expect(page.getByRole('main').getByText(rule)).toHaveCount(banking ? 1 : 0);
        await expectNoAxeViolations(page);
        await context.close();
      });
    }

    test('telko in English: categories, products, campaigns and category pages in English; the bonus rewards named', async ({
      browser,
    }) => {
      const context = await decidedVisitor(browser, 'telko', { viewport });
      const page = await context.newPage();
      await page.goto(`${origin('telko')}/?lang=en`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        await startHeading(page, 'telko', 'en'),
      );
      const products = page.getByRole('region', { name: en.home.productsTitle });
      await expect(products.getByRole('heading', { name: 'Home M', exact: true })).toBeVisible();
      await expect(products.getByText('Internet & phone').first()).toBeVisible();
      await expect(products).not.toContainText('Zuhause');
      // telko's bonus rewards, in its start page text.
      await expect(page.getByRole('main')).toContainText(
        'On top come bonus rewards: €60 extra after 3 and €150 extra after 5 successful recommendations.',
      );
      await expectNoAxeViolations(page);

      await page.goto(`${origin('telko')}/young-tarife.html`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Young plans');
      await expect(page.getByRole('navigation', { name: en.category.breadcrumb })).toContainText('Mobile');
      await expect(page.getByRole('main')).toContainText('For everyone under 28');

      await page.goto(`${origin('telko')}/empfehlen/1`);
      const campaigns = page.getByRole('region', { name: en.referral.campaigns });
      await expect(campaigns.getByRole('heading', { name: 'Fibre weeks' })).toBeVisible();
      await expect(campaigns).toContainText(
        'During the fibre weeks, fibre recommendations earn a higher reward.',
      );
      await expectNoAxeViolations(page);
      await context.close();
    });

    test('telko: the start page and the reward overview name the bonus rewards; the overview lists each product’s reward', async ({
      browser,
    }) => {
      const context = await decidedVisitor(browser, 'telko', { viewport });
      const page = await context.newPage();
      const bonus =
        'Dazu gibt es Bonusprämien: 60 € extra nach 3 und 150 € extra nach 5 erfolgreichen Empfehlungen.';
      await page.goto(`${origin('telko')}/`);
      await expect(page.getByRole('main')).toContainText(bonus);
      await page.goto(`${origin('telko')}/aktuellepraemienuebersicht`);
      const list = page.getByRole('region', { name: deText('overview.productsTitle') });
      await expect(list.getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expect(page.getByRole('main')).toContainText(bonus);
      await expectNoAxeViolations(page);
      await context.close();
    });
  });
}

test('telko 50:50: the text to share promises the friend their half, not the whole reward', async ({
  browser,
}) => {
  await seededShareStep(browser, 'telko', {
    run: run(),
    split: 'both',
    onShare: async (page) => {
      // The product seededShareStep chose (the first with a reward) and the tenant's cap.
      const [mandant, products] = await Promise.all([
        api<Mandant>(page, 'telko', 'mandant/telko'),
        api<Product[]>(page, 'telko', 'produkt'),
      ]);
      const product = products.find((p) => p.Praemien.length > 0)!;
      const rewardCent = Math.max(...product.Praemien.map((r) => r.WertCent));
      const { recipientCent } = splitReward(rewardCent, 50, mandant.Rules.MaxEmpfaengerPraemieCent);
      expect(recipientCent).toBeLessThan(rewardCent);
      const text = await sharedText(page, deText('share.channels.Whatsapp'));
      expect(text).toContain(`bekommst du ${plain(formatRewardEuro(recipientCent, 'de'))}:`);
      expect(text).not.toContain(`bekommst du ${plain(formatRewardEuro(rewardCent, 'de'))}`);
      await expect(page.getByRole('main')).toContainText(
        deText('share.friend', { amount: formatRewardEuro(recipientCent, 'de') }),
      );
    },
  });
});

test('a signed-in referrer finds the recommendation form filled with their name and address', async ({
  browser,
}) => {
  const email = `angemeldet-${run()}@example.org`;
  const { context, page } = await signedInReferrer(browser, 'telko', email, 'Praemie2026');
  await page.goto(`${origin('telko')}/empfehlen/1`);
  await expect(page.getByLabel(deText('referral.firstName'))).toHaveValue('Karl');
  await expect(page.getByLabel(deText('referral.lastName'))).toHaveValue('Konto');
  await expect(page.getByLabel(deText('referral.email'), { exact: true })).toHaveValue(email);
  await expect(page.getByLabel(deText('referral.recipientEmail'))).toHaveValue('');
  await context.close();
});
