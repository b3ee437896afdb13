import type { ShareInfo } from '@kwk/shared/referrals/referral.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

// Opt-in tokens are single-use: React's development double effect (and a re-render) must reuse
// the one request instead of spending the token twice.
const pending = new Map<string, Promise<ShareInfo>>();

/** POST /Empfehlen/bestaetigen with the token from the opt-in mail → what the share step needs. */
export function confirmOptin(token: string): Promise<ShareInfo> {
  let request = pending.get(token);
  if (!request) {
    request = apiFetch<ShareInfo>('Empfehlen/bestaetigen', { method: 'POST', body: { Token: token } });
    pending.set(token, request);
  }
  return request;
}
