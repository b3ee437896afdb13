import { ROUTES, type RouteDef, type RouteName } from '@kwk/shared/routes/route-table';
import type { ComponentType } from 'react';
import { createBrowserRouter, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { loadStartContent } from '../features/content/start-content.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { RootError, RouteError } from './errors/route-error.tsx';
import { guardLoader, rootLoader, visitLanguage } from './guard-loader.ts';
import { BootFallback } from './layout/boot-fallback.tsx';
import { RootLayout } from './layout/root-layout.tsx';

export type RouteModule = { Component: ComponentType };

/**
 * The screens the router loads lazily, handed in by the entry (main.tsx) from routes/route-modules.ts:
 * the screens stand above the app shell (decision 077), so the shell names none of them.
 */
export interface Screens {
  /** The screen of a route of the table (spec §2). */
  routeModule(name: RouteName): () => Promise<RouteModule>;
  /** What every path the table does not name needs: its loader and the category page's screen. */
  otherRoutes(): Promise<{
    unknownPath: {
      loader: (args: LoaderFunctionArgs) => Promise<unknown>;
      screen: () => Promise<RouteModule>;
    };
  }>;
}

/** What a route tells the layout (e.g. whether the consent dialog may open there). */
export interface RouteHandle {
  route: Pick<RouteDef, 'name' | 'suppressConsent'>;
}

/**
 * The start page renders once its CMS content is there, so its texts and key visual never swap
 * after the first paint (no flash, no layout shift); the page usually carries it (boot-data.ts).
 */
function startPageLoader(guard: ReturnType<typeof guardLoader>) {
  return async (args: LoaderFunctionArgs): Promise<null> => {
    await guard(args);
    await visitLanguage;
    await loadStartContent(currentLanguage());
    return null;
  };
}

function screenRoute(def: RouteDef & { name: RouteName }, routeModule: Screens['routeModule']): RouteObject {
  const handle: RouteHandle = { route: def };
  const guard = guardLoader(def);
  const common = {
    loader: def.name === 'Home' ? startPageLoader(guard) : guard,
    lazy: routeModule(def.name),
    errorElement: <RouteError />,
    handle,
  };
  return def.path === '/' ? { index: true, ...common } : { path: def.path, ...common };
}

export function createAppRouter(routeModule: Screens['routeModule'], otherRoutes: Screens['otherRoutes']) {
  return createBrowserRouter([
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
        ...ROUTES.map((def) => screenRoute(def, routeModule)),
        {
          path: '*',
          // Both from the other screens' table: only an unknown path needs them (start page budget).
          loader: (args) => otherRoutes().then(({ unknownPath }) => unknownPath.loader(args)),
          lazy: () => otherRoutes().then(({ unknownPath }) => unknownPath.screen()),
          errorElement: <RouteError />,
          handle: { route: { name: 'Kategorie' } } satisfies RouteHandle,
        },
      ],
    },
  ]);
}
