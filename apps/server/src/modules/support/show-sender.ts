import type { SupportSender } from '@kwk/shared/operator/support.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import { AppError } from '../../plugins/app-error.ts';
import { iso, referrerRef, type SupportContext } from './support-context.ts';

/**
 * A goodwill case's sender (issue 27, item 11): their account in the tenant, their referrals as
 * referrer with what the rewards came to, and every reward credited to them, so the decision
 * sees what was credited and paid before. No account: nothing to show, not an error.
 */
export async function showSender(
  ctx: SupportContext,
  tenantKey: string,
  email: string,
): Promise<SupportSender> {
  const { db } = ctx;
  const tenant = await ctx.tenants.byKey(tenantKey);
  if (!tenant) throw new AppError('support.account_not_found');
  const referrer = await ctx.referrers.byEmailIdentity(db, tenant.id, emailIdentity(email));
  if (!referrer) return { Konto: null, Empfehlungen: [], Praemien: [] };
  const own = (await ctx.referralSupport.byEmail(db, referrer.email, { offset: 0, limit: 200 })).filter(
    (h) => h.tenant_id === tenant.id && h.referrer_id === referrer.id,
  );
  const [byReferral, others] = await Promise.all([
    ctx.rewards.ofReferrals(
      db,
      own.map((h) => ({ id: h.id, empfehlungsnummer: h.empfehlungsnummer })),
    ),
    ctx.rewards.ofReferrerOnly(db, tenant.id, referrer.id),
  ]);
  return {
    Konto: referrerRef(referrer),
    Empfehlungen: own.map((h) => ({
      Id: h.id,
      Empfehlungsnummer: Number(h.empfehlungsnummer),
      Status: h.status,
      ErstelltAm: iso(h.created_at),
      Auszahlung: ctx.rewards.payoutOf(byReferral.get(h.id)),
    })),
    Praemien: [...own.flatMap((h) => byReferral.get(h.id) ?? []), ...others],
  };
}
