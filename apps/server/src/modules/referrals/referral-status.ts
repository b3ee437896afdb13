import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { type SQL, sql } from 'drizzle-orm';
import { orderFactsFolded } from './referral-order-facts.ts';

/** A newly recorded partner event, as typed SQL: what `facts_version` counts and the order facts fold. */
export interface CountedFact {
  type: SQL;
  occurredAt: SQL;
}

/** What a status change writes: the lifecycle engine's decision, or its transition table's. */
export interface StatusChange {
  status: ReferralStatus | SQL;
  rejectionReason: string | null | SQL;
}

/**
 * The one statement that changes referrals' status, whether one referral moves or 100,000 do:
 * `update referrals r set status, rejection_reason where <selection> returning <columns>`, with
 * `selection` a condition on `r`. `countFact` also counts a newly recorded partner event in
 * `facts_version` (what the optimistic path of partner events compares) and folds it into the
 * referral's order facts (referral-order-facts.ts). Built, not run: the
 * engine runs it for one referral, the expiry job and the partner-event compare-and-set run it
 * as part of their own single statement.
 */
export function referralStatusUpdate(
  selection: SQL,
  change: StatusChange,
  options: { countFact?: CountedFact; returning?: SQL; correctedAt?: Date } = {},
): SQL {
  const countFact = options.countFact ? sql`, ${factCounted(options.countFact)}` : sql``;
  // Support's correction by hand (issue 14) marks the row, which holds the engine off it.
  const corrected = options.correctedAt
    ? sql`, status_corrected_at = ${options.correctedAt.toISOString()}`
    : sql``;
  return sql`update referrals r set status = ${change.status}, rejection_reason = ${change.rejectionReason}${countFact}${corrected}
    where ${selection} returning ${options.returning ?? sql`r.id`}`;
}

const factCounted = (fact: CountedFact): SQL =>
  sql`facts_version = r.facts_version + 1, ${orderFactsFolded(fact.type, fact.occurredAt)}`;

/** Counts a newly recorded partner event of the referrals `selection` names (see `factsVersion`). */
export const referralFactCounted = (selection: SQL, fact: CountedFact): SQL =>
  sql`update referrals r set ${factCounted(fact)} where ${selection}`;
