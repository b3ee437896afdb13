import type { Language } from '@kwk/shared/errors/error-codes';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { RecipientLookups, RecipientsDeps } from './recipient-lookups.ts';
import { orderUrl } from './recipients.rules.ts';

/**
 * `GET /empfehlung/{nr}/produkt/produktlink`: the partner's order page for this referral and
 * recipient, once they confirmed their data and the terms. Not counted as a click: the
 * landing counted the visit already.
 */
export function createProductLink(
  deps: Pick<RecipientsDeps, 'db' | 'referrals' | 'recipients'>,
  look: RecipientLookups,
) {
  const { db } = deps;
  return async (
    tenant: Tenant,
    nr: number,
    query: { channel?: string | undefined; empfaengernummer: string },
    lang: Language,
  ) => {
    const referral = await deps.referrals.byNumber(db, tenant.id, nr);
    const recipient = await deps.recipients.byNumber(db, tenant.id, query.empfaengernummer);
    if (!referral || !recipient || recipient.referralId !== referral.id)
      throw new AppError('referrals.not_found');
    look.refuseUnusable(await look.describe(db, tenant, referral, lang));
    // spec §1: the recipient confirms their data and accepts the terms, then orders.
    if (!recipient.dataConfirmedAt) throw new AppError('recipients.data_required');
    if (!recipient.consentAt) throw new AppError('recipients.consent_required');
    return {
      Produktlink: orderUrl(tenant.mandant.Urls.BestellUrl, {
        produkt: referral.productId,
        empfehlungsnummer: nr,
        empfaengernummer: recipient.empfaengernummer,
        channel: query.channel || recipient.channel || 'Link',
      }),
    };
  };
}
