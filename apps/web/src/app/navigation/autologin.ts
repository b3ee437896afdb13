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

export type AutologinResult = 'logged-in' | 'refused' | 'not-available';

/**
 * Hook point for the silent admin login. The account API (login by token) belongs to a later
 * issue, so until it exists this deliberately does nothing and answers 'not-available'; the guard
 * then simply continues as a logged-out visitor.
 */
export async function tryAdminLoginSilently(_userToken: string): Promise<AutologinResult> {
  return 'not-available';
}
