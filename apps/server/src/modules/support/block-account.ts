import type { SupportAccount } from '@kwk/shared/operator/support.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorPrincipal } from '../operators/operators.api.ts';
import { accountSubject, referrerRef, type SupportContext } from './support-context.ts';

/** A referrer account in any tenant, with its block. */
export async function showAccount(ctx: SupportContext, id: string): Promise<SupportAccount> {
  const referrer = await ctx.referrers.anyTenant(ctx.db, id);
  if (!referrer) throw new AppError('support.account_not_found');
  return { ...referrerRef(referrer), Mandant: await ctx.tenantRef(referrer.tenantId) };
}

type LockedReferrer = NonNullable<Awaited<ReturnType<SupportContext['referrers']['lockAnyTenant']>>>;

/**
 * Changes a referrer's block under the account's row lock and records it, with the operator's
 * reason (and the details `change` answers), in the audit log in the same transaction.
 */
async function changeBlock(
  ctx: SupportContext,
  operator: OperatorPrincipal,
  id: string,
  reason: string,
  action: 'account.block' | 'account.unblock',
  change: (tx: Db, referrer: LockedReferrer) => Promise<Record<string, unknown> | undefined>,
) {
  await ctx.db.transaction(async (tx) => {
    const referrer = await ctx.referrers.lockAnyTenant(tx, id);
    if (!referrer) throw new AppError('support.account_not_found');
    const details = await change(tx, referrer);
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operator.operator.id },
      action,
      tenantId: referrer.tenantId,
      subject: accountSubject(referrer.id),
      reason,
      ...(details ? { details } : {}),
    });
  });
}

/**
 * Blocks a referrer's account: signing in is refused (`auth.account_blocked`, spec §8) and every
 * session ends now; with the reason, audited in the same transaction.
 */
export const blockAccount = (ctx: SupportContext, operator: OperatorPrincipal, id: string, reason: string) =>
  changeBlock(ctx, operator, id, reason, 'account.block', async (tx, referrer) => {
    if (referrer.blockedReason) throw new AppError('support.account_already_blocked');
    await ctx.referrers.setBlocked(tx, referrer.id, 'blocked');
    await ctx.sessionRows.removeOthers(tx, referrer.id, null);
    return undefined;
  });

/** Lifts support's block (not the exclusion list's: that is lifted by changing the list). */
export const unblockAccount = (
  ctx: SupportContext,
  operator: OperatorPrincipal,
  id: string,
  reason: string,
) =>
  changeBlock(ctx, operator, id, reason, 'account.unblock', async (tx, referrer) => {
    if (!referrer.blockedReason) throw new AppError('support.account_not_blocked');
    if (referrer.blockedReason === 'excluded') throw new AppError('support.account_excluded');
    await ctx.referrers.setBlocked(tx, referrer.id, null);
    return { was: referrer.blockedReason };
  });
