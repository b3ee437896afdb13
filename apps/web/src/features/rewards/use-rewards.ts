import type { RewardList } from '@kwk/shared/rewards/reward-pickup.schemas';
import { useMemo } from 'react';
import { ApiRequestError } from '../../lib/api-client.ts';
import { type Loaded, useLoaded } from '../../lib/use-loaded.ts';
import { getRewards } from './api/get-rewards.ts';
import type { CallerAccess } from './api/reward-fetch.ts';
import { forgetRewardToken } from './reward-access.ts';

export type RewardsState = Loaded<RewardList>;

/** A refused reward link is forgotten for the next visit; its message stays on this page (spec §8). */
function forgetRefusedLink(error: unknown): never {
  if (error instanceof ApiRequestError && error.code === 'rewards.token_invalid') forgetRewardToken();
  throw error;
}

/** The caller's rewards (or the one `details` names); nothing is asked without a caller. */
export function useRewards(access: CallerAccess | null, details?: string): RewardsState {
  const key = access === null ? null : access.kind === 'token' ? access.token : 'session';
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `access`, a new object each render
  const load = useMemo(
    () =>
      access === null
        ? null
        : (signal: AbortSignal) => getRewards(access, details, signal).catch(forgetRefusedLink),
    [key, details],
  );
  return useLoaded(load)[0];
}
