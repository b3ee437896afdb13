import type { RewardList } from '@kwk/shared/rewards/reward-pickup.schemas';
import { type CallerAccess, rewardFetch } from './reward-fetch.ts';

/**
 * GET /praemierung/ (`?details=` for one reward, 404 when it is not the caller's): ready, chosen
 * and paid rewards, and the stored account (masked). 401 rewards.token_invalid for a bad link.
 */
export function getRewards(
  access: CallerAccess,
  details?: string,
  signal?: AbortSignal,
): Promise<RewardList> {
  return rewardFetch<RewardList>(access, 'praemierung/', { query: { details }, signal });
}
