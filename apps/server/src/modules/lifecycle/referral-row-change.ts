import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import type { Db } from '../../db/client.ts';
import type { ReferralRow } from '../referrals/referrals.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import type { CreditRow, ReferralState } from './lifecycle.repository.ts';
import { orderingRecipient, referralTarget, SETTLED, type Target } from './referral-target.ts';

/**
 * Whether bringing the referral to `want` changes its own row alone (status and reason): no
 * credit to create or move, no mail to send, no bonus tier to reconcile.
 */
function onlyTheRow(referral: ReferralRow, credits: CreditRow[], want: Target): boolean {
  if (referral.status === 'Gezahlt') return false;
  // A wait for no day (a release, a review) takes the dated credits off the periods job's list.
  return want.credits === 'none' || (want.credits === 'wait' && credits.length > 0 && want.dueOn !== null);
}

/**
 * The status `evaluate` would write when that is all it would write (see `onlyTheRow`), from
 * a state read without the lock; undefined when `evaluate` must run under the lock. Reads and
 * writes nothing, so the caller can write it optimistically.
 */
export async function referralRowChange(
  deps: Pick<LifecycleDeps, 'config' | 'agencyRelease' | 'referrers' | 'fraudReview'>,
  db: Db,
  tenant: Tenant,
  state: ReferralState,
  now: Date,
): Promise<{ status: ReferralStatus; rejectionReason: null } | undefined> {
  const { referral, credits, events, recipients, referrer } = state;
  if (referral.statusCorrectedAt) return undefined;
  if (credits.some((c) => SETTLED.has(c.status))) return undefined;
  const want = await referralTarget(
    deps,
    db,
    tenant,
    referral,
    events,
    orderingRecipient(recipients),
    referrer,
    now,
  );
  return onlyTheRow(referral, credits, want) ? { status: want.status, rejectionReason: null } : undefined;
}
