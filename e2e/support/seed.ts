import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { Campaign } from '@kwk/shared/content/content.schemas';
import { SPLITS } from '@kwk/shared/referrals/splits';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { type Browser, expect } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { decidedVisitor, visitorAddress } from './context.ts';
import { linkIn, mailsTo, waitForMail } from './mailbox.ts';
import { type ConfirmedRecipient, RECIPIENT_DATA, VALID_IBAN } from './recipient.ts';
import type { RecommendOptions, SharedReferral } from './recommendation.ts';
import { E2E_PORT, origin } from './tenants.ts';
import { deText, pageTitle } from './texts.ts';

// Decision 049: a spec whose guarantee starts after the recommendation (or after the recipient's
// steps) makes them through the same public API calls the SPA sends, not through the screens.
// The screens themselves are proven where they are the guarantee: the recommendation form in
// recommend.spec.ts and through recommendAndShare (recipient, recipient-share, analytics-consent),
// the recipient's steps in recipient.spec.ts, the contact form's captcha in contact.spec.ts.

/**
 * A call of the tenant's API as a visitor at `address` (the harness trusts X-Forwarded-For from
 * loopback); Node does not resolve `*.localhost`, and the API names the tenant in its path.
 */
async function call<T>(
  tenant: string,
  address: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  { body, token }: { body?: unknown; token?: string } = {},
): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${E2E_PORT}/api/v1/${tenant}/${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      'Accept-Language': 'de',
      'X-Forwarded-For': address,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

type SeedOptions = Pick<RecommendOptions, 'run' | 'split' | 'referrerEmail'> & {
  /** The agent's number (Agentennummer), as the agent form sends it. */
  agent?: string;
};

/** A recommendation made through the API, its opt-in not yet confirmed: the mailed opt-in link. */
interface SeededRecommendation extends Omit<SharedReferral, 'referralLink' | 'empfehlungsnummer' | 'k'> {
  optinLink: string;
  /** The visitor address the referrer sent it from. */
  address: string;
}

/**
 * The recommendation `recommendAndShare` sends through the form, made through the API: the
 * tenant's first product with a reward, the campaigns ticked as the form ticks them for a referrer
 * who consents. Answers the link of the opt-in mail.
 */
async function seededRecommendation(
  tenant: string,
  { run, split, referrerEmail, agent }: SeedOptions,
): Promise<SeededRecommendation> {
  const referrer = {
    firstName: 'Erika',
    lastName: 'Muster',
    email: referrerEmail ?? `werber-${run}@example.org`,
  };
  const recipientEmail = `kontakt-${run}@example.org`;
  const address = visitorAddress();
  const [mandant, products, campaigns] = await Promise.all([
    call<Mandant>(tenant, address, 'GET', `mandant/${tenant}`),
    call<Product[]>(tenant, address, 'GET', 'produkt'),
    call<Campaign[]>(tenant, address, 'GET', 'aktion/alleAktiven'),
  ]);
  const product = products.find((p) => p.Praemien.length > 0);
  if (!product) throw new Error(`${tenant} has no product with a reward`);
  const mailsBefore = (await mailsTo(referrer.email)).length;
  await call(tenant, address, 'POST', 'Empfehlen/create', {
    body: {
      Empfehlung: {
        Produkt: product.Id,
        AnteilEmpfehler: SPLITS[split],
        AgbText: `Ich akzeptiere die Teilnahmebedingungen von ${mandant.Brand.Name}.`,
        AgbAkzeptiert: true,
        Aktionen: campaigns.map((c) => ({ AktionsId: c.AktionsId, abgehakt: c.abgehakt || c.Zustimmung })),
        ...(agent ? { Agentennummer: agent } : {}),
      },
      Empfehler: {
        Vorname: referrer.firstName,
        Nachname: referrer.lastName,
        Email: referrer.email,
        NewsletterPermission: false,
        Teilnahmeberechtigt: true,
      },
      Empfaenger: { Email: recipientEmail },
    },
  });
  const optinLink = linkIn(
    await waitForMail(referrer.email, /./, 15_000, mailsBefore),
    /\/bestaetigung\?token=/,
  );
  return { mandant, product, referrer, recipientEmail, optinLink, address };
}

/** The referral behind the personal link of the share step. */
function withLink(made: SeededRecommendation, referralLink: string): SharedReferral {
  const { optinLink: _, address: __, ...rest } = made;
  const link = new URL(referralLink);
  const k = link.searchParams.get('k');
  if (!k) throw new Error(`unexpected referral link ${referralLink}`);
  return { ...rest, referralLink, empfehlungsnummer: Number(link.pathname.split('/').pop()), k };
}

/**
 * What `recommendAndShare` leaves behind, made through the API: the recommendation, the opt-in
 * confirmed with the token of the mail (`Empfehlen/bestaetigen`), the referral link of the share step.
 */
export async function seededReferral(tenant: string, options: SeedOptions): Promise<SharedReferral> {
  const made = await seededRecommendation(tenant, options);
  const token = new URL(made.optinLink).searchParams.get('token');
  const share = await call<{ Empfehlungslink: string }>(
    tenant,
    made.address,
    'POST',
    'Empfehlen/bestaetigen',
    {
      body: { Token: token },
    },
  );
  return withLink(made, share.Empfehlungslink);
}

/**
 * The share step in the referrer's browser, the recommendation before it made through the API:
 * the opt-in link of the mail opened, `onShare` looks at /teilen, then the browser closes. For specs
 * that prove the share step, not the form (the form: `recommendAndShare`).
 */
export async function seededShareStep(
  browser: Browser,
  tenant: string,
  { onShare, viewport, ...options }: RecommendOptions,
): Promise<SharedReferral> {
  const made = await seededRecommendation(tenant, options);
  const context = await decidedVisitor(browser, tenant, viewport ? { viewport } : {});
  const page = await context.newPage();
  await page.goto(made.optinLink);
  await expect(page).toHaveURL(`${origin(tenant)}/teilen`);
  const referralLink = await page.getByRole('textbox', { name: deText('share.linkLabel') }).inputValue();
  await onShare?.(page);
  await context.close();
  return withLink(made, referralLink);
}

/**
 * What `referralWithConfirmedRecipient` leaves behind, made through the API: a referral (split
 * 50:50) whose recipient, arriving by the link, confirmed RECIPIENT_DATA and the terms, and gave
 * bank data unless `bankData: false`. Answers the referral and the recipient's number.
 */
export async function seededConfirmedRecipient(
  tenant: string,
  { bankData = true, ...options }: Omit<SeedOptions, 'split'> & { bankData?: boolean },
): Promise<{ shared: SharedReferral; empfaengernummer: string; token: string }> {
  const shared = await seededReferral(tenant, { ...options, split: 'both' });
  const nr = shared.empfehlungsnummer;
  const address = visitorAddress();
  const { Empfaengernummer: empfaengernummer, Token: token } = await call<{
    Empfaengernummer: string;
    Token: string;
  }>(tenant, address, 'POST', `empfaenger/create/${nr}?k=${shared.k}&channel=Link`, { body: {} });
  const { strasse, hausnummer, plz, ort, ...person } = RECIPIENT_DATA;
  await call(tenant, address, 'POST', 'tracking/abschliessen?channel=co&einsprungsquelle=Einsprungslink', {
    token,
    body: {
      empfehlungsnummer: nr,
      empfaengernummer,
      empfaengerdaten: {
        ...person,
        email: shared.recipientEmail,
        emailBestaetigung: shared.recipientEmail,
        newsletter: [false],
        adresse: { strasse, hausnummer, plz, ort },
      },
    },
  });
  await call(tenant, address, 'PUT', 'empfaenger/zustimmung', {
    token,
    body: {
      AgbText: 'Ich stimme den Teilnahmebedingungen und der Datenschutzerklärung zu.',
      Zustimmung: true,
    },
  });
  if (bankData)
    await call(tenant, address, 'POST', 'empfaenger/bankdaten', {
      token,
      body: { Kontoinhaber: 'Bea Berg', Iban: VALID_IBAN },
    });
  return { shared, empfaengernummer, token };
}

/**
 * `seededConfirmedRecipient` with the recipient's browser: the referral's recipient cookie
 * (`{Empfaengernummer}.{Token}`, as the landing leaves it) in a fresh context, its page on
 * /empfaengerbestaetigung. The caller closes `context`.
 */
export async function seededRecipientPage(
  browser: Browser,
  tenant: string,
  options: Parameters<typeof seededConfirmedRecipient>[1],
): Promise<ConfirmedRecipient> {
  const { shared, empfaengernummer, token } = await seededConfirmedRecipient(tenant, options);
  const nr = shared.empfehlungsnummer;
  const context = await decidedVisitor(browser, tenant);
  await context.addCookies([
    {
      name: `${COOKIE_NAMES.recipientPrefix}${nr}`,
      value: encodeURIComponent(`${empfaengernummer}.${token}`),
      domain: `${tenant}.localhost`,
      path: '/',
    },
  ]);
  const page = await context.newPage();
  await page.goto(`${origin(tenant)}/empfaengerbestaetigung?nr=${nr}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pageTitle('de', 'EmpfaengerBestaetigung'));
  return { shared, context, page, empfaengernummer };
}

/**
 * A reward complaint (Anliegen Praemienreklamation) of `email` through the contact API, the
 * captcha solved here as the `<altcha-widget>` solves it: a goodwill case for support. The form
 * itself, its captcha in the browser and /kulanzdanke are proven in contact.spec.ts and
 * console-cases.spec.ts.
 */
export async function seededRewardComplaint(tenant: string, email: string, message: string): Promise<void> {
  const address = visitorAddress();
  const challenge = await call<Challenge>(tenant, address, 'GET', 'captcha/challenge');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the captcha was not solved');
  const captcha = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  await call(tenant, address, 'POST', `kontakt?captcha=${encodeURIComponent(captcha)}`, {
    body: { Email: email, Betreff: 'Prämie fehlt', Nachricht: message, Anliegen: 'Praemienreklamation' },
  });
}
