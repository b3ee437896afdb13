import type { FraudReviewState } from '@kwk/shared/operator/fraud.schemas';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fraudReviews, fraudSignals } from './fraud.table.ts';

/**
 * The fraud module's read of one referral's review for other modules (decision 051; support's
 * view of a referral, issue 29 item 4): the review's state and outcome and its signals' kinds and
 * times. The evidence stays in the fraud review's own screen.
 */
export async function fraudReviewOfReferral(
  tx: Db,
  referralId: string,
): Promise<
  | {
      state: FraudReviewState;
      heldAt: Date;
      decidedAt: Date | null;
      decidedBy: string | null;
      reason: string | null;
      signals: { kind: string; at: Date }[];
    }
  | undefined
> {
  const [[review], signals] = await Promise.all([
    tx.select().from(fraudReviews).where(eq(fraudReviews.referralId, referralId)),
    tx
      .select({ kind: fraudSignals.kind, at: fraudSignals.at })
      .from(fraudSignals)
      .where(eq(fraudSignals.referralId, referralId))
      .orderBy(asc(fraudSignals.at), asc(fraudSignals.kind)),
  ]);
  if (!review) return undefined;
  return {
    state: review.state,
    heldAt: review.heldAt,
    decidedAt: review.decidedAt,
    decidedBy: review.decidedBy,
    reason: review.reason,
    signals,
  };
}
