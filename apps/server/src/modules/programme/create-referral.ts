import type { ProgrammeUses } from './programme-uses.ts';

/**
 * Recommending (spec §7 `empfehlung`), by a referrer or an agency's employee (issue 13): the
 * referrals module creates the referral and, in the same transaction, asks the fraud module's
 * checks at sign-up (issue 15).
 */
export function createReferral(use: ProgrammeUses) {
  const referrals = use.referralsWith(use.fraudChecks.atCreate);
  return { referrals, employeeRecommend: use.employeeRecommendWith(referrals) };
}
