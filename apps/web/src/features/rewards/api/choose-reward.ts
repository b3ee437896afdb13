import type { ChooseRewardBody, rewardChosenSchema } from '@kwk/shared/rewards/reward-pickup.schemas';
import type { z } from 'zod';
import { type CallerAccess, rewardFetch } from './reward-fetch.ts';

export type RewardChosen = z.infer<typeof rewardChosenSchema>;

/**
 * PUT /praemierung/: takes a ready reward once. 409 rewards.already_chosen (PraemieBereitsAbgeholt)
 * or rewards.not_ready, 400 at the fields, 403 rewards.pickup_link_required for a host-system
 * session (admin login), which must use the mailed link. A voucher goes to the account's address.
 */
export function chooseReward(access: CallerAccess, body: ChooseRewardBody): Promise<RewardChosen> {
  return rewardFetch<RewardChosen>(access, 'praemierung/', { method: 'PUT', body });
}
