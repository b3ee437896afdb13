import { currentLanguage } from '../../../i18n/i18n.ts';
import { type ApiRequest, ApiRequestError, apiFetch, apiUrl } from '../../../lib/api-client.ts';
import { endsAgencySession } from '../session/agency-session-rules.ts';
import { endAgencySession, readAgencyUser } from '../session/agency-session-store.ts';

function signedInToken(): string {
  const token = readAgencyUser()?.Token;
  if (!token) throw new ApiRequestError(401, { code: 'agency.login_required' });
  return token;
}

/**
 * An API call as the signed-in agency user: its token as bearer. A 401 or PSOF0204 answer signs the
 * agency user out (spec §8), here once for every call of the area.
 */
export async function agencyFetch<T>(path: string, request: Omit<ApiRequest, 'bearer'> = {}): Promise<T> {
  const token = signedInToken();
  try {
    return await apiFetch<T>(path, { ...request, bearer: token });
  } catch (error) {
    if (error instanceof ApiRequestError && endsAgencySession(error)) endAgencySession('refused', token);
    throw error;
  }
}

/** A file the server names in Content-Disposition (`filename*=UTF-8''…` preferred, RFC 6266). */
export function fileNameFrom(contentDisposition: string | null, fallback: string): string {
  if (!contentDisposition) return fallback;
  const extended = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(contentDisposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*"([^"]*)"|filename\s*=\s*([^;\s]+)/i.exec(contentDisposition);
  const name = plain?.[1] ?? plain?.[2];
  // A name is only ever a name: no path may come with it.
  return name ? name.replace(/[/\\]/g, '_') : fallback;
}

/** A PUT whose answer is a file (an export), fetched with the agency token; the same sign-out rule. */
export async function agencyDownload(
  path: string,
  body: unknown,
  fallbackName: string,
): Promise<{ blob: Blob; fileName: string }> {
  const token = signedInToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: 'PUT',
      headers: {
        Accept: '*/*',
        'Accept-Language': currentLanguage(),
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiRequestError(0, { code: 'common.network' });
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as Record<string, never>;
    const error = new ApiRequestError(response.status, data);
    if (endsAgencySession(error)) endAgencySession('refused', token);
    throw error;
  }
  return {
    blob: await response.blob(),
    fileName: fileNameFrom(response.headers.get('content-disposition'), fallbackName),
  };
}
