import { clearSession, readSession, useStoredSession } from '../../lib/session/session-store.ts';
import { signOutOnServer } from './api/sign-out.ts';

/**
 * Signs out: the server ends the token's session (a failure there changes nothing for the visitor,
 * the token runs out anyway), then the stored session goes (unless a new sign-in replaced it).
 */
export async function signOut(): Promise<void> {
  const session = readSession();
  if (!session) return;
  try {
    await signOutOnServer(session.token);
  } catch {
    // see above
  } finally {
    clearSession(session.token);
  }
}

/** The signed-in referrer (null when signed out, or while only the token is known) and sign-out. */
export function useSession() {
  const session = useStoredSession();
  return { session, user: session?.user ?? null, signOut };
}
