import type { Reward, RewardList } from '@kwk/shared/rewards/reward-pickup.schemas';

/**
 * The tax notice before a choice (§22 Nr. 3 EStG): shown when the server says this ready reward
 * makes the year reach the limit, with the year's total once it is taken (paid, chosen, and this).
 */
export function taxNotice(
  reward: Pick<Reward, 'BetragCent' | 'UeberschreitetFreigrenze'>,
  year: RewardList['Steuerjahr'],
): { year: number; paidCent: number; totalCent: number } | null {
  if (!reward.UeberschreitetFreigrenze) return null;
  return {
    year: year.Jahr,
    paidCent: year.AusgezahltCent,
    totalCent: year.AusgezahltCent + year.AusstehendCent + reward.BetragCent,
  };
}
