import { REDIRECTS, ROUTES } from '@kwk/shared/routes/route-table';

/** The SPA's page paths (spec §2) as segments; `:name` stands for any one segment. */
const PAGE_PATTERNS: readonly (readonly string[])[] = [
  ...ROUTES.map((r) => r.path),
  ...Object.keys(REDIRECTS),
].map((path) => path.split('/').filter(Boolean));

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

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
    if (pattern.length !== segments.length) continue;
    const matches = pattern.every(
      (part, i) => part.startsWith(':') || decode(segments[i]!).toLowerCase() === part.toLowerCase(),
    );
    if (!matches) continue;
    // Every page pattern starts with a fixed segment, so the answer can never be `//host`.
    const canonical = `/${pattern.map((part, i) => (part.startsWith(':') ? segments[i] : part)).join('/')}${
      trailingSlash ? '/' : ''
    }`;
    return canonical === rawPath ? undefined : canonical;
  }
  return undefined;
}
