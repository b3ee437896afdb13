/** The newsletter states of spec §4. */
export const NEWSLETTER_STATES = ['optedIn', 'optedOut', 'pending'] as const;
export type NewsletterState = (typeof NEWSLETTER_STATES)[number];

/**
 * Spec §4: opted in if the permission is set; pending if it is not set but an opt-in mail was sent
 * (a date is present); otherwise opted out.
 */
export function newsletterState(permission: boolean, optinSentAt: string | Date | null): NewsletterState {
  if (permission) return 'optedIn';
  return optinSentAt ? 'pending' : 'optedOut';
}
