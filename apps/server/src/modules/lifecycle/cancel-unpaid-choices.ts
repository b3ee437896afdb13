import { nextRewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { Db } from '../../db/client.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import type { CreditRow } from './lifecycle.repository.ts';

/**
 * Support rejected the referral in the fraud review: its credits not yet paid are cancelled,
 * a choice included (a hold at the pickup comes after it), so `evaluate` can then settle the
 * referral as rejected. A transfer already in a payout batch stays with its batch: finance
 * decides on money that is on its way. The caller holds the referral's row lock.
 */
export async function cancelUnpaidChoices(
  deps: Pick<LifecycleDeps, 'lifecycle' | 'inPayoutBatch'>,
  tx: Db,
  referralId: string,
  now: Date,
): Promise<CreditRow[]> {
  const open = (await deps.lifecycle.credits(tx, referralId)).filter(
    (c) => nextRewardStatus(c.status, 'review.rejected').ok,
  );
  const batched = await deps.inPayoutBatch(
    tx,
    open.map((c) => c.id),
  );
  const cancelled = open.filter((c) => !batched.has(c.id));
  await deps.lifecycle.moveCredits(tx, cancelled, 'review.rejected', now);
  return cancelled;
}
