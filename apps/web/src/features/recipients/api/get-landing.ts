import type { Landing } from '@kwk/shared/recipients/recipient.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /empfehlen/{nr}/{k}: what the recipient sees on the landing. Expired and blocked referrals
 * answer 410 recipients.expired / recipients.blocked, unknown ones 404 referrals.not_found.
 */
export function getLanding(empfehlungsnummer: number, k: string, signal?: AbortSignal): Promise<Landing> {
  return apiFetch<Landing>(`empfehlen/${empfehlungsnummer}/${encodeURIComponent(k)}`, { signal });
}
