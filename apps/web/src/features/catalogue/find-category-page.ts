import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';

function normalise(path: string): string {
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
  const wanted = normalise(pathname);
  if (wanted === '') return null;
  return pages.find((page) => normalise(page.Path) === wanted) ?? null;
}
