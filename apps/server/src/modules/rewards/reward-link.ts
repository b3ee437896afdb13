import type { TokenRequest } from '../tokens/tokens.api.ts';

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

/**
 * The token request for the pickup link of a recipient's share (issue 27, finding 8): the same
 * pickup page and prefix, another purpose, so a recipient's link opens only the recipient's share.
 */
export const recipientRewardLinkRequest = (tenantId: string, recipientId: string): TokenRequest => ({
  tenantId,
  purpose: 'recipient.reward.pickup',
  subjectId: recipientId,
  ttlMs: REWARD_LINK_DAYS * 86_400_000,
  prefix: REWARD_TOKEN_PREFIX,
});
