import type { Language } from '@kwk/shared/errors/error-codes';
import { errorText } from '../../lib/error-text.ts';

/** The failure of a sign-in call as the screens need it (an ApiRequestError, or nothing known). */
export interface SignInFailure {
  status: number;
  code: string;
  /** The server's message, already in the request's language. */
  message: string;
  body: Record<string, unknown>;
}

/** The blocked-account variants of spec §8, whose message the server words. */
const BLOCKED = new Set(['auth.account_blocked', 'auth.account_inaccessible', 'auth.account_excluded']);

/** Whole minutes until another attempt is allowed (at least 1), from `details.retryAfterSeconds`. */
export function retryMinutes(body: Record<string, unknown>): number | null {
  const details = body.details as { retryAfterSeconds?: unknown } | undefined;
  const seconds = details?.retryAfterSeconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) return null;
  return Math.max(1, Math.ceil(seconds / 60));
}

/**
 * The form-level text for a failed sign-in: the retry time after too many attempts, the server's
 * wording for a blocked account, otherwise the text of the code (spec §8).
 */
export function signInFailureText(
  failure: SignInFailure | undefined,
  lang: Language,
  tooManyAttempts: (minutes: number) => string,
): string {
  if (!failure) return errorText(undefined, lang);
  const minutes = failure.code === 'auth.too_many_attempts' ? retryMinutes(failure.body) : null;
  if (minutes !== null) return tooManyAttempts(minutes);
  if (BLOCKED.has(failure.code) && failure.message && failure.message !== failure.code)
    return failure.message;
  return errorText(failure.code, lang);
}

/** The mailed-link failures after which a new link through "Passwort vergessen" helps. */
const LINK_FAILURES = new Set(['auth.token_used', 'auth.link_expired']);

/**
 * A refused access or reset link, as the screen explains it: used, or else expired (a malformed or
 * unknown token reads as expired too); other failures (network, server) keep their own code.
 */
export function linkFailureCode(failure: Pick<SignInFailure, 'status' | 'code'> | undefined): string {
  if (!failure) return 'common.technical';
  if (LINK_FAILURES.has(failure.code)) return failure.code;
  if (failure.status === 400 || failure.status === 401 || failure.status === 404) return 'auth.link_expired';
  return failure.code;
}

export const offersNewLink = (code: string) => LINK_FAILURES.has(code);
