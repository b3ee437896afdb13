import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { correctionAllowed } from '@kwk/shared/operator/support-corrections';
import { AppError } from '../../plugins/app-error.ts';
import type { OperatorPrincipal } from '../operators/operators.api.ts';
import { referralSubject, type SupportContext } from './support-context.ts';

/**
 * Support sets a referral's status by hand (support-corrections.ts), with the reason, audited
 * in the same transaction. Refused while a reward credit of it is not cancelled: money moves
 * through the reward's own flows.
 */
export async function correctStatus(
  ctx: SupportContext,
  operator: OperatorPrincipal,
  id: string,
  to: ReferralStatus,
  reason: string,
) {
  await ctx.db.transaction(async (tx) => {
    const referral = await ctx.referralSupport.lockById(tx, id);
    if (!referral) throw new AppError('support.referral_not_found');
    if (!correctionAllowed(referral.status, to)) throw new AppError('support.correction_not_allowed');
    const credits = await ctx.lifecycle.credits(tx, referral.id);
    if (credits.some((c) => c.status !== 'Storniert' && c.status !== 'Abgelaufen'))
      throw new AppError('support.correction_has_reward');
    await ctx.referralSupport.correctStatus(tx, referral.id, to, ctx.clock.now());
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operator.operator.id },
      action: 'referral.status_corrected',
      tenantId: referral.tenantId,
      subject: referralSubject(referral.empfehlungsnummer),
      reason,
      details: { from: referral.status, to, referralId: referral.id },
    });
  });
}
