import type { Language } from '@kwk/shared/errors/error-codes';
import type { RecommendationCreateBody } from '@kwk/shared/referrals/referral.schemas';
import type { Db } from '../../db/client.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { assignOfflineCode } from './assign-offline-code.ts';
import { confirmOptin } from './confirm-optin.ts';
import { type CreateReferralInput, createReferral, createReferralIn } from './create-referral.ts';
import { referralLinkFor } from './referral-link.ts';
import type { ReferralsDeps, RequestOrigin } from './referrals.deps.ts';
import { optinParts, resendOptin, sendOptin } from './send-optin.ts';
import { sendRecipientMail } from './send-recipient-mail.ts';

/** Recommending (spec §1, §4, §5, §7 "Recommendation"): create, double opt-in, send to the recipient. */
export function createReferralsService(deps: ReferralsDeps) {
  return {
    /** spec §9: the friendly-captcha feature is off by default; a tenant switches it on. */
    isCaptchaRequired: (tenant: Tenant) => tenant.mandant.Brand.Features.FriendlyCaptcha,

    /** `POST /Empfehlen/create` with a body the route checked by the tenant's rules. */
    create: (tenant: Tenant, body: RecommendationCreateBody, input: CreateReferralInput) =>
      createReferral(deps, tenant, body, input),

    createIn: (
      tx: Db,
      tenant: Tenant,
      body: RecommendationCreateBody,
      input: Omit<CreateReferralInput, 'captcha'>,
    ) => createReferralIn(deps, tx, tenant, body, input),

    /** The opt-in token's row and the opt-in mail's outbox row for a referral. */
    optinParts: (
      tenant: Tenant,
      referralId: string,
      referrer: { email: string; vorname: string },
      lang: Language,
    ) => optinParts(deps, tenant, referralId, referrer, lang),

    sendOptin: (
      tx: Db,
      tenant: Tenant,
      referralId: string,
      referrer: { email: string; vorname: string },
      lang: Language,
    ): Promise<void> => sendOptin(deps, tx, tenant, referralId, referrer, lang),

    /** A new opt-in mail for a pending recommendation; answers the same whatever the input (no probing). */
    resendOptin: (tenant: Tenant, input: { Email: string; Empfehlungsnummer: number }, lang: Language) =>
      resendOptin(deps, tenant, input, lang),

    /** The referrer's click on the mailed link: records the proof and opens the share step. */
    confirmOptin: (
      tenant: Tenant,
      token: string,
      origin: Pick<RequestOrigin, 'ip' | 'userAgent'>,
      lang: Language,
    ) => confirmOptin(deps, tenant, token, origin, lang),

    /** Draws a code no other referral of the tenant has (a clash is one in a trillion). */
    assignOfflineCode: (tx: Db, tenant: Tenant, referralId: string): Promise<string | null> =>
      assignOfflineCode(deps, tx, tenant, referralId),

    link: referralLinkFor(deps.config),

    /** The e-mail channel: the portal mails the recipient once, after the referrer's affirmation. */
    sendRecipientMail: (tenant: Tenant, sendToken: string, lang: Language): Promise<void> =>
      sendRecipientMail(deps, tenant, sendToken, lang),
  };
}

export type ReferralsService = ReturnType<typeof createReferralsService>;
