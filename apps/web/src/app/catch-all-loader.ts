import { findCategoryPage } from '@kwk/shared/routes/page-paths';
import { getHref, REDIRECTS } from '@kwk/shared/routes/route-table';
import type { CategoryPage } from '@kwk/shared/tenants/mandant.schemas';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { carryWidgetParam } from '../lib/widget-param.ts';
import { guardLoader } from './guard-loader.ts';
import { tenantConfig } from './tenant-loader.ts';

/** Category pages are public but not exempt from forced login (spec §2 lists no category page). */
const categoryGuard = guardLoader({ name: 'Kategorie', access: 'public' });

/**
 * Everything the route table does not name: a redirect path (exklusiv), one of the tenant's
 * product category pages, or else /404 (spec §2 "Any unknown path redirects to /404").
 */
export async function catchAllLoader(args: LoaderFunctionArgs): Promise<CategoryPage> {
  const url = new URL(args.request.url);
  const target = REDIRECTS[url.pathname.replace(/\/+$/, '')];
  if (target) throw redirect(carryWidgetParam(`${target}${url.search}`, url.search));
  const mandant = await tenantConfig.get();
  const page = findCategoryPage(mandant.Brand.CategoryPages, url.pathname, mandant.Modules);
  if (!page) throw redirect(carryWidgetParam(getHref('FileNotFound'), url.search));
  await categoryGuard(args);
  return page;
}
