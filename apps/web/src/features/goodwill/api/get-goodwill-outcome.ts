import type { GoodwillOutcome } from '@kwk/shared/operator/goodwill.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET kulanz/{token}: the goodwill decision the mail links to (404 goodwill.link_invalid when unknown or old). */
export function getGoodwillOutcome(token: string, signal?: AbortSignal): Promise<GoodwillOutcome> {
  return apiFetch<GoodwillOutcome>(`kulanz/${encodeURIComponent(token)}`, { signal });
}
