import { authFetch } from '../../../lib/session/auth-fetch.ts';
import type { CustomerNumber } from './get-customer-number.ts';

/** PUT /empfehler/SetKundennummerForEmpfehler/{n}; 400 with the field `Kundennummer` when not valid. */
export function setCustomerNumber(kundennummer: string): Promise<CustomerNumber> {
  return authFetch<CustomerNumber>(
    `empfehler/SetKundennummerForEmpfehler/${encodeURIComponent(kundennummer)}`,
    {
      method: 'PUT',
    },
  );
}
