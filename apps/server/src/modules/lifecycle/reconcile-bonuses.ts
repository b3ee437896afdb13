import type { Db } from '../../db/client.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { bonusesReached } from './bonus-rewards.ts';
import type { LifecycleDeps } from './lifecycle.deps.ts';
import { NEW_CREDIT_STATUS } from './reward-credit-status.ts';

/**
 * Bonus tiers follow the referrer's count of credited referrals that no fraud review holds or
 * rejected (spec §9: 150 € after 5, 60 € after 3; issue 27).
 */
export async function reconcileBonuses(
  deps: Pick<LifecycleDeps, 'lifecycle' | 'notHeldByFraud'>,
  tx: Db,
  tenant: Tenant,
  referrerId: string,
  now: Date,
) {
  const tiers = tenant.mandant.Rules.BonusPraemien;
  if (tiers.length === 0) return;
  const successful = await deps.lifecycle.lockAndCountSuccessful(
    tx,
    tenant.id,
    referrerId,
    deps.notHeldByFraud,
  );
  const reached = bonusesReached(
    tiers.map((t) => ({ afterSuccessful: t.NachErfolgreichen, cent: t.Cent })),
    0,
    successful,
  );
  const existing = await deps.lifecycle.bonuses(tx, tenant.id, referrerId);
  for (const tier of reached)
    await deps.lifecycle.insertBonus(tx, {
      tenantId: tenant.id,
      kind: 'bonus',
      beneficiary: 'Empfehler',
      referrerId,
      bonusAfter: tier.afterSuccessful,
      cents: tier.cent,
      status: NEW_CREDIT_STATUS.bonus,
      readyAt: now,
      createdAt: now,
      updatedAt: now,
    });
  // A referral cancelled (or rejected by the fraud review) after all takes back a bonus not yet
  // collected; reached again (a release), it returns.
  const reachedAfter = new Set(reached.map((t) => t.afterSuccessful));
  const lost = existing.filter((b) => !reachedAfter.has(b.bonusAfter ?? 0) && b.status === 'Bereitgestellt');
  const back = existing.filter((b) => reachedAfter.has(b.bonusAfter ?? 0) && b.status === 'Storniert');
  await deps.lifecycle.moveCredits(tx, lost, 'reward.cancelled', now);
  await deps.lifecycle.moveCredits(tx, back, 'bonus.regained', now);
}
