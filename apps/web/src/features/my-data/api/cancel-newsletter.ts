import { authFetch } from '../../../lib/session/auth-fetch.ts';
import type { NewsletterStatus } from './confirm-newsletter.ts';

/** PUT /empfehler/newsletter/optout: no more newsletter; a pending opt-in ends too. */
export function cancelNewsletter(): Promise<NewsletterStatus> {
  return authFetch<NewsletterStatus>('empfehler/newsletter/optout', { method: 'PUT' });
}
