import type { RecipientCreated } from '@kwk/shared/recipients/recipient.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /empfaenger/create/{nr}?k=&channel=: a new recipient for this referral, with its bearer token. */
export function createRecipient(
  empfehlungsnummer: number,
  k: string,
  channel: string,
): Promise<RecipientCreated> {
  return apiFetch<RecipientCreated>(`empfaenger/create/${empfehlungsnummer}`, {
    method: 'POST',
    query: { k, channel },
    body: {},
  });
}
