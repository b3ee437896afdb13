import type { referrerBankDataSchema } from '@kwk/shared/my-data/my-data.schemas';
import type { z } from 'zod';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

export type ReferrerBankData = z.infer<typeof referrerBankDataSchema>;

/** GET /empfehler/bankdaten/: the stored account, masked with its BIC; Bankdaten null when none. */
export function getBankData(signal?: AbortSignal): Promise<ReferrerBankData> {
  return authFetch<ReferrerBankData>('empfehler/bankdaten/', { signal });
}
