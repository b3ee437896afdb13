import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { OperatorRight } from '@kwk/shared/operator/operator-rights';
import type { OperatorPrincipal } from '../operators/operators.api.ts';
import { blockAccount, showAccount, unblockAccount } from './block-account.ts';
import { correctStatus } from './correct-status.ts';
import { searchReferrals } from './search-referrals.ts';
import { showReferral } from './show-referral.ts';
import { showSender } from './show-sender.ts';
import { type SupportDeps, supportContext } from './support-context.ts';

/**
 * Support's part of the console (issue 14): find referrals across all tenants, read a referral's
 * timeline, correct its status, block and unblock referrer accounts. Reads through the owning
 * modules' repositories; each write runs in one transaction with its audit row. Each use case is
 * a file of its own (decision 045).
 */
export function createSupportService(deps: SupportDeps) {
  const ctx = supportContext(deps);
  return {
    search: (term: string, page: number) => searchReferrals(ctx, term, page),
    /** The view of a referral; names and addresses in full only with `support.personalData`. */
    referral: (id: string, rights: readonly OperatorRight[]) => showReferral(ctx, id, rights),
    /** A goodwill case's sender: their account, referrals and rewards (issue 27, item 11). */
    sender: (tenantKey: string, email: string) => showSender(ctx, tenantKey, email),
    /** Sets a referral's status by hand, audited; refused while a reward of it stands. */
    correct: (operator: OperatorPrincipal, id: string, to: ReferralStatus, reason: string) =>
      correctStatus(ctx, operator, id, to, reason),
    account: (id: string) => showAccount(ctx, id),
    block: (operator: OperatorPrincipal, id: string, reason: string) =>
      blockAccount(ctx, operator, id, reason),
    unblock: (operator: OperatorPrincipal, id: string, reason: string) =>
      unblockAccount(ctx, operator, id, reason),
  };
}

export type SupportService = ReturnType<typeof createSupportService>;
