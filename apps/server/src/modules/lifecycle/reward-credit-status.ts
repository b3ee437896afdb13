import {
  NEW_REWARD_STATUS,
  nextRewardStatus,
  REWARD_TRANSITIONS,
  type RewardEvent,
  type RewardStatus,
} from '@kwk/shared/lifecycle/referral-lifecycle';
import { inArray, type SQL, type SQLWrapper } from 'drizzle-orm';
import { rewardCredits } from './reward-credits.table.ts';

/** The error code of a reward credit move its transition table does not allow. */
export const REWARD_TRANSITION_REFUSED = 'reward_credit.transition_refused';

/**
 * A reward credit move the transition table refuses (issue 28): a programming error, never an
 * answer: the statements below move only the rows the table allows, so a caller that names a
 * move the table lacks fails at once, not by changing a row it should not.
 */
export class RewardTransitionRefused extends Error {
  readonly code = REWARD_TRANSITION_REFUSED;
  constructor(
    readonly from: RewardStatus,
    readonly event: RewardEvent,
    readonly reason: string,
  ) {
    super(`${REWARD_TRANSITION_REFUSED}: ${event} does not apply to a reward in ${from} (${reason})`);
  }
}

/** The status `event` moves a reward in `from` to; throws RewardTransitionRefused where it does not apply. */
export function rewardTransition(from: RewardStatus, event: RewardEvent): RewardStatus {
  const next = nextRewardStatus(from, event);
  if (!next.ok) throw new RewardTransitionRefused(from, event, next.reason);
  return next.status;
}

/** A move of reward credits by one event: what to set and which current statuses it applies to. */
export interface CreditMove {
  event: RewardEvent;
  from: readonly RewardStatus[];
  to: RewardStatus;
  /**
   * The condition on the credit's current status, for the statement's `where`: on the table's
   * column, or on `status` as a raw statement names it (`sql\`c.status\``).
   */
  applies: (status?: SQLWrapper) => SQL;
}

/**
 * The move a statement makes, from the transition table. `only` narrows the statuses it moves from
 * where a command takes part of the event (a payout confirmation pays chosen rewards only); each
 * must be one the table allows, or this throws when the module loads.
 */
export function creditMove(event: RewardEvent, only?: readonly RewardStatus[]): CreditMove {
  const allowed = REWARD_TRANSITIONS[event];
  const from = only ?? allowed.from;
  for (const status of from) rewardTransition(status, event);
  return {
    event,
    from,
    to: allowed.to,
    applies: (status = rewardCredits.status) => inArray(status, [...from]),
  };
}

/**
 * The status a credit starts in, by its kind: a referral's reward waits for its periods (spec §4);
 * a bonus tier and a goodwill grant are ready for the pickup at once.
 */
export const NEW_CREDIT_STATUS = {
  referral: NEW_REWARD_STATUS,
  bonus: 'Bereitgestellt',
  goodwill: 'Bereitgestellt',
} as const satisfies Record<(typeof rewardCredits.$inferInsert)['kind'], RewardStatus>;
