import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { Db } from '../../db/client.ts';
import type { ReferralRow } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { mailRecipientPickup } from './announce-reward.ts';
import { cancelUnpaidChoices } from './cancel-unpaid-choices.ts';
import { evaluateReferral } from './evaluate-referral.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import type { CreditRow, ReferralState } from './lifecycle.repository.ts';
import { reconcileBonuses } from './reconcile-bonuses.ts';
import { referralRowChange } from './referral-row-change.ts';

export type { AgencyReleaseFact, FraudReviewFact } from './lifecycle.deps.ts';

/**
 * The lifecycle engine (issue 4): from a referral's facts (partner events, recipient, referrer)
 * and the programme rules to its status and reward credits. `evaluate` runs inside the caller's
 * transaction with the referral row locked; it is idempotent, so any number of calls in any order
 * converge on the same state, and each reward is credited once (unique per referral and party).
 */
export function createLifecycleService(deps: LifecycleDeps) {
  // One file per use case, each taking the part of `deps` it uses; the engine only wires them.
  return {
    /**
     * Brings the referrer's bonus tiers in line with their counted referrals. The fraud review
     * calls it after support's decision (issue 27): a release can reach a tier, a rejection take
     * back a bonus not yet collected, also where the referral's own status does not change.
     */
    reconcileBonuses: (tx: Db, tenant: Tenant, referrerId: string, now: Date) =>
      reconcileBonuses(deps, tx, tenant, referrerId, now),

    /** A fresh pickup link for a recipient's ready share (see `mailRecipientPickup`). */
    // Bound, so its parameters are written once, in announce-reward.ts.
    mailRecipientPickup: mailRecipientPickup.bind(null, deps),

    /** Support rejected the referral in the fraud review: its unpaid credits are cancelled. */
    cancelUnpaidChoices: (tx: Db, referralId: string, now: Date): Promise<CreditRow[]> =>
      cancelUnpaidChoices(deps, tx, referralId, now),

    /** Brings one referral to the state its facts call for, under the caller's row lock. */
    evaluate: (
      tx: Db,
      tenant: Tenant,
      referral: ReferralRow,
      now: Date,
      /** What the caller read under the same lock already (see `lockState`). */
      known: Partial<Omit<ReferralState, 'referral'>> = {},
    ): Promise<ReferralStatus> => evaluateReferral(deps, tx, tenant, referral, now, known),

    /** The status `evaluate` would write when that is all it would write (see `referralRowChange`). */
    rowChange: (
      db: Db,
      tenant: Tenant,
      state: ReferralState,
      now: Date,
    ): Promise<{ status: ReferralStatus; rejectionReason: null } | undefined> =>
      referralRowChange(deps, db, tenant, state, now),
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
