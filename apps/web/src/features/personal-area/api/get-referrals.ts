import type { ReferralList } from '@kwk/shared/personal-area/personal-area.schemas';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

/** GET /empfehler/empfehlungen/: the referrer's recommendations (newest first) and reward account. */
export function getReferrals(signal?: AbortSignal): Promise<ReferralList> {
  return authFetch<ReferralList>('empfehler/empfehlungen/', { signal });
}
