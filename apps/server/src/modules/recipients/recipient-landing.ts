import type { Language } from '@kwk/shared/errors/error-codes';
import type { Landing } from '@kwk/shared/recipients/recipient.schemas';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { RecipientLookups, RecipientsDeps } from './recipient-lookups.ts';

/** The landing of a referral link, by link or by number alone (spec §7 "Recommendation"). */
export function createRecipientLanding(
  deps: Pick<RecipientsDeps, 'db' | 'referrals'>,
  look: RecipientLookups,
) {
  const { db } = deps;
  return {
    /** `GET /empfehlen/{nr}/{hex}` (strict: errors for expired and blocked) and `/empfehlen/any/…`. */
    async landing(
      tenant: Tenant,
      nr: number,
      hex: string,
      lang: Language,
      strict: boolean,
    ): Promise<Landing> {
      const referral = await look.referralByLink(db, tenant, nr, hex);
      const landing = await look.describe(db, tenant, referral, lang);
      if (strict) look.refuseUnusable(landing);
      return landing;
    },

    /** `GET empfehlen/{no}`: the public facts of a referral by its number, no names. */
    async publicReferral(tenant: Tenant, nr: number, lang: Language) {
      const referral = await deps.referrals.byNumber(db, tenant.id, nr);
      if (!referral) throw new AppError('referrals.not_found');
      const { Empfehlungsnummer, ProduktId, ProduktName, Praemie, Status } = await look.describe(
        db,
        tenant,
        referral,
        lang,
      );
      return { Empfehlungsnummer, ProduktId, ProduktName, Praemie, Status };
    },
  };
}
