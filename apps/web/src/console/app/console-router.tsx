import { createBrowserRouter, type RouteObject } from 'react-router';
import { EnrolmentPage } from '../features/operators/enrolment-page.tsx';
import { SignInPage } from '../features/sign-in/sign-in-page.tsx';
import { ConsoleLayout } from './console-layout.tsx';
import { CONSOLE_SCREENS } from './console-screens.ts';
import { NotFoundScreen } from './not-found-screen.tsx';

/** Pages outside the signed-in layout (sign-in, enrolment links), added by the features. */
export const PUBLIC_ROUTES: RouteObject[] = [
  { path: '/anmelden', Component: SignInPage },
  { path: '/einrichtung/:token', Component: EnrolmentPage },
];

export const consoleRoutes: RouteObject[] = [
  ...PUBLIC_ROUTES,
  {
    path: '/',
    Component: ConsoleLayout,
    // No loaders: nothing to wait for before the first paint.
    hydrateFallbackElement: null,
    children: [
      ...CONSOLE_SCREENS.map(
        (screen): RouteObject => ({
          ...(screen.path === '/' ? { index: true } : { path: screen.path.replace(/^\//, '') }),
          lazy: async () => ({ Component: (await screen.load()).default }),
        }),
      ),
      { path: '*', Component: NotFoundScreen },
    ],
  },
];

export const createConsoleRouter = () => createBrowserRouter(consoleRoutes);
