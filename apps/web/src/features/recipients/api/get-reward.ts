import type { recipientRewardSchema } from '@kwk/shared/recipients/recipient.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export type RecipientReward = z.infer<typeof recipientRewardSchema>;

/** GET /empfaenger/{empfaengernummer}/praemie: the recipient's part of the reward. */
export function getReward(
  token: string,
  empfaengernummer: string,
  signal?: AbortSignal,
): Promise<RecipientReward> {
  return apiFetch<RecipientReward>(`empfaenger/${encodeURIComponent(empfaengernummer)}/praemie`, {
    bearer: token,
    signal,
  });
}
