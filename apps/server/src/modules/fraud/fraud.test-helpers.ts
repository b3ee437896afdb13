import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { TestContext } from '../../test/test-app.ts';
import { api, PASSWORD, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { recipientFor, trackingData } from '../recipients/recipients.test-helpers.ts';
import {
  create,
  createBody,
  lastMail,
  nextClientIp,
  tokenFrom,
} from '../referrals/referrals.test-helpers.ts';

const DAY = 86_400_000;
let people = 0;

/** How one referral is made: who, from where, and what the partner says. */
export interface FraudScenario {
  tenant?: string;
  referrer?: string;
  recipient?: string;
  /** The referrer's client address and device cookie when recommending. */
  referrerIp?: string;
  referrerDevice?: string;
  /** The recipient's when confirming. */
  recipientIp?: string;
  recipientDevice?: string;
  recipientConfirmEmail?: string;
  /** The referrer's postal address (as a tenant with Rules.EmpfehlerAdresse keeps it). */
  referrerAddress?: { Strasse: string; Hausnummer: string; Plz: string; Ort: string; Land: string };
  /** The recipient's postal address at the confirmation (default: the tracking helper's). */
  recipientAddress?: { strasse: string; hausnummer: string; plz: string; ort: string };
  existingCustomer?: boolean;
  /** Stop after the create (no recipient, no order). */
  createOnly?: boolean;
  /** Only the order placed, not yet effective (nothing to credit yet). */
  placedOnly?: boolean;
}

export const uniqueEmail = (name: string) => {
  people += 1;
  return `${name}-${people}-${Date.now()}@example.org`;
};

/**
 * A valid German IBAN per account number: one IBAN typed by two referrers is a fraud signal
 * (issue 15), so a test gives each referrer its own unless it means the signal.
 */
export function germanIban(account: number) {
  const bban = `37040044${String(account).padStart(10, '0')}`;
  const check = 98n - (BigInt(`${bban}131400`) % 97n);
  return `DE${String(check).padStart(2, '0')}${bban}`;
}

/**
 * The referrer of a referral signs in and takes its reward by transfer to an IBAN typed now (the
 * pickup's fraud check compares it). Answers the choice's answer and the referrer's session token.
 */
export async function pickUpByTransfer(t: TestContext, referrer: string, referralId: string, iban: string) {
  const { Token } = await signedUpReferrer(t, referrer, { password: PASSWORD });
  const [credit] = await t.database.query<{ id: string }>(
    "select id from reward_credits where referral_id = $1 and beneficiary = 'Empfehler'",
    [referralId],
  );
  const res = await api(t, 'PUT', '/praemierung/', {
    token: Token,
    body: {
      PraemieId: credit!.id,
      Auszahlung: 'Ueberweisung',
      Bankdaten: { Kontoinhaber: 'Anna Berg', Iban: iban },
    },
  });
  return Object.assign(res, { token: Token });
}

export const deviceCookie = (id: string) => ({ cookie: `${COOKIE_NAMES.device}=${id}` });

/**
 * A referral made the way it happens (recommend, opt-in, the recipient follows the link and
 * confirms, the partner reports an order effective 20 days ago: past its periods), so the engine
 * would credit it now. Answers its number and id.
 */
export async function fraudReferral(t: TestContext, s: FraudScenario = {}) {
  const tenant = s.tenant ?? 'telko';
  const referrer = s.referrer ?? uniqueEmail('referrer');
  // Newest-mail lookups: a second later, this referral's mails are the newest.
  t.clock.advance(1000);
  // Tick every active campaign, as a referrer who agrees to all would.
  const campaigns = (await t.app.inject({ url: `/api/v1/${tenant}/aktion/alleAktiven` })).json() as {
    AktionsId: number;
  }[];
  const created = await create(
    t,
    tenant,
    createBody({
      referrer,
      recipient: s.recipient ?? uniqueEmail('friend'),
      split: 50,
      campaigns: campaigns.map((c) => ({ AktionsId: c.AktionsId, abgehakt: true })),
    }),
    s.referrerDevice ? deviceCookie(s.referrerDevice) : {},
    s.referrerIp ?? nextClientIp(),
  );
  if (created.statusCode !== 202) throw new Error(`create answered ${created.statusCode}: ${created.body}`);
  const nr = created.json().Empfehlungsnummer as number;
  const id = (
    await t.database.query<{ id: string }>('select id from referrals where empfehlungsnummer = $1', [nr])
  )[0]!.id;
  if (s.referrerAddress)
    await t.database.query('update referrers set address = $2::jsonb where email = $1', [
      referrer,
      JSON.stringify(s.referrerAddress),
    ]);
  if (s.createOnly) return { nr, id, referrer };
  const token = tokenFrom((await lastMail(t, 'referral.optin', referrer))!.text_body);
  const confirmed = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${tenant}/Empfehlen/bestaetigen`,
    payload: { Token: token },
  });
  if (confirmed.statusCode !== 200) throw new Error(`opt-in answered ${confirmed.body}`);
  // The order comes after the recommendation: the referral was made a month ago.
  await t.database.query("update referrals set created_at = created_at - interval '30 days' where id = $1", [
    id,
  ]);
  const recipient = await recipientFor(t, tenant, confirmed.json().Empfehlungslink);
  const email = s.recipientConfirmEmail ?? uniqueEmail('buyer');
  const tracked = await t.app.inject({
    method: 'POST',
    url: `/api/v1/${tenant}/tracking/abschliessen/?channel=co&einsprungsquelle=Einsprungslink`,
    headers: {
      authorization: `Bearer ${recipient.Token}`,
      ...(s.recipientDevice ? deviceCookie(s.recipientDevice) : {}),
    },
    payload: {
      empfehlungsnummer: recipient.nr,
      empfaengernummer: recipient.Empfaengernummer,
      empfaengerdaten: trackingData({
        email,
        emailBestaetigung: email,
        ...(s.recipientAddress ? { adresse: s.recipientAddress } : {}),
      }),
    },
    remoteAddress: s.recipientIp ?? nextClientIp(),
  });
  if (tracked.statusCode !== 200) throw new Error(`tracking answered ${tracked.statusCode}: ${tracked.body}`);
  const tenantId = (await t.app.services.tenants.byKey(tenant))!.id;
  const now = t.clock.now().getTime();
  const reported = [
    ['order.placed', 21],
    ['order.effective', 20],
  ] as const;
  for (const [type, daysAgo] of s.placedOnly ? reported.slice(0, 1) : reported) {
    const result = await t.app.services.partnerEvents.ingestForTenant(tenantId, {
      id: `${type}-${nr}`,
      type,
      occurredAt: new Date(now - daysAgo * DAY).toISOString(),
      empfehlungsnummer: nr,
      orderId: `A-${nr}`,
      ...(s.existingCustomer && type === 'order.placed' ? { existingCustomer: true } : {}),
    });
    if ('invalid' in result || 'deadLetter' in result)
      throw new Error(`${type} answered ${JSON.stringify(result)}`);
  }
  return { nr, id, referrer };
}

/** What the engine and the fraud review made of a referral. */
export async function fraudState(t: TestContext, id: string) {
  const [referral] = await t.database.query<{ status: string; rejection_reason: string | null }>(
    'select status, rejection_reason from referrals where id = $1',
    [id],
  );
  const credits = await t.database.query<{ status: string; due_on: string | null; beneficiary: string }>(
    "select status, due_on, beneficiary from reward_credits where referral_id = $1 and kind = 'referral' order by beneficiary",
    [id],
  );
  const [review] = await t.database.query<{ state: string }>(
    'select state from fraud_reviews where referral_id = $1',
    [id],
  );
  const signals = await t.database.query<{ kind: string; evidence: Record<string, unknown> }>(
    'select kind, evidence from fraud_signals where referral_id = $1 order by kind',
    [id],
  );
  return {
    status: referral?.status,
    reason: referral?.rejection_reason ?? null,
    credits: credits.map((c) => c.status),
    review: review?.state ?? null,
    signals: signals.map((s) => s.kind),
    evidence: signals.map((s) => s.evidence),
  };
}
