import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';

type BonusTiers = Mandant['Rules']['BonusPraemien'];

/** The way to the next bonus tier (issue 30, item 4): what the personal area's bar shows. */
export type BonusProgress =
  | {
      kind: 'next';
      successful: number;
      /** The tier's threshold: the bar's maximum. */
      after: number;
      /** Successful recommendations still missing. */
      missing: number;
      /** The tier's amount (tiers at the same threshold add up), from the tenant's rules. */
      cent: number;
    }
  | { kind: 'all'; successful: number; after: number };

/**
 * The next bonus tier a referrer with `successful` recommendations can reach, or that every tier is
 * reached; null for a tenant without tiers (no bar). Amounts and thresholds come from the tenant's
 * Rules.BonusPraemien only; the engine pays each tier once when the count reaches it
 * (lifecycle/bonus-rewards.ts), so "reached" here is `successful >= NachErfolgreichen` too.
 */
export function bonusProgress(tiers: BonusTiers, successful: number): BonusProgress | null {
  if (tiers.length === 0) return null;
  const ahead = tiers.filter((tier) => tier.NachErfolgreichen > successful);
  if (ahead.length === 0)
    return { kind: 'all', successful, after: Math.max(...tiers.map((tier) => tier.NachErfolgreichen)) };
  const after = Math.min(...ahead.map((tier) => tier.NachErfolgreichen));
  const cent = ahead.filter((tier) => tier.NachErfolgreichen === after).reduce((sum, t) => sum + t.Cent, 0);
  return { kind: 'next', successful, after, missing: after - successful, cent };
}
