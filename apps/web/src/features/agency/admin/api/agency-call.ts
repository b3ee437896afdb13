import { type ApiRequest, ApiRequestError, apiFetch } from '../../../../lib/api-client.ts';
import { endsAgencySession } from '../../session/agency-session-rules.ts';
import { endAgencySession } from '../../session/agency-session-store.ts';

/**
 * An administration call with the tab's agency token. Like agencyFetch, a 401 or PSOF0204 answer
 * signs the agency user out (spec §8); the token comes from the tab's props, so a tab always
 * calls as the user it shows.
 */
export async function agencyCall<T>(
  token: string,
  path: string,
  request: Omit<ApiRequest, 'bearer'> = {},
): Promise<T> {
  try {
    return await apiFetch<T>(path, { ...request, bearer: token });
  } catch (error) {
    if (error instanceof ApiRequestError && endsAgencySession(error)) endAgencySession('refused', token);
    throw error;
  }
}
