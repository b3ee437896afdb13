import type { recipientOrderSchema } from '@kwk/shared/recipients/recipient.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type RecipientOrder = z.infer<typeof recipientOrderSchema>;

/** GET /empfaenger/auftrag: the recipient's order as the portal knows it. */
export function getOrder(token: string, signal?: AbortSignal): Promise<RecipientOrder> {
  return apiFetch<RecipientOrder>('empfaenger/auftrag', { bearer: token, signal });
}
