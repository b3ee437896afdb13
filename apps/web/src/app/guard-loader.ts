import { COOKIE_NAMES } from '@kwk/shared/constants';
import type { RouteDef } from '@kwk/shared/routes/route-table';
import { type LoaderFunctionArgs, redirect } from 'react-router';
import { chooseLanguage, currentLanguage } from '../i18n/i18n.ts';
import { getBootConfig } from '../lib/boot-config.ts';
import { getCookie, setCookie } from '../lib/cookies.ts';
import { isFramed } from '../lib/is-framed.ts';
import { previewToken } from '../lib/preview-token.ts';
import type { RootData } from '../lib/use-mandant.ts';
import { carryWidgetParam, WIDGET_PARAM, widgetValue } from '../lib/widget-param.ts';
import { shouldTryAutologin, tryAdminLoginSilently } from './navigation/autologin.ts';
import { channelCookieFromSearch } from './navigation/channel-cookie.ts';
import { frameLeaveTarget } from './navigation/frame-leave.ts';
import { resolveNavigation } from './navigation/resolve-navigation.ts';
import { isLoggedIn } from './navigation/session.ts';
import { loadOverrides, tenantConfig } from './tenant-loader.ts';
import { applyTheme } from './theme/apply-theme.ts';

/** Route facts the guard needs; category pages pass a public, non-exempt pseudo route. */
export type GuardedRoute = Pick<RouteDef, 'name' | 'access' | 'forceLoginExempt' | 'disabledUnderAutologin'>;

let firstVisit = true;
let autologinTried = false;
/** Widget mode, once seen, lasts for the visit (spec §2: carried across navigations). */
let stickyWidget: string | null = null;

let languageChosen: () => void = () => {};
/**
 * Settles once the first root loader has chosen the visit's language (or failed). Route loaders run
 * beside the root loader, so one that loads texts of the language waits for this first.
 */
export const visitLanguage: Promise<void> = new Promise((resolve) => {
  languageChosen = resolve;
});

/** Root loader: the tenant configuration on the first navigation, plus what depends on it once. */
export async function rootLoader({ request }: LoaderFunctionArgs): Promise<RootData> {
  try {
    const mandant = await tenantConfig.get();
    if (firstVisit) {
      firstVisit = false;
      // The page's boot config brings the theme computed (index-html.ts); a page without it (the
      // Vite dev server) computes it from the configuration, loading the contrast maths only then.
      if (!getBootConfig().theme)
        void import('@kwk/shared/tenants/theme-variables').then(({ themeVariables }) =>
          applyTheme(themeVariables(mandant.Brand.Colors)),
        );
      await chooseLanguage(new URL(request.url).search, mandant.Brand.Language);
    }
    // The language is known: loaders waiting for it go on beside the texts' loading.
    languageChosen();
    await loadOverrides(currentLanguage());
    return { mandant };
  } finally {
    languageChosen();
  }
}

/** Leaving a foreign frame can be refused by the browser; the layout then offers a link instead. */
function leaveFrame(target: string): void {
  try {
    if (window.top) window.top.location.href = target;
  } catch {
    // see layout FrameLeaveNotice
  }
}

/** Runs on every navigation into a route: the navigation rules of spec §2, in order. */
export function guardLoader(route: GuardedRoute) {
  return async ({ request }: LoaderFunctionArgs): Promise<null> => {
    const url = new URL(request.url);
    const pathWithSearch = `${url.pathname}${url.search}`;
    const mandant = await tenantConfig.get();

    stickyWidget = widgetValue(url.search) ?? stickyWidget;
    if (stickyWidget !== null && !url.searchParams.has(WIDGET_PARAM)) {
      throw redirect(
        carryWidgetParam(pathWithSearch, `?${WIDGET_PARAM}=${encodeURIComponent(stickyWidget)}`),
      );
    }

    if (url.searchParams.has('lang')) {
      await chooseLanguage(url.search, mandant.Brand.Language);
      await loadOverrides(currentLanguage());
    }

    const channel = channelCookieFromSearch(url.search);
    if (channel) setCookie(channel.name, channel.value, channel.maxAgeSeconds);

    const leave = frameLeaveTarget({
      framed: isFramed(),
      // The console's preview of a draft (decision 065) stays in the console's frame.
      integrated: mandant.Modules.ModuleIntegratedFrame || previewToken() !== null,
      urls: mandant.Urls,
      pathWithSearch,
    });
    if (leave) leaveFrame(leave);

    const userToken = url.searchParams.get('token') ?? getCookie(COOKIE_NAMES.userToken);
    if (
      shouldTryAutologin({
        isAutologin: mandant.Rules.IsAutologin,
        userToken,
        loggedIn: isLoggedIn(),
        alreadyTried: autologinTried,
      })
    ) {
      autologinTried = true;
      await tryAdminLoginSilently(userToken ?? '');
    }

    const decision = resolveNavigation({
      route,
      pathWithSearch,
      loggedIn: isLoggedIn(),
      modules: mandant.Modules,
      rules: mandant.Rules,
    });
    if (decision.type === 'redirect') throw redirect(carryWidgetParam(decision.to, url.search));
    return null;
  };
}
