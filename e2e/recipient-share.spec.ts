import { formatEuro, formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { recipientRewardText } from '@kwk/shared/lifecycle/payout-timing';
import { campaignBonusCent, referralRewardParts } from '@kwk/shared/referrals/splits';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/a11y.ts';
import { api } from './support/api.ts';
import { consolePage } from './support/console.ts';
import { decidedVisitor } from './support/context.ts';
import { linkIn, mailsTo, waitForMail } from './support/mailbox.ts';
import { backdateReferral, sendPartnerEvent } from './support/partner.ts';
import { consentBox, dataSubmit, fillRecipientData, uniqueIban } from './support/recipient.ts';
import { recommendAndShare } from './support/recommendation.ts';
import { origin } from './support/tenants.ts';
import { deText, pageTitle } from './support/texts.ts';

const run = () => `${Date.now()}-${test.info().workerIndex}-${test.info().retry}`;
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const WIDTHS = [390, 1280] as const;
const viewportOf = (width: number) => ({ width, height: width < 600 ? 844 : 800 });
/** An account holder no other run typed (shares of earlier runs may wait in the same batch). */
const uniqueHolder = () =>
  `Bea ${Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

// Issue 27, finding 8 (decision 036): partner keeps no bank data (ModuleStoringBankdata off), so
// the recipient's share of "Nur die empfohlene Person" is not promised to an account nobody asked
// for: when it is ready the recipient gets a pickup link by mail, gives an account there, and only
// then does the next payout batch hold the share.
// One width after the other: a batch takes every chosen transfer of partner, so the other width's
// batch, prepared at the same moment, would hold this one's share (and find none of its own).
test.describe("partner: the contact's share", () => {
  test.describe.configure({ mode: 'serial' });
  for (const width of WIDTHS) {
    test(`partner at ${width} px: the contact's share is mailed as a pickup link and paid once an account is given`, async ({
      browser,
    }) => {
      test.slow(); // a recommendation, its recipient, the partner's events, the pickup and a batch
      const tenant = 'partner';
      const base = origin(tenant);
      const viewport = viewportOf(width);
      const shared = await recommendAndShare(browser, tenant, { run: run(), split: 'contact', viewport });
      const nr = shared.empfehlungsnummer;
      const shareCent = referralRewardParts(
        Math.max(...shared.product.Praemien.map((p) => p.WertCent)),
        0,
        shared.mandant.Rules.MaxEmpfaengerPraemieCent,
        0,
      ).recipientCent;
      const share = formatRewardEuro(shareCent, 'de');
      const holder = uniqueHolder();

      // The recipient confirms data and terms; the tenant asks for no bank data.
      const context = await decidedVisitor(browser, tenant, { viewport });
      const page = await context.newPage();
      try {
        await page.goto(shared.referralLink);
        await page.getByRole('button', { name: deText('recipient.landing.action.start') }).click();
        await fillRecipientData(page, shared.recipientEmail);
        await dataSubmit(page).click();
        await consentBox(page).check();
        await page.getByRole('button', { name: deText('recipient.consent.submit') }).click();
        await expect(page).toHaveURL(`${base}/empfaengerbestaetigung?nr=${nr}`);

        // The order, reported as effective long enough ago that partner's 30-day periods passed.
        await backdateReferral(base, tenant, nr, 47);
        for (const [n, type, days] of [
          [1, 'order.placed', 46],
          [2, 'order.effective', 45],
        ] as const) {
          const answer = await sendPartnerEvent(base, tenant, {
            id: `e2e-share-${nr}-${n}`,
            type,
            occurredAt: daysAgo(days),
            empfehlungsnummer: nr,
            orderId: `order-share-${nr}`,
          });
          expect(answer.status, type).toBe(200);
        }

        // The mail says what really happens: a pickup link, no account nobody asked for.
        const mail = await waitForMail(shared.recipientEmail, /Ihr Prämienanteil steht bereit/);
        expect(mail.text).toContain(`Ihr Anteil an der Empfehlungsprämie von ${share} steht bereit.`);
        expect(mail.text).not.toContain('auf das angegebene Konto');
        const first = linkIn(mail, /\/praemie\/\?token=pr_/);

        // The recipient's page: collect the share (not "being paid" to an account never given).
        await page.reload();
        await expect(page.getByText(recipientRewardText('de', 'pickUpReward'))).toBeVisible();
        await expect(page.getByText(recipientRewardText('de', 'rewardBeingPaid'))).toHaveCount(0);

        // The mail got lost: the page mails a fresh pickup link (never shows it), and that one is used.
        const before = (await mailsTo(shared.recipientEmail)).length;
        await page.getByRole('button', { name: deText('recipient.confirmation.pickupLinkSend') }).click();
        await expect(
          page.getByRole('status').filter({ hasText: deText('recipient.confirmation.pickupLinkSent') }),
        ).toBeVisible();
        await expect(page.getByText(/pr_/)).toHaveCount(0);
        await expectNoAxeViolations(page);
        const link = linkIn(
          await waitForMail(shared.recipientEmail, /Ihr Prämienanteil steht bereit/, 15_000, before),
          /\/praemie\/\?token=pr_/,
        );
        expect(link).not.toBe(first);

        // The pickup: the share, transfer with IBAN (or a voucher).
        await page.goto(link);
        await expect(page.getByText(share).first()).toBeVisible();
        await expectNoAxeViolations(page);
        await page.getByRole('link', { name: deText('rewards.choose') }).click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'PraemieDaten'));
        await expect(page.getByRole('radio', { name: deText('rewards.payout.Gutschein') })).toBeVisible();
        await page.getByRole('radio', { name: deText('rewards.payout.Ueberweisung') }).check();
        await page.getByLabel(deText('rewards.form.kontoinhaber')).fill(holder);
        await page.getByLabel(deText('rewards.form.iban')).fill(uniqueIban());
        await expectNoAxeViolations(page);
        await page.getByRole('button', { name: deText('rewards.form.submit') }).click();
        await expect(page).toHaveURL(`${base}/praemiedanke`);
        await waitForMail(shared.recipientEmail, /Ihre Prämienwahl/);
      } finally {
        await context.close();
      }

      // The next batch holds the share, to the account given at the pickup.
      const finance = await consolePage(browser, 'finance', '/auszahlungen');
      await finance.getByRole('button', { name: `Lauf vorbereiten: ${tenant}` }).click();
      await expect(finance.getByRole('status')).toContainText('Der Lauf ist vorbereitet');
      const details = finance.getByRole('region', { name: /Auszahlungslauf KWK-/ });
      const row = details
        .getByRole('table', { name: /Überweisungen/ })
        .getByRole('row')
        .filter({ hasText: holder });
      await expect(row).toHaveCount(1);
      // The console's amounts are to the cent.
      await expect(row).toContainText(formatEuro(shareCent, 'de'));
      // Left for no one to release: discarded, its transfers are free for the next run again.
      await details.getByRole('button', { name: 'Lauf verwerfen' }).click();
      const discard = finance.getByRole('dialog', { name: /Auszahlungslauf verwerfen KWK-/ });
      await discard.getByLabel('Grund').fill('E2E: Anteil der empfohlenen Person geprüft');
      await discard.getByRole('button', { name: 'Verwerfen' }).click();
      await expect(finance.getByRole('status')).toContainText('Der Lauf ist verworfen');
      await finance.context().close();
    });
  }
});

