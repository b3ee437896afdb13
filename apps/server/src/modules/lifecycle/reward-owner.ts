import { and, eq } from 'drizzle-orm';
import { rewardCredits } from './reward-credits.table.ts';

/**
 * Whose rewards a pickup shows and takes: a referrer's own, or — through the pickup link of the
 * recipient's share (issue 27, finding 8) — a recipient's share of a referral.
 */
export type RewardOwner = { beneficiary: 'Empfehler' | 'Empfaenger'; id: string };

/** The credits of one owner: the beneficiary and the party it names. */
export const ownedBy = (owner: RewardOwner) =>
  owner.beneficiary === 'Empfehler'
    ? and(eq(rewardCredits.beneficiary, 'Empfehler'), eq(rewardCredits.referrerId, owner.id))
    : and(eq(rewardCredits.beneficiary, 'Empfaenger'), eq(rewardCredits.recipientId, owner.id));
