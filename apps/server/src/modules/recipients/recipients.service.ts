import type { Language } from '@kwk/shared/errors/error-codes';
import { trackingBodySchema } from '@kwk/shared/recipients/recipient.schemas';
import { berlinDate } from '../../clock.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { createCompleteTracking } from './complete-tracking.ts';
import { createRecipientCreation } from './create-recipient.ts';
import { createMailPickupLink } from './mail-pickup-link.ts';
import { createProductLink } from './product-link.ts';
import { createRecipientConsent } from './recipient-consent.ts';
import { createRecipientLanding } from './recipient-landing.ts';
import { createRecipientLookups, mayStoreBankData, type RecipientsDeps } from './recipient-lookups.ts';
import { createRecipientPages } from './recipient-pages.ts';
import { createRecipientReward } from './recipient-reward.ts';
import { createSaveBankData } from './save-bank-data.ts';

/**
 * The recipient's side of a referral (spec §2, §7 "Recommendation" and "Recipient"; issue 4): one
 * file per use case, sharing the lookups of `recipient-lookups.ts`.
 */
export function createRecipientsService(deps: RecipientsDeps) {
  const { db, clock } = deps;
  const look = createRecipientLookups(deps);
  const landing = createRecipientLanding(deps, look);
  const pages = createRecipientPages(deps, look);
  return {
    /**
     * The tracking body's schema for a language; the age rule asks this service's clock at each
     * parse, so a schema built once still judges the age on the day of the request.
     */
    trackingSchema: (lang: Language) => trackingBodySchema(lang, () => berlinDate(clock.now())),
    mayStoreBankData,
    /** The recipient of a bearer token (the auth hook's `recipient` check). */
    authenticate: (tenant: Tenant, token: string | undefined) => look.recipientByToken(db, tenant, token),
    landing: landing.landing,
    publicReferral: landing.publicReferral,
    create: createRecipientCreation(deps, look),
    byToken: pages.byToken,
    completeTracking: createCompleteTracking(deps, look),
    consent: createRecipientConsent(deps),
    saveBankData: createSaveBankData(deps, look),
    order: pages.order,
    reward: createRecipientReward(deps, look),
    /** `POST /empfaenger/{nr}/praemie/abhollink`: see `mail-pickup-link.ts`. */
    mailPickupLink: createMailPickupLink(deps),
    productLink: createProductLink(deps, look),
  };
}

export type RecipientsService = ReturnType<typeof createRecipientsService>;
