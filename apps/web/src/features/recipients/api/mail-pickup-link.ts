import type { pickupLinkSentSchema } from '@kwk/shared/recipients/recipient.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

type PickupLinkSent = z.infer<typeof pickupLinkSentSchema>;

/**
 * POST /empfaenger/{empfaengernummer}/praemie/abhollink: a fresh pickup link for a ready share
 * without an account, mailed to the recipient's own address; 409 recipients.pickup_link_unavailable
 * otherwise, 429 when asked too often.
 */
export function mailPickupLink(token: string, empfaengernummer: string): Promise<PickupLinkSent> {
  return apiFetch<PickupLinkSent>(`empfaenger/${encodeURIComponent(empfaengernummer)}/praemie/abhollink`, {
    method: 'POST',
    body: {},
    bearer: token,
  });
}
