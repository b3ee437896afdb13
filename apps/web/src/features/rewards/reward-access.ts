/**
 * Who the pickup screens act for (spec §7: "Reward-token calls use the reward token instead"): the
 * token of a "reward ready" mail (`/praemie/?token=pr_…`) replaces the session for these calls, so
 * the link works without signing in. It is kept for the tab, so /praemie/{id} works after it.
 */
export type RewardAccess =
  | { kind: 'token'; token: string }
  | { kind: 'session' }
  /** A `?token=` that cannot be a reward token: the server would refuse it anyway. */
  | { kind: 'invalidToken' }
  | { kind: 'none' };

/** The server's reward tokens: `pr_` and a random part; the pickup call takes at most 120 characters. */
const REWARD_TOKEN = /^pr_[\w-]{16,117}$/;
export const REWARD_TOKEN_STORAGE_KEY = 'kwk_reward_token';

export function isRewardToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && REWARD_TOKEN.test(value);
}

/** A token in the address comes first (a new mail's link), then the tab's stored one, then the session. */
export function rewardAccess(input: {
  urlToken: string | null;
  storedToken: string | null;
  signedIn: boolean;
}): RewardAccess {
  if (input.urlToken !== null)
    return isRewardToken(input.urlToken)
      ? { kind: 'token', token: input.urlToken }
      : { kind: 'invalidToken' };
  if (isRewardToken(input.storedToken)) return { kind: 'token', token: input.storedToken };
  return input.signedIn ? { kind: 'session' } : { kind: 'none' };
}

// sessionStorage: the token lives as long as the tab, and never reaches another tab or the server
// except as the bearer of the pickup calls. Storage can be blocked in third-party iframes.
export function readRewardToken(): string | null {
  try {
    return sessionStorage.getItem(REWARD_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeRewardToken(token: string): void {
  try {
    sessionStorage.setItem(REWARD_TOKEN_STORAGE_KEY, token);
  } catch {
    // see above: the link then works on this page only
  }
}

export function forgetRewardToken(): void {
  try {
    sessionStorage.removeItem(REWARD_TOKEN_STORAGE_KEY);
  } catch {
    // see above
  }
}
