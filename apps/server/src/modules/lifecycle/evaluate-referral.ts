import { nextRewardStatus, type ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { Db } from '../../db/client.ts';
import { promisedReward, type ReferralRow } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { announceReward } from './announce-reward.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import type { CreditRow, EngineRecipient, ReferralState } from './lifecycle.repository.ts';
import { reconcileBonuses } from './reconcile-bonuses.ts';
import { FRAUD, orderingRecipient, referralTarget, SETTLED } from './referral-target.ts';
import { NEW_CREDIT_STATUS } from './reward-credit-status.ts';

/** Evaluating touches all of the engine but the payout batches (asked only at a fraud rejection). */
type EvaluateDeps = Omit<LifecycleDeps, 'inPayoutBatch'>;

/**
 * Brings one referral to the state its facts call for. The caller holds the referral's row lock
 * and passes the row as read under it. Returns the status it settled on.
 */
export async function evaluateReferral(
  deps: EvaluateDeps,
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  now: Date,
  /** What the caller read under the same lock already (see `lockState`). */
  known: Partial<Omit<ReferralState, 'referral'>> = {},
): Promise<ReferralStatus> {
  // Corrected by support (issue 14): the operator's status stands until support corrects it again.
  if (referral.statusCorrectedAt) return referral.status;
  const credits = known.credits ?? (await deps.lifecycle.credits(tx, referral.id));
  if (credits.some((c) => SETTLED.has(c.status))) return referral.status;
  const events = known.events ?? (await deps.events(tx, tenant.id, referral.id));
  // The recipient matters once there is an order (rules, the recipient's part, mails).
  const recipients =
    known.recipients ?? (events.length > 0 ? await deps.recipients.ofReferral(tx, referral.id) : []);
  const recipient = orderingRecipient(recipients);
  const want = await referralTarget(deps, tx, tenant, referral, events, recipient, known.referrer, now);

  // Which rule moved the status and why, for support's timeline.
  const decision = {
    tenantId: tenant.id,
    referralId: referral.id,
    at: now,
    fromStatus: referral.status,
    toStatus: want.status,
    rule: want.rule,
    reason: want.why,
  };
  const reason = want.credits === 'cancel' ? want.reason : null;
  if (want.status !== referral.status || reason !== referral.rejectionReason) {
    await deps.referrals.setStatus(tx, referral.id, { status: want.status, rejectionReason: reason });
    if (want.status === 'Storniert' || want.status === 'Abgelaufen')
      await deps.hooks.closed(tx, tenant, referral, want.status, now);
    await deps.lifecycle.recordDecision(tx, decision);
  }

  // A new hold by the fraud review leaves the status as it was: recorded for support's timeline.
  const newlyHeld =
    want.rule === FRAUD &&
    want.credits === 'wait' &&
    (credits.length === 0 || credits.some((c) => c.status === 'Offen' && c.dueOn !== null));
  if (newlyHeld && want.status === referral.status) await deps.lifecycle.recordDecision(tx, decision);
  if (want.credits === 'wait' && credits.length === 0) {
    await deps.lifecycle.insertCredits(
      tx,
      await creditRows(deps, tx, tenant, referral, recipient, want.dueOn, now),
    );
  } else if (want.credits === 'wait' && want.dueOn === null) {
    // Past their day but not released: off the periods job's list until the release comes.
    const dated = credits.filter((c) => c.status === 'Offen' && c.dueOn !== null);

    await deps.lifecycle.moveCredits(tx, dated, 'release.awaited', now, null);
  } else if (want.credits === 'ready') {
    const current =
      credits.length > 0
        ? credits
        : (await deps.lifecycle.insertCredits(
            tx,
            await creditRows(deps, tx, tenant, referral, recipient, null, now),
          )) && (await deps.lifecycle.credits(tx, referral.id));
    const moved = await move(deps, tx, current, 'periods.passed', now);
    if (moved.length > 0) await announceReward(deps, tx, tenant, referral, 'ready', moved, recipient, now);
    await deps.hooks.credits(tx, tenant, referral, 'reward.credited', moved, 'Bereitgestellt', now);
  } else if (want.credits === 'cancel') {
    const moved = await move(deps, tx, credits, 'reward.cancelled', now);
    // Cancelled after an order: tell the referrer; an expiry is mailed by the expiry job.
    if (want.status === 'Storniert' && referral.status !== 'Storniert')
      await announceReward(deps, tx, tenant, referral, 'cancelled', moved, recipient, now);
  }
  if (referral.referrerId && (want.status === 'Gezahlt') !== (referral.status === 'Gezahlt'))
    await reconcileBonuses(deps, tx, tenant, referral.referrerId, now);
  return want.status;
}

/** The reward parts by the chosen split, from the reward active when the referral was made. */
async function creditRows(
  deps: Pick<LifecycleDeps, 'referrals'>,
  tx: Db,
  tenant: Tenant,
  referral: ReferralRow,
  recipient: EngineRecipient | undefined,
  dueOn: string | null,
  now: Date,
) {
  const parts = await promisedReward(deps.referrals, tx, tenant, referral);
  const base = {
    tenantId: tenant.id,
    kind: 'referral' as const,
    referralId: referral.id,
    status: NEW_CREDIT_STATUS.referral,
    dueOn,
    createdAt: now,
    updatedAt: now,
  };
  return [
    ...(parts.referrerCent > 0
      ? [
          {
            ...base,
            beneficiary: 'Empfehler' as const,
            referrerId: referral.referrerId,
            cents: parts.referrerCent,
          },
        ]
      : []),
    ...(parts.recipientCent > 0
      ? [
          {
            ...base,
            beneficiary: 'Empfaenger' as const,
            recipientId: recipient?.id ?? null,
            cents: parts.recipientCent,
          },
        ]
      : []),
  ];
}

/** Moves credits by one reward event where the table allows it; answers the ones that moved. */
async function move(
  deps: Pick<LifecycleDeps, 'lifecycle'>,
  tx: Db,
  credits: CreditRow[],
  event: 'periods.passed' | 'reward.cancelled',
  now: Date,
) {
  const moved = credits.filter((c) => nextRewardStatus(c.status, event).ok);
  await deps.lifecycle.moveCredits(tx, moved, event, now);
  return moved;
}
