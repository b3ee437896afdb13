import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import { apiFetch } from '../../../lib/api-client.ts';
import { challengeFor, makeVerifier } from '../session/pkce.ts';
import { PENDING_SIGN_IN_KEY, type PendingSignIn, parsePendingSignIn } from '../session/sso-callback.ts';

/** Where the identity provider sends the browser back: the callback route of this portal. */
export const callbackUrl = () => `${window.location.origin}/agentur/anmelden`;

export function readPendingSignIn(): PendingSignIn | null {
  try {
    return parsePendingSignIn(sessionStorage.getItem(PENDING_SIGN_IN_KEY));
  } catch {
    return null;
  }
}

export function forgetPendingSignIn(): void {
  try {
    sessionStorage.removeItem(PENDING_SIGN_IN_KEY);
  } catch {
    // nothing kept, nothing to forget
  }
}

/**
 * Starts the code flow with PKCE (spec §6): the verifier stays in this tab, its challenge goes to
 * the server, which answers the provider's address with a state (and nonce) it keeps.
 */
export async function startAgencySignIn(): Promise<void> {
  const verifier = makeVerifier();
  const answer = await apiFetch<{ AuthorizationUrl: string; State: string }>('agentur/sso/start', {
    method: 'POST',
    body: { RedirectUri: callbackUrl(), CodeChallenge: await challengeFor(verifier) },
  });
  sessionStorage.setItem(
    PENDING_SIGN_IN_KEY,
    JSON.stringify({ State: answer.State, Verifier: verifier } satisfies PendingSignIn),
  );
  window.location.assign(answer.AuthorizationUrl);
}

/** `PUT /agentur/sso` (spec §7): code, verifier and state for the agency user. */
export function finishAgencySignIn(body: { Code: string; Verifier: string; State: string }) {
  return apiFetch<AgencyUser>('agentur/sso', { method: 'PUT', body });
}
