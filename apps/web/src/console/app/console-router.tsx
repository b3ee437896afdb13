import { createBrowserRouter, type RouteObject } from 'react-router';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { CONSOLE_SCREENS } from './console-screens.ts';
import { SessionGate } from './session-gate.tsx';

/**
 * The console's routes. The entry holds only the door: the sign-in page and the gate that sends
 * there. Everything behind it (the layout with its navigation, each screen, the enrolment link's
 * page, the not-found page) is a chunk of its own, loaded when first opened (issue 29: the
 * sign-in page loaded the whole console before).
 */
export const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/anmelden', Component: SignInPage },
  {
    path: '/einrichtung/:token',
    lazy: async () => ({
      Component: (await import('../features/operators/enrolment-page.tsx')).EnrolmentPage,
    }),
  },
];

export const consoleRoutes: RouteObject[] = [
  ...PUBLIC_ROUTES,
  {
    path: '/',
    Component: SessionGate,
    // No loaders: nothing to wait for before the first paint.
    hydrateFallbackElement: null,
    children: [
      {
        lazy: async () => ({ Component: (await import('./console-layout.tsx')).ConsoleLayout }),
        children: [
          ...CONSOLE_SCREENS.map(
            (screen): RouteObject => ({
              ...(screen.path === '/' ? { index: true } : { path: screen.path.replace(/^\//, '') }),
              lazy: async () => ({ Component: (await screen.load()).default }),
            }),
          ),
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./not-found-screen.tsx')).NotFoundScreen }),
          },
        ],
      },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes);
