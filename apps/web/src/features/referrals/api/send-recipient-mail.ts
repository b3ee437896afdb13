import { apiFetch } from '../../../lib/api-client.ts';

/** POST /Empfehlen/senden: the portal mails the recipient, after the referrer affirmed their consent. */
export function sendRecipientMail(SendeToken: string): Promise<{ Gesendet: true }> {
  return apiFetch<{ Gesendet: true }>('Empfehlen/senden', {
    method: 'POST',
    body: { SendeToken, EmpfaengerEinverstanden: true },
  });
}
