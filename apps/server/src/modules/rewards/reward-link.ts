import type { TokenRequest } from '../tokens/tokens.service.ts';

/** Reward tokens start with this, so one Authorization header can carry a session or a reward token. */
export const REWARD_TOKEN_PREFIX = 'pr_';
/** Days the pickup link of a "reward ready" mail works; not single-use: a reward is chosen once anyway. */
export const REWARD_LINK_DAYS = 60;

/** The token request for a referrer's pickup link (`/praemie/?token=…`). */
export const rewardLinkRequest = (tenantId: string, referrerId: string): TokenRequest => ({
  tenantId,
  purpose: 'reward.pickup',
  subjectId: referrerId,
  ttlMs: REWARD_LINK_DAYS * 86_400_000,
  prefix: REWARD_TOKEN_PREFIX,
});
