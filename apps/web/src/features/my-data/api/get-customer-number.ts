import type { customerNumberSchema } from '@kwk/shared/my-data/my-data.schemas';
import type { z } from 'zod';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

export type CustomerNumber = z.infer<typeof customerNumberSchema>;

/** GET /empfehler/GetResultFromKundennummer/: the customer number with the partner, or null. */
export function getCustomerNumber(signal?: AbortSignal): Promise<CustomerNumber> {
  return authFetch<CustomerNumber>('empfehler/GetResultFromKundennummer/', { signal });
}
