import { matchesPattern, PAGE_PATTERNS } from '@kwk/shared/routes/page-paths';

/**
 * Whether a path that reached the page catch-all names the API in any spelling (`/API/…`,
 * `//api/…`, `/api%2F…`): such a path is a JSON 404, never a page.
 */
export function namesApi(decodedPath: string): boolean {
  const first = decodedPath.split('/').find(Boolean);
  return first?.toLowerCase() === 'api';
}

/**
 * The one spelling of a known page when `rawPath` (as sent, still percent-encoded) spells it
 * otherwise — other case, doubled slashes, encoded letters — or undefined when it is canonical or
 * no known page. Parameters (a login token, a referral number) keep their spelling. Tenant category
 * pages are left to the SPA, which sends unknown paths to /404.
 */
export function canonicalPagePath(rawPath: string): string | undefined {
  const segments = rawPath.split('/').filter(Boolean);
  const trailingSlash = segments.length > 0 && rawPath.endsWith('/');
  for (const pattern of PAGE_PATTERNS) {
    if (!matchesPattern(pattern, segments)) continue;
    // Every page pattern starts with a fixed segment, so the answer can never be `//host`.
    const canonical = `/${pattern.map((part, i) => (part.startsWith(':') ? segments[i] : part)).join('/')}${
      trailingSlash ? '/' : ''
    }`;
    return canonical === rawPath ? undefined : canonical;
  }
  return undefined;
}
