import { apiFetch } from '../../../lib/api-client.ts';

/** POST /Empfehlen/optin/erneut: mails the opt-in link of a pending recommendation again. */
export function resendOptin(Email: string, Empfehlungsnummer: number): Promise<{ Gesendet: true }> {
  return apiFetch<{ Gesendet: true }>('Empfehlen/optin/erneut', {
    method: 'POST',
    body: { Email, Empfehlungsnummer },
  });
}
