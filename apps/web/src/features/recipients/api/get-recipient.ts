import type { Recipient } from '@kwk/shared/recipients/recipient.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /empfaenger/{token}: the recipient behind the token; 401 recipients.unauthorized when unknown or erased. */
export function getRecipient(token: string, signal?: AbortSignal): Promise<Recipient> {
  return apiFetch<Recipient>(`empfaenger/${encodeURIComponent(token)}`, { signal });
}
