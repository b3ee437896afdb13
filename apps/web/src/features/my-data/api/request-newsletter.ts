import type { newsletterOptinSchema } from '@kwk/shared/my-data/my-data.schemas';
import type { z } from 'zod';
import { authFetch } from '../../../lib/session/auth-fetch.ts';

export type NewsletterOptin = z.infer<typeof newsletterOptinSchema>;

/**
 * PUT /empfehler/setNewsletterOptin: mails the double opt-in link, unless opted in already or mailed
 * within a day (OptinAlreadySet, OptinMailAlreadySent); 404 referrals.module_off without the module.
 */
export function requestNewsletter(): Promise<NewsletterOptin> {
  return authFetch<NewsletterOptin>('empfehler/setNewsletterOptin', { method: 'PUT' });
}
