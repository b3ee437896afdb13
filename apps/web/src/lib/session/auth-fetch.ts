import { type ApiRequest, ApiRequestError, apiFetch } from '../api-client.ts';
import { clearSession, readSession } from './session-store.ts';
import { endsSession } from './stored-session.ts';

/**
 * An API call as the signed-in referrer: the session's token as bearer. A 401 or PSOF0204 answer
 * ends the session (spec §8), here once for every feature that calls with it.
 */
export async function authFetch<T>(path: string, request: Omit<ApiRequest, 'bearer'> = {}): Promise<T> {
  const token = readSession()?.token;
  if (!token) throw new ApiRequestError(401, { code: 'auth.login_required' });
  try {
    return await apiFetch<T>(path, { ...request, bearer: token });
  } catch (error) {
    if (error instanceof ApiRequestError && endsSession(error)) clearSession(token);
    throw error;
  }
}
