import type { CategoryPage } from '../tenants/mandant.schemas.ts';
import { REDIRECTS, ROUTES, type RouteDef } from './route-table.ts';

/**
 * The SPA's page paths (spec §2) as segments; `:name` stands for any one segment. One list for
 * the router (route-table.ts), the server's 404 status and its one-spelling redirects.
 */
const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/** Each page path with the module it needs, if any (the agency area's pages). */
const PAGES: readonly { segments: readonly string[]; module?: string }[] = [
  ...ROUTES.map((r: RouteDef) => ({
    segments: segmentsOf(r.path),
    ...(r.module ? { module: r.module } : {}),
  })),
  ...Object.keys(REDIRECTS).map((path) => ({ segments: segmentsOf(path) })),
];

export const PAGE_PATTERNS: readonly (readonly string[])[] = PAGES.map((page) => page.segments);

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

/** Category pages of business products (spec §2: company-start, company-pro). */
export const COMPANY_SOURCE = 'business';

/** Whether the tenant hides business products: recommending to companies is ModuleCompanyRecommendation. */
export const hidesCompanyProducts = (modules: Readonly<Partial<Record<string, boolean>>>): boolean =>
  modules.ModuleCompanyRecommendation !== true;

/**
 * Product category pages are addressed by Brand.CategoryPages[].Path, e.g. `junge-leute/speed.html`.
 * A page of business products (Quelle `business`) exists only while the tenant's
 * Modules.ModuleCompanyRecommendation is on: recommending to companies is that module.
 */
export function findCategoryPage(
  pages: readonly CategoryPage[],
  pathname: string,
  modules: Readonly<Partial<Record<string, boolean>>> = {},
): CategoryPage | null {
  const wanted = normaliseCategoryPath(pathname);
  if (wanted === '') return null;
  const page = pages.find((p) => normaliseCategoryPath(p.Path) === wanted);
  if (!page || (page.Quelle === COMPANY_SOURCE && hidesCompanyProducts(modules))) return null;
  return page;
}

/**
 * Whether the SPA shows a page at `pathname` for a tenant with these category pages and modules: a
 * screen of the route table (any parameter value; one that needs a module only where it is on), a
 * redirect path, or a category page. Anything else is the
 * SPA's 404 (spec §2 "Any unknown path redirects to /404"), which the server answers with status 404.
 */
export function isPagePath(
  pathname: string,
  categoryPages: readonly CategoryPage[],
  modules: Readonly<Partial<Record<string, boolean>>> = {},
): boolean {
  const segments = segmentsOf(pathname);
  return (
    PAGES.some(
      (page) => (!page.module || modules[page.module] === true) && matchesPattern(page.segments, segments),
    ) || findCategoryPage(categoryPages, pathname, modules) !== null
  );
}
