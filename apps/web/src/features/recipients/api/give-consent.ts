import type { consentGivenSchema } from '@kwk/shared/recipients/recipient.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

type ConsentGiven = z.infer<typeof consentGivenSchema>;

/** PUT /empfaenger/zustimmung with the terms text shown; 409 recipients.data_required before the data. */
export function giveConsent(token: string, AgbText: string): Promise<ConsentGiven> {
  return apiFetch<ConsentGiven>('empfaenger/zustimmung', {
    method: 'PUT',
    body: { AgbText, Zustimmung: true },
    bearer: token,
  });
}
