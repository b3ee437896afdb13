import type { Language } from '@kwk/shared/errors/error-codes';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Db } from '../../db/client.ts';
import { mailVoice, outboxRow } from '../mail/mail.api.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import type { ReferralsDeps } from './referrals.deps.ts';
import { optinMail } from './referrals.mails.ts';

/** How long the opt-in link holds; a recommendation still pending after it may be made again. */
export const OPTIN_TTL_MS = 7 * 86_400_000;

type OptinDeps = Pick<ReferralsDeps, 'clock' | 'config' | 'tokens' | 'outbox'>;

/** The opt-in token's row and the opt-in mail's outbox row for a referral. */
export function optinParts(
  deps: Pick<ReferralsDeps, 'clock' | 'config' | 'tokens'>,
  tenant: Tenant,
  referralId: string,
  referrer: { email: string; vorname: string },
  lang: Language,
) {
  const { token, row } = deps.tokens.mint({
    tenantId: tenant.id,
    purpose: 'referral.optin',
    subjectId: referralId,
    ttlMs: OPTIN_TTL_MS,
  });
  const link = `${portalOrigin(tenant, deps.config)}/bestaetigung?token=${token}`;
  const mail = optinMail(mailVoice(tenant.mandant.Brand, lang), {
    brand: tenant.mandant.Brand.Name,
    vorname: referrer.vorname,
    link,
  });
  return {
    token: row,
    mail: outboxRow(
      { tenantId: tenant.id, kind: 'referral.optin', to: referrer.email, referralId, ...mail },
      deps.clock.now(),
    ),
  };
}

/** The opt-in mail, with a new token, for a referral. */
export async function sendOptin(
  deps: OptinDeps,
  tx: Db,
  tenant: Tenant,
  referralId: string,
  referrer: { email: string; vorname: string },
  lang: Language,
): Promise<void> {
  const parts = optinParts(deps, tenant, referralId, referrer, lang);
  await deps.tokens.insert(tx, parts.token);
  await deps.outbox.insert(tx, parts.mail);
}

/** A new opt-in mail for a pending recommendation; answers the same whatever the input (no probing). */
export async function resendOptin(
  deps: OptinDeps & Pick<ReferralsDeps, 'db' | 'referrals' | 'referrers'>,
  tenant: Tenant,
  input: { Email: string; Empfehlungsnummer: number },
  lang: Language,
) {
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const referral = await deps.referrals.byNumber(tx, tenant.id, input.Empfehlungsnummer);
    if (!referral?.referrerId || referral.optinConfirmedAt) return;
    const referrer = await deps.referrers.byId(tx, tenant.id, referral.referrerId);
    if (!referrer || emailIdentity(referrer.email) !== emailIdentity(input.Email)) return;
    await deps.tokens.revokeOpen(tx, {
      tenantId: tenant.id,
      purpose: 'referral.optin',
      subjectId: referral.id,
    });
    await sendOptin(deps, tx, tenant, referral.id, referrer, lang);
  });
}
