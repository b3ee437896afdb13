import { randomUUID } from 'node:crypto';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { RecommendationCreateBody } from '@kwk/shared/referrals/referral.schemas';
import type { Db } from '../../db/client.ts';
import { emailSearchHash } from '../../lib/email-search-hash.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { ReferralsDeps, RequestOrigin } from './referrals.deps.ts';
import { linkToken, randomEmpfehlungsnummer, referralExpiry } from './referrals.rules.ts';
import { optinParts } from './send-optin.ts';
import { agentNumberOf, validateRecommendation } from './validate-recommendation.ts';

/** What the route passes beside the body. */
export interface CreateReferralInput {
  lang: Language;
  captcha: string | undefined;
  channelCookie: string | undefined;
  origin?: RequestOrigin;
  /** The agent number of the signed-in employee recommending as themself (see agentAllowed). */
  employeeAgent?: string;
}

/** The unique constraint a failed insert hit; drizzle wraps the driver's error as its cause. */
const violatedConstraint = (error: unknown) =>
  ((error as { cause?: { constraint?: string } }).cause ?? (error as { constraint?: string })).constraint;

/** `POST /Empfehlen/create` with a body the route checked by the tenant's rules. */
export async function createReferral(
  deps: ReferralsDeps,
  tenant: Tenant,
  body: RecommendationCreateBody,
  input: CreateReferralInput,
): Promise<{ Empfehlungsnummer: number }> {
  if (tenant.mandant.Brand.Features.FriendlyCaptcha) await deps.captcha.verify(tenant, input.captcha);
  for (let attempt = 0; ; attempt++) {
    try {
      return await deps.db.transaction(async (t) =>
        createReferralIn(deps, t as unknown as Db, tenant, body, input),
      );
    } catch (error) {
      // Two referrals drew the same random number: draw again (one in tens of millions).
      if (attempt < 3 && violatedConstraint(error) === 'referrals_number_uq') continue;
      throw error;
    }
  }
}

/** The recommendation in the caller's transaction: checks, the row with its opt-in mail, fraud checks, webhook. */
export async function createReferralIn(
  deps: Omit<ReferralsDeps, 'db' | 'captcha'>,
  tx: Db,
  tenant: Tenant,
  body: RecommendationCreateBody,
  input: Omit<CreateReferralInput, 'captcha'>,
): Promise<{ Empfehlungsnummer: number }> {
  const { now, recipientEmailIdentity, referrer, takenByOther, campaignBonusCent, promisedRewardCent } =
    await validateRecommendation(
      deps,
      tenant,
      body,
      input.lang,
      input.origin ?? { ip: null, userAgent: null, device: null },
      tx,
      input.employeeAgent,
    );
  // spec §6: neither side may be an employee, sales partner or service provider of the brand.
  await deps.exclusions.refuseExcluded(tx, tenant.id, {
    emails: [body.Empfehler.Email, body.Empfaenger.Email],
    kundennummern: [referrer.kundennummer],
  });
  if (referrer.blockedReason) throw new AppError('referrals.data_unusable');

  const key = {
    tenantId: tenant.id,
    referrerId: referrer.id,
    recipientEmailIdentity,
    productId: body.Empfehlung.Produkt,
  };
  if (takenByOther) throw new AppError('referrals.email_exists');

  const empfehlungsnummer = randomEmpfehlungsnummer();
  const referralId = randomUUID();
  const optin = optinParts(deps, tenant, referralId, referrer, input.lang);
  const created = await deps.referrals.insertWithOptin(
    tx,
    {
      ...key,
      id: referralId,
      empfehlungsnummer,
      linkTokenHash: linkToken(deps.config.appSecret, tenant.id, empfehlungsnummer),
      recipientEmail: body.Empfaenger.Email.trim(),
      recipientEmailHash: emailSearchHash(deps.config.appSecret, body.Empfaenger.Email),
      channel: body.Empfehlung.Channel ?? input.channelCookie ?? null,
      agentNumber: agentNumberOf(body) ?? null,
      agbText: body.Empfehlung.AgbText,
      anteilEmpfehler: body.Empfehlung.AnteilEmpfehler,
      campaignConsents: body.Empfehlung.Aktionen.filter((a) => a.abgehakt).map((a) => a.AktionsId),
      campaignBonusCent,
      promisedRewardCent,
      createdAt: now,
      expiresAt: referralExpiry(now),
    },
    optin.token,
    optin.mail,
  );
  if (!created) {
    const existing = await deps.referrals.findSame(tx, key);
    if (existing?.optinConfirmedAt) throw new AppError('referrals.already_created');
    // The number lets the form offer a resend; the mail only ever goes to the referrer.
    throw new AppError(
      'referrals.optin_pending',
      existing ? { Empfehlungsnummer: existing.empfehlungsnummer } : undefined,
    );
  }
  await deps.fraud(tx, {
    tenantId: tenant.id,
    referralId,
    referrerId: referrer.id,
    referrerEmail: body.Empfehler.Email,
    recipientEmail: body.Empfaenger.Email,
    origin: input.origin,
    now,
  });
  await deps.webhooks.enqueueWebhookEvent(
    tx,
    {
      tenant,
      type: 'referral.created',
      referralNumber: empfehlungsnummer,
      data: {
        referralNumber: empfehlungsnummer,
        referrerNumber: referrer.kundennummer ?? null,
        productId: body.Empfehlung.Produkt,
        source: input.employeeAgent ? 'agency_employee' : agentNumberOf(body) ? 'agent' : 'web',
        createdAt: now.toISOString(),
      },
    },
    now,
  );
  deps.counts.referralCreated(tx, tenant.id);
  return { Empfehlungsnummer: empfehlungsnummer };
}
