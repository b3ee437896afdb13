import type { RouteName } from '@kwk/shared/routes/route-table';
import type { RouteModule } from '../app/router.tsx';

/** The table of the other screens, a chunk of its own. */
export const otherRoutes = () => import('./other-route-modules.ts');

/**
 * The screen of each route of spec §2, loaded lazily. The start page's is imported from here; the
 * other screens' imports, with the list of files each one needs (Vite's preload map), are in
 * `other-route-modules.ts`, which the start page does not load (issue 32 #4: about 1.5 KB gzip of
 * its script). Another page loads that table first, then its screen: one small request more.
 * The screens' chunks have spec §9's load timeout (other-route-modules.ts); the start page's own
 * files come with its HTML (preloaded), and the timer would only grow its script.
 */
export function routeModule(name: RouteName): () => Promise<RouteModule> {
  if (name === 'Home') return () => import('./home.tsx');
  return () => otherRoutes().then((table) => table.loadOtherRoute(name));
}
