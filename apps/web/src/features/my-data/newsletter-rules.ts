import type { AccountUser } from '@kwk/shared/accounts/account.schemas';
import type { NewsletterState } from '@kwk/shared/my-data/newsletter';

/** What the referrer can do about the newsletter in a state (spec §4 states). */
export type NewsletterAction = 'subscribe' | 'resend' | 'unsubscribe';

/**
 * Opted out: subscribe (double opt-in). Pending: have the confirmation link sent again, or withdraw
 * the request. Opted in: unsubscribe.
 */
export function newsletterActions(state: NewsletterState): NewsletterAction[] {
  if (state === 'optedIn') return ['unsubscribe'];
  if (state === 'pending') return ['resend', 'unsubscribe'];
  return ['subscribe'];
}

/** The answer of `PUT /empfehler/setNewsletterOptin`, as far as the screen needs it. */
export interface NewsletterRequestAnswer {
  OptinMailAlreadySent: boolean;
  OptinAlreadySet: boolean;
}

/** What to tell after a subscribe (or resend) request. */
export type NewsletterOutcome = 'mailed' | 'alreadyMailed' | 'alreadyOptedIn' | 'optedOut';

export function requestOutcome(answer: NewsletterRequestAnswer): NewsletterOutcome {
  if (answer.OptinAlreadySet) return 'alreadyOptedIn';
  return answer.OptinMailAlreadySent ? 'alreadyMailed' : 'mailed';
}

/**
 * The stored user after the server answered with a newsletter state, so the screen shows it at
 * once. A pending state keeps the date the mail went out (`sentAt` for a mail sent just now).
 */
export function userWithNewsletter(user: AccountUser, state: NewsletterState, sentAt: string): AccountUser {
  if (state === 'optedIn') return { ...user, NewsletterOptinGegeben: true, NewsletterOptinVersendetAm: null };
  if (state === 'pending')
    return {
      ...user,
      NewsletterOptinGegeben: false,
      NewsletterOptinVersendetAm: user.NewsletterOptinVersendetAm ?? sentAt,
    };
  return { ...user, NewsletterOptinGegeben: false, NewsletterOptinVersendetAm: null };
}

/** Why a confirmation link did not work: used already, expired (or never valid), or something else. */
export type OptinLinkProblem = 'used' | 'expired' | 'failed';

export function optinLinkProblem(failure: { status: number; code: string } | undefined): OptinLinkProblem {
  if (failure?.code === 'auth.token_used') return 'used';
  if (failure && [400, 401, 404].includes(failure.status)) return 'expired';
  return 'failed';
}
