/**
 * What the browser keeps between leaving for the identity provider and coming back: the state
 * the server issued (to recognise our own return) and the PKCE verifier (to prove the code is
 * ours). Kept in sessionStorage, so it stays with this tab and goes with it.
 */
export interface PendingSignIn {
  State: string;
  Verifier: string;
}

export const PENDING_SIGN_IN_KEY = 'kwk_agency_sso';

export function parsePendingSignIn(raw: string | null): PendingSignIn | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<PendingSignIn>;
    if (
      typeof value.State === 'string' &&
      value.State &&
      typeof value.Verifier === 'string' &&
      value.Verifier
    )
      return { State: value.State, Verifier: value.Verifier };
  } catch {
    // storage holds something else: no sign-in is under way
  }
  return null;
}

/** The step the callback page takes with the provider's answer in its query. */
export type CallbackStep =
  /** The provider refused or the user cancelled (`?error=`). */
  | { kind: 'providerError'; error: string }
  /** No code, or no sign-in under way in this tab (a bookmarked or reloaded callback). */
  | { kind: 'missing' }
  /** The state is not the one we sent: a forged or crossed return, so nothing is sent on. */
  | { kind: 'stateMismatch' }
  | { kind: 'exchange'; body: { Code: string; Verifier: string; State: string } };

export function callbackStep(search: string, pending: PendingSignIn | null): CallbackStep {
  const query = new URLSearchParams(search);
  const error = query.get('error');
  if (error) return { kind: 'providerError', error };
  const code = query.get('code');
  const state = query.get('state');
  if (!code || !state || !pending) return { kind: 'missing' };
  if (state !== pending.State) return { kind: 'stateMismatch' };
  return { kind: 'exchange', body: { Code: code, Verifier: pending.Verifier, State: state } };
}
