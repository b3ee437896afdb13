import type { RouteName } from '@kwk/shared/routes/route-table';
import type { ComponentType } from 'react';
import { withinChunkTimeout } from './chunk-timeout.ts';

export type RouteModule = { Component: ComponentType };

/** The table of the other screens, a chunk of its own. */
const otherRoutes = () => import('./other-route-modules.ts');

/**
 * The screen of each route of spec §2, loaded lazily. The start page's is imported from here; the
 * other screens' imports, with the list of files each one needs (Vite's preload map), are in
 * `other-route-modules.ts`, which the start page does not load (issue 32 #4: about 1.5 KB gzip of
 * its script). Another page loads that table first, then its screen: one small request more.
 */
export function routeModule(name: RouteName): () => Promise<RouteModule> {
  if (name === 'Home') return withinChunkTimeout(() => import('../routes/home.tsx'));
  return withinChunkTimeout(() => otherRoutes().then((table) => table.OTHER_ROUTE_MODULES[name]()));
}
