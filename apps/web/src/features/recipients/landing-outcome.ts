import type { Landing } from '@kwk/shared/recipients/recipient.schemas';

/** What the landing shows (spec §8): the offer, the expired page, the blocked text or "not known". */
export type LandingOutcome =
  | { type: 'offer'; landing: Landing }
  | { type: 'expired' }
  | { type: 'blocked' }
  | { type: 'notFound' }
  | { type: 'failed'; code: string | undefined };

/** A landing the server answered; the strict call says Ok, the `any` variant may say otherwise. */
export function outcomeOfLanding(landing: Landing): LandingOutcome {
  if (landing.Status === 'Abgelaufen') return { type: 'expired' };
  if (landing.Status === 'Gesperrt') return { type: 'blocked' };
  return { type: 'offer', landing };
}

/** A refused landing call by its error code and status; network and server faults stay failures. */
export function outcomeOfError(code: string | undefined, status: number): LandingOutcome {
  if (code === 'recipients.expired') return { type: 'expired' };
  if (code === 'recipients.blocked') return { type: 'blocked' };
  if (code === 'referrals.not_found' || status === 400 || status === 404) return { type: 'notFound' };
  return { type: 'failed', code };
}
