import type { ContactBody } from '@kwk/shared/contact/contact.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST kontakt?captcha=… with the form; the captcha payload travels in the query (server contract). */
export function sendContact(body: ContactBody, captcha: string | undefined): Promise<{ Gesendet: true }> {
  return apiFetch<{ Gesendet: true }>('kontakt', { method: 'POST', query: { captcha }, body });
}
