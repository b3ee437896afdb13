import type { SupportAccount } from '@kwk/shared/operator/support.schemas';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorPrincipal } from '../operators/operators.api.ts';
import { accountSubject, referrerRef, type SupportContext } from './support-context.ts';

/** A referrer account in any tenant, with its block. */
export async function showAccount(ctx: SupportContext, id: string): Promise<SupportAccount> {
  const referrer = await ctx.referrers.anyTenant(ctx.db, id);
  if (!referrer) throw new AppError('support.account_not_found');
  return { ...referrerRef(referrer), Mandant: await ctx.tenantRef(referrer.tenantId) };
}

/**
 * Blocks a referrer's account: signing in is refused (`auth.account_blocked`, spec §8) and every
 * session ends now; with the reason, audited in the same transaction.
 */
export async function blockAccount(
  ctx: SupportContext,
  operator: OperatorPrincipal,
  id: string,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const referrer = await ctx.referrers.lockAnyTenant(tx, id);
    if (!referrer) throw new AppError('support.account_not_found');
    if (referrer.blockedReason) throw new AppError('support.account_already_blocked');
    await ctx.referrers.setBlocked(tx, referrer.id, 'blocked');
    await ctx.sessionRows.removeOthers(tx, referrer.id, null);
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operator.operator.id },
      action: 'account.block',
      tenantId: referrer.tenantId,
      subject: accountSubject(referrer.id),
      reason,
    });
  });
}

/** Lifts support's block (not the exclusion list's: that is lifted by changing the list). */
export async function unblockAccount(
  ctx: SupportContext,
  operator: OperatorPrincipal,
  id: string,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const referrer = await ctx.referrers.lockAnyTenant(tx, id);
    if (!referrer) throw new AppError('support.account_not_found');
    if (!referrer.blockedReason) throw new AppError('support.account_not_blocked');
    if (referrer.blockedReason === 'excluded') throw new AppError('support.account_excluded');
    await ctx.referrers.setBlocked(tx, referrer.id, null);
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operator.operator.id },
      action: 'account.unblock',
      tenantId: referrer.tenantId,
      subject: accountSubject(referrer.id),
      reason,
      details: { was: referrer.blockedReason },
    });
  });
}
