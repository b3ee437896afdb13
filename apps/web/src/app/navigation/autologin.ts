import { signInAsAdmin } from '../../features/accounts/api/sign-in-as-admin.ts';
import { storeLogin } from '../../lib/session/session-store.ts';

export interface AutologinInput {
  isAutologin: boolean;
  /** A user token handed over by the host system (cookie or `?token=`). */
  userToken: string | null;
  loggedIn: boolean;
  /** Each page load tries at most once, so a refused token does not loop. */
  alreadyTried: boolean;
}

/** Spec §2: with autologin and a user token present, an admin login is tried silently. */
export function shouldTryAutologin({
  isAutologin,
  userToken,
  loggedIn,
  alreadyTried,
}: AutologinInput): boolean {
  return isAutologin && !!userToken && !loggedIn && !alreadyTried;
}

export type AutologinResult = 'logged-in' | 'refused';

/**
 * The silent admin login of spec §2: the host system's one-time token (GET account/adminLogin/{token})
 * is exchanged for a session, stored like any login. It never throws: a refused, used or expired
 * token (or a network failure) answers 'refused', and the guard goes on with a logged-out visitor.
 */
export async function tryAdminLoginSilently(
  userToken: string,
  signIn: typeof signInAsAdmin = signInAsAdmin,
): Promise<AutologinResult> {
  try {
    storeLogin(await signIn(userToken));
    return 'logged-in';
  } catch {
    return 'refused';
  }
}
