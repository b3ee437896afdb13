import { ApiRequestError } from '../../lib/api-client.ts';
import { createRecipient } from './api/create-recipient.ts';
import { getRecipient } from './api/get-recipient.ts';
import {
  forgetRecipientAccess,
  lookupRefusesToken,
  readRecipientAccess,
  saveRecipientAccess,
} from './recipient-cookie.ts';
import { nextRecipientStep, type RecipientStep } from './recipient-steps.ts';

/**
 * "Jetzt Daten bestätigen" on the landing: the recipient this browser already is for the referral
 * (its cookie, checked with the server) continues where they left off; without one, or when the
 * server no longer knows the token (cookie removed, spec §8), a new recipient is created.
 */
export async function openRecipient(
  empfehlungsnummer: number,
  k: string,
  channel: string,
  storesBankData: boolean,
): Promise<RecipientStep> {
  const access = readRecipientAccess(empfehlungsnummer);
  if (access) {
    try {
      const recipient = await getRecipient(access.token);
      if (recipient.Empfehlungsnummer === empfehlungsnummer)
        return nextRecipientStep(recipient, storesBankData);
      forgetRecipientAccess(empfehlungsnummer);
    } catch (error) {
      if (!(error instanceof ApiRequestError && lookupRefusesToken(error.status))) throw error;
      forgetRecipientAccess(empfehlungsnummer);
    }
  }
  const created = await createRecipient(empfehlungsnummer, k, channel);
  saveRecipientAccess(empfehlungsnummer, {
    empfaengernummer: created.Empfaengernummer,
    token: created.Token,
  });
  return 'EmpfaengerDaten';
}
