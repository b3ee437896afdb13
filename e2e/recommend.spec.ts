import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { type Mandant, orderedChannels } from '@kwk/shared/tenants/mandant.schemas';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api, escapeRegExp } from './support/api.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, waitForMail } from './support/mailbox.ts';
import { startHeading } from './support/start-page.ts';
import { origin } from './support/tenants.ts';
import { deText, eligibilityLabel, pageTitle } from './support/texts.ts';

// The whole recommendation of spec §2 in the browser: product, form, double opt-in by a real mail
// (the harness runs an SMTP server), share step with the tenant's channels, copy link; axe on each screen.
for (const tenant of ['telko', 'fyrst'] as const) {
  test(`${tenant}: recommend a product, confirm by the opt-in mail, share in the configured channel order and copy the link`, async ({
    browser,
  }) => {
    const context = await decidedVisitor(browser, tenant, {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    const page = await context.newPage();
    const run = `${tenant}-${Date.now()}-${test.info().workerIndex}`;
    const referrer = { firstName: 'Erika', lastName: 'Muster', email: `werber-${run}@example.org` };

    await page.goto(`${origin(tenant)}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(await startHeading(page, tenant));
    const [mandant, products, campaigns] = await Promise.all([
      api<Mandant>(page, tenant, `mandant/${tenant}`),
      api<Product[]>(page, tenant, 'produkt'),
      api<Campaign[]>(page, tenant, 'aktion/alleAktiven'),
    ]);
    const product = products[0]!;
    const productName = product.AnzeigeName || product.Name;
    const form = page.getByRole('region', { name: deText('home.formTitle') });

    await test.step('choose a product and fill the form', async () => {
      const choose = page
        .getByRole('region', { name: deText('home.productsTitle') })
        .getByRole('button', { name: `${deText('home.choose')} ${productName}`, exact: true });
      await choose.click();
      await expect(choose).toHaveAttribute('aria-pressed', 'true');
      await expect(form.getByLabel(deText('referral.product'), { exact: true })).toHaveValue(
        String(product.Id),
      );

      await form.getByLabel(deText('referral.recipientEmail')).fill(`kontakt-${run}@example.org`);
      await form.getByLabel(deText('referral.firstName')).fill(referrer.firstName);
      await form.getByLabel(deText('referral.lastName')).fill(referrer.lastName);
      await form.getByLabel(deText('referral.email'), { exact: true }).fill(referrer.email);
      await form.getByRole('radio', { name: deText('referral.split.both') }).check();
      for (const campaign of campaigns.filter((c) => c.Zustimmung)) {
        await form.getByLabel(deText('referral.campaignConsent', { title: campaign.Titel })).check();
      }
      // The banking activity rule is stated only where the tenant applies it (fyrst).
      await expect(form.getByText(deText('referral.rules.banking'))).toHaveCount(
        mandant.Rules.BankingActivityRule ? 1 : 0,
      );
      await form.getByLabel(deText('referral.terms', { client: mandant.Brand.Name })).check();
      await expectNoAxeViolations(page);
    });

    await test.step('without the eligibility confirmation (spec §1) the field says what is missing', async () => {
      await form.getByRole('button', { name: deText('referral.submit') }).click();
      const eligible = form.getByLabel(eligibilityLabel());
      await expect(eligible).toBeFocused();
      await expect(eligible).toHaveAttribute('aria-invalid', 'true');
      await expect(eligible).toHaveAccessibleDescription(
        'Bitte bestätigen Sie, dass Sie eine natürliche Person, mindestens 18 Jahre alt und in Deutschland wohnhaft sind.',
      );
      await expectNoAxeViolations(page);
      await eligible.check();
    });

    await test.step('submit: the form asks to confirm by the mailed link', async () => {
      await form.getByRole('button', { name: deText('referral.submit') }).click();
      await expect(form.getByRole('status')).toHaveText(deText('referral.created'));
      await expectNoAxeViolations(page);
    });

    const optinLink = await test.step('the opt-in mail links to the tenant’s portal', async () => {
      // The subject as the referrer reads it (the opt-in mail's German text).
      const subject = `Bitte bestätigen Sie Ihre Empfehlung – ${mandant.Brand.Name}`;
      const mail = await waitForMail(referrer.email, new RegExp(`^${escapeRegExp(subject)}$`));
      expect(mail.text).toContain(`Hallo ${referrer.firstName},`);
      const link = linkIn(mail, /\/bestaetigung\?token=/);
      expect(link.startsWith(`${origin(tenant)}/bestaetigung?token=`), link).toBe(true);
      return link;
    });

    await test.step('open the link: the opt-in is confirmed, then the share step', async () => {
      // Hold the confirmation answer so the confirming screen can be checked too.
      let answer!: () => void;
      const answered = new Promise<void>((resolve) => {
        answer = resolve;
      });
      await page.route('**/Empfehlen/bestaetigen', async (route) => {
        await answered;
        await route.continue();
      });
      await page.goto(optinLink);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        pageTitle('de', 'EmpfehlungBestaetigung'),
      );
      await expect(page.getByRole('status').filter({ hasText: deText('confirm.progress') })).toBeVisible();
      await expectNoAxeViolations(page);
      answer();

      await expect(page).toHaveURL(`${origin(tenant)}/teilen`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'EmpfehlungTeilen'));
      await expect(page.getByRole('main')).toContainText(productName);
      await page.unroute('**/Empfehlen/bestaetigen');
    });

    await test.step('one control per enabled channel, in the tenant’s order', async () => {
      const expected = orderedChannels(mandant.Channels).map((channel) =>
        deText(`share.channels.${channel}`),
      );
      const items = page
        .getByRole('region', { name: deText('share.channelsTitle') })
        .getByRole('listitem')
        // The browser's own share sheet comes first where the browser offers one.
        .filter({ hasNot: page.getByRole('button', { name: deText('share.native') }) });
      await expect(items).toHaveCount(expected.length);
      const newWindow = escapeRegExp(deText('common.newWindow'));
      for (const [index, name] of expected.entries()) {
        const item = items.nth(index);
        await expect(item.getByRole('link').or(item.getByRole('button'))).toHaveAccessibleName(
          new RegExp(`^${escapeRegExp(name)}( ${newWindow})?$`),
        );
      }
    });

    await test.step('copy the personal link', async () => {
      const linkField = page.getByRole('textbox', { name: deText('share.linkLabel') });
      const referralLink = await linkField.inputValue();
      expect(referralLink.startsWith(`${origin(tenant)}/`), referralLink).toBe(true);
      await page.getByRole('button', { name: deText('share.copy'), exact: true }).click();
      await expect(
        page.getByRole('status').filter({ hasText: new RegExp(`^${escapeRegExp(deText('share.copied'))}$`) }),
      ).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(referralLink);
      await expectNoAxeViolations(page);
    });

    await context.close();
  });
}
