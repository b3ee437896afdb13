import type { BankDataBody } from '@kwk/shared/recipients/recipient.schemas';
import { authFetch } from '../../../lib/session/auth-fetch.ts';
import type { ReferrerBankData } from './get-bank-data.ts';

/**
 * PUT /empfehler/bankdaten/: stores (or replaces) the account; 400 with the fields, 404 without
 * ModuleStoringBankdata, 403 rewards.bankdata_link_required for a session from the admin login.
 */
export function saveBankData(body: BankDataBody): Promise<ReferrerBankData> {
  return authFetch<ReferrerBankData>('empfehler/bankdaten/', { method: 'PUT', body });
}
