import { type ApiRequest, apiFetch } from '../../../lib/api-client.ts';
import { authFetch } from '../../../lib/session/auth-fetch.ts';
import type { RewardAccess } from '../reward-access.ts';

/** Who a pickup call acts for: the mail's reward token, or the signed-in session. */
export type CallerAccess = Extract<RewardAccess, { kind: 'token' } | { kind: 'session' }>;

/**
 * A pickup call with the reward token as bearer (a refusal leaves the session alone), or with the
 * session through authFetch (whose 401 ends it, spec §8).
 */
export function rewardFetch<T>(
  access: CallerAccess,
  path: string,
  request: Omit<ApiRequest, 'bearer'> = {},
): Promise<T> {
  return access.kind === 'token'
    ? apiFetch<T>(path, { ...request, bearer: access.token })
    : authFetch<T>(path, request);
}
