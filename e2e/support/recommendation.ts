import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import type { SPLITS } from '@kwk/shared/referrals/splits';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { type Browser, expect, type Page } from '@playwright/test';
import { api } from './api.ts';
import { decidedVisitor } from './context.ts';
import { linkIn, mailsTo, waitForMail } from './mailbox.ts';
import { origin } from './tenants.ts';
import { deText, eligibilityLabel } from './texts.ts';

export interface SharedReferral {
  mandant: Mandant;
  /** The product recommended: the tenant's first one with a reward. */
  product: Product;
  referrer: { firstName: string; lastName: string; email: string };
  recipientEmail: string;
  /** `{origin}/empfehlung/{nr}?k={32 hex}`, as the share step hands it out. */
  referralLink: string;
  empfehlungsnummer: number;
  k: string;
}

export interface RecommendOptions {
  /** Makes the recipient's (and by default the referrer's) address unique. */
  run: string;
  split: keyof typeof SPLITS;
  /** The same referrer again, for a second recommendation of theirs. */
  referrerEmail?: string;
  /** Looks at the share step before the referrer's browser closes. */
  onShare?: (page: Page) => Promise<void>;
  /** The referrer's screen (default: Playwright's 1280×720). */
  viewport?: { width: number; height: number };
}

/**
 * A referrer recommends a product with a reward through the real form (/empfehlen/{id}), confirms
 * the opt-in from the mail and reads the personal link off the share step; their browser closes.
 */
export async function recommendAndShare(
  browser: Browser,
  tenant: string,
  { run, split, referrerEmail, onShare, viewport }: RecommendOptions,
): Promise<SharedReferral> {
  const context = await decidedVisitor(browser, tenant, viewport ? { viewport } : {});
  const page = await context.newPage();
  const referrer = {
    firstName: 'Erika',
    lastName: 'Muster',
    email: referrerEmail ?? `werber-${run}@example.org`,
  };
  // Every recommendation has its own opt-in mail: wait for this one, not an earlier one's.
  const mailsBefore = (await mailsTo(referrer.email)).length;
  const recipientEmail = `kontakt-${run}@example.org`;

  await page.goto(`${origin(tenant)}/`);
  const [mandant, products, campaigns] = await Promise.all([
    api<Mandant>(page, tenant, `mandant/${tenant}`),
    api<Product[]>(page, tenant, 'produkt'),
    api<Campaign[]>(page, tenant, 'aktion/alleAktiven'),
  ]);
  const product = products.find((p) => p.Praemien.length > 0);
  if (!product) throw new Error(`${tenant} has no product with a reward`);

  await page.goto(`${origin(tenant)}/empfehlen/${product.Id}`);
  const form = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: deText('referral.submit') }) });
  await expect(form.getByLabel(deText('referral.product'), { exact: true })).toHaveValue(String(product.Id));
  await form.getByLabel(deText('referral.recipientEmail')).fill(recipientEmail);
  await form.getByLabel(deText('referral.firstName')).fill(referrer.firstName);
  await form.getByLabel(deText('referral.lastName')).fill(referrer.lastName);
  await form.getByLabel(deText('referral.email'), { exact: true }).fill(referrer.email);
  await form.getByRole('radio', { name: deText(`referral.split.${split}`) }).check();
  for (const campaign of campaigns.filter((c) => c.Zustimmung)) {
    await form.getByLabel(deText('referral.campaignConsent', { title: campaign.Titel })).check();
  }
  await form.getByLabel(deText('referral.terms', { client: mandant.Brand.Name })).check();
  await form.getByLabel(eligibilityLabel()).check();
  await form.getByRole('button', { name: deText('referral.submit') }).click();
  await expect(form.getByRole('status')).toHaveText(deText('referral.created'));

  await page.goto(
    linkIn(await waitForMail(referrer.email, /./, 15_000, mailsBefore), /\/bestaetigung\?token=/),
  );
  await expect(page).toHaveURL(`${origin(tenant)}/teilen`);
  const referralLink = await page.getByRole('textbox', { name: deText('share.linkLabel') }).inputValue();
  await onShare?.(page);
  await context.close();

  const match = new RegExp(`^${origin(tenant)}/empfehlung/(\\d+)\\?k=([0-9a-f]{32})$`).exec(referralLink);
  if (!match) throw new Error(`unexpected referral link ${referralLink}`);
  return {
    mandant,
    product,
    referrer,
    recipientEmail,
    referralLink,
    empfehlungsnummer: Number(match[1]),
    k: match[2]!,
  };
}
