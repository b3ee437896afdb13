import type { CategoryPage } from '../tenants/mandant.schemas.ts';
import { REDIRECTS, ROUTES } from './route-table.ts';

/**
 * The SPA's page paths (spec §2) as segments; `:name` stands for any one segment. One list for
 * the router (route-table.ts), the server's 404 status and its one-spelling redirects.
 */
export const PAGE_PATTERNS: readonly (readonly string[])[] = [
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

/** Whether a pattern of PAGE_PATTERNS matches the path's segments (letters in any case, as the router does). */
export function matchesPattern(pattern: readonly string[], segments: readonly string[]): boolean {
  return (
    pattern.length === segments.length &&
    pattern.every(
      (part, i) => part.startsWith(':') || decode(segments[i]!).toLowerCase() === part.toLowerCase(),
    )
  );
}

function normaliseCategoryPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // keep the raw path; it simply will not match
  }
  return decoded.replace(/^\/+|\/+$/g, '').toLowerCase();
}

/** Product category pages are addressed by Brand.CategoryPages[].Path, e.g. `junge-leute/speed.html`. */
export function findCategoryPage(pages: readonly CategoryPage[], pathname: string): CategoryPage | null {
  const wanted = normaliseCategoryPath(pathname);
  if (wanted === '') return null;
  return pages.find((page) => normaliseCategoryPath(page.Path) === wanted) ?? null;
}

/**
 * Whether the SPA shows a page at `pathname` for a tenant with these category pages: a screen of
 * the route table (any parameter value), a redirect path, or a category page. Anything else is the
 * SPA's 404 (spec §2 "Any unknown path redirects to /404"), which the server answers with status 404.
 */
export function isPagePath(pathname: string, categoryPages: readonly CategoryPage[]): boolean {
  const segments = pathname.split('/').filter(Boolean);
  return (
    PAGE_PATTERNS.some((pattern) => matchesPattern(pattern, segments)) ||
    findCategoryPage(categoryPages, pathname) !== null
  );
}
