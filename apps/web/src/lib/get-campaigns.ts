import type { Campaign } from '@kwk/shared/content/content.schemas';
import { apiFetch } from './api-client.ts';

/** GET /aktion/alleAktiven: the active campaigns shown with the form (spec §3 Campaign). */
export function getActiveCampaigns(signal?: AbortSignal): Promise<Campaign[]> {
  return apiFetch<Campaign[]>('aktion/alleAktiven', { signal });
}
