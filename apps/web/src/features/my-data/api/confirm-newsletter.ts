import type { newsletterStatusSchema } from '@kwk/shared/my-data/my-data.schemas';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { oncePerKey } from '../../../lib/once-per-key.ts';

export type NewsletterStatus = z.infer<typeof newsletterStatusSchema>;

/**
 * PUT /empfehler/newsletter/optin: the link of the opt-in mail, no session needed; it works once
 * (401 auth.token_used after, auth.link_expired when too old or unknown).
 */
export const confirmNewsletter = oncePerKey((token) =>
  apiFetch<NewsletterStatus>('empfehler/newsletter/optin', { method: 'PUT', body: { Token: token } }),
);
