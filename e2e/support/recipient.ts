import { COOKIE_NAMES } from '@kwk/shared/constants';
import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { decidedVisitor } from './context.ts';
import { recommendAndShare, type SharedReferral } from './recommendation.ts';
import { origin } from './tenants.ts';
import { deText, pageTitle } from './texts.ts';

/** The recipient's data as a person would type it (of age, German address). */
export const RECIPIENT_DATA = {
  anrede: 'Frau',
  vorname: 'Bea',
  name: 'Berg',
  geburtsdatum: '24.12.1990',
  strasse: 'Hauptstraße',
  hausnummer: '12a',
  plz: '10115',
  ort: 'Berlin',
} as const;

export const VALID_IBAN = 'DE89 3704 0044 0532 0130 00';

let ibans = 0;
/**
 * A valid German IBAN no other run or referrer has typed: an IBAN typed at the reward pickup that
 * another referrer or the recipient gave holds the referral for the fraud review (issue 15), and
 * a held referral's transfer goes into no payout batch.
 */
export function uniqueIban(): string {
  ibans += 1;
  const account = `${(Date.now() % 1e8) * 10 + (ibans % 10)}`.padStart(10, '0').slice(-10);
  const bban = `37040044${account}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

/** The value of the referral's recipient cookie (`{Empfaengernummer}.{Token}`), or undefined. */
export async function recipientCookie(
  context: BrowserContext,
  empfehlungsnummer: number,
): Promise<string | undefined> {
  const name = `${COOKIE_NAMES.recipientPrefix}${empfehlungsnummer}`;
  const cookie = (await context.cookies()).find((c) => c.name === name);
  return cookie ? decodeURIComponent(cookie.value) : undefined;
}

/** Fills the data form (/empfaengerdaten) with RECIPIENT_DATA and the given e-mail confirmation. */
export async function fillRecipientData(page: Page, emailConfirmation: string): Promise<void> {
  const label = (key: string) => deText(`recipient.data.${key}`);
  await page.getByRole('radio', { name: deText(`recipient.data.anreden.${RECIPIENT_DATA.anrede}`) }).check();
  for (const key of ['vorname', 'name', 'geburtsdatum', 'strasse', 'hausnummer', 'plz', 'ort'] as const) {
    await page.getByLabel(label(key), { exact: true }).fill(RECIPIENT_DATA[key]);
  }
  await page.getByLabel(label('emailBestaetigung'), { exact: true }).fill(emailConfirmation);
}

export const dataSubmit = (page: Page) => page.getByRole('button', { name: deText('recipient.data.submit') });
export const consentBox = (page: Page) => page.getByLabel(deText('recipient.consent.label'));

export interface ConfirmedRecipient {
  shared: SharedReferral;
  context: BrowserContext;
  page: Page;
  empfaengernummer: string;
}

/**
 * A referral (split 50:50) whose recipient confirmed data and terms, and gave bank data unless
 * `bankData: false`; the recipient's page is left on /empfaengerbestaetigung. For specs that go
 * on from there (partner events making the reward ready); the caller closes `context`.
 */
export async function referralWithConfirmedRecipient(
  browser: Browser,
  tenant: string,
  { run, bankData = true, referrerEmail }: { run: string; bankData?: boolean; referrerEmail?: string },
): Promise<ConfirmedRecipient> {
  const shared = await recommendAndShare(browser, tenant, { run, split: 'both', referrerEmail });
  const nr = shared.empfehlungsnummer;
  const context = await decidedVisitor(browser, tenant);
  const page = await context.newPage();
  await page.goto(shared.referralLink);
  await page.getByRole('button', { name: deText('recipient.landing.action.start') }).click();
  await expect(page).toHaveURL(`${origin(tenant)}/empfaengerdaten/${nr}`);
  await fillRecipientData(page, shared.recipientEmail);
  await dataSubmit(page).click();
  await expect(page).toHaveURL(`${origin(tenant)}/empfaenger/zustimmung?nr=${nr}`);
  await consentBox(page).check();
  await page.getByRole('button', { name: deText('recipient.consent.submit') }).click();
  await expect(page).toHaveURL(`${origin(tenant)}/bankdaten?nr=${nr}`);
  if (bankData) {
    await page.getByLabel(deText('recipient.bank.kontoinhaber')).fill('Bea Berg');
    await page.getByLabel(deText('recipient.bank.iban')).fill(VALID_IBAN);
    await page.getByRole('button', { name: deText('recipient.bank.submit') }).click();
  } else {
    await page.getByRole('link', { name: deText('recipient.bank.later') }).click();
  }
  await expect(page).toHaveURL(`${origin(tenant)}/empfaengerbestaetigung?nr=${nr}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'EmpfaengerBestaetigung'));
  const cookie = await recipientCookie(context, nr);
  const empfaengernummer = cookie?.split('.')[0];
  if (!empfaengernummer) throw new Error('no recipient cookie after the recipient flow');
  return { shared, context, page, empfaengernummer };
}
