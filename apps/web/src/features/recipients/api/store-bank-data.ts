import type { BankDataBody, bankDataStoredSchema } from '@kwk/shared/recipients/recipient.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

type BankDataStored = z.infer<typeof bankDataStoredSchema>;

/** POST /empfaenger/bankdaten: where the recipient's share goes; 409 recipients.no_reward without one. */
export function storeBankData(token: string, body: BankDataBody): Promise<BankDataStored> {
  return apiFetch<BankDataStored>('empfaenger/bankdaten', { method: 'POST', body, bearer: token });
}