// Issue 27, finding 14: telko caps the contact's share (MaxEmpfaengerPraemieCent); a product whose
// reward is above twice the cap shows what each person really gets, the rest going to the referrer.
for (const width of WIDTHS) {
  test(`telko at ${width} px: the split chooser shows the capped amounts`, async ({ browser }) => {
    const tenant = 'telko';
    const context = await decidedVisitor(browser, tenant, { viewport: viewportOf(width) });
    const page = await context.newPage();
    await page.goto(`${origin(tenant)}/`);
    const [mandant, products, campaigns] = await Promise.all([
      api<Mandant>(page, tenant, `mandant/${tenant}`),
      api<Product[]>(page, tenant, 'produkt'),
      api<Campaign[]>(page, tenant, 'aktion/alleAktiven'),
    ]);
    const cap = mandant.Rules.MaxEmpfaengerPraemieCent;
    const rewardOf = (p: Product) => Math.max(0, ...p.Praemien.map((r) => r.WertCent));
    const product = products.find((p) => rewardOf(p) > cap);
    if (!product) throw new Error('telko has no product whose reward is above the cap');
    const reward = rewardOf(product);
    await page.goto(`${origin(tenant)}/empfehlen/${product.Id}`);
    // The campaigns that need no consent count for every recommendation (nothing ticked here).
    const bonus = campaignBonusCent(campaigns, new Set());
    const group = page.getByRole('group', { name: deText('referral.split.legend') });
    for (const [key, value] of [
      ['self', 100],
      ['both', 50],
      ['contact', 0],
    ] as const) {
      const parts = referralRewardParts(reward, value, cap, bonus);
      expect(parts.referrerCent + parts.recipientCent).toBe(reward + bonus);
      const amounts = deText('referral.split.amounts', {
        referrer: formatRewardEuro(parts.referrerCent, 'de'),
        recipient: formatRewardEuro(parts.recipientCent, 'de'),
      });
      await expect(
        group.getByRole('radio', { name: `${deText(`referral.split.${key}`)} ${amounts}` }),
      ).toBeVisible();
    }
    await expect(group).toContainText(deText('referral.split.capped', { max: formatRewardEuro(cap, 'de') }));
    await expectNoAxeViolations(page);
    await context.close();
  });
}
