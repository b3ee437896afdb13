import { ROUTES, type RouteDef } from '@kwk/shared/routes/route-table';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { catchAllLoader } from './catch-all-loader.ts';
import { RootError, RouteError } from './errors/route-error.tsx';
import { guardLoader, rootLoader } from './guard-loader.ts';
import { BootFallback } from './layout/boot-fallback.tsx';
import { RootLayout } from './layout/root-layout.tsx';
import { ROUTE_MODULES } from './route-modules.ts';

/** What a route tells the layout (e.g. whether the consent dialog may open there). */
export interface RouteHandle {
  route: Pick<RouteDef, 'name' | 'suppressConsent'>;
}

function screenRoute(def: RouteDef & { name: keyof typeof ROUTE_MODULES }): RouteObject {
  const handle: RouteHandle = { route: def };
  const common = {
    loader: guardLoader(def),
    lazy: ROUTE_MODULES[def.name],
    errorElement: <RouteError />,
    handle,
  };
  return def.path === '/' ? { index: true, ...common } : { path: def.path, ...common };
}

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    loader: rootLoader,
    // The tenant config is fetched once; later navigations reuse it instead of re-running this loader.
    shouldRevalidate: () => false,
    Component: RootLayout,
    errorElement: <RootError />,
    hydrateFallbackElement: <BootFallback />,
    children: [
      ...ROUTES.map((def) => screenRoute(def)),
      {
        path: '*',
        loader: catchAllLoader,
        lazy: () => import('../routes/category-page.tsx'),
        errorElement: <RouteError />,
        handle: { route: { name: 'Kategorie' } } satisfies RouteHandle,
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
