import type { RouteDef } from '@kwk/shared/routes/route-table';
import { getHref } from '@kwk/shared/routes/route-table';
import { REDIRECT_PARAM } from '../../features/accounts/redirect-param.ts';

export interface NavigationInput {
  /** The route being entered (a category page passes a public, non-exempt pseudo route). */
  route: Pick<RouteDef, 'name' | 'access' | 'forceLoginExempt' | 'disabledUnderAutologin'>;
  /** Path and search of the requested location, used for the `redirect` parameter. */
  pathWithSearch: string;
  loggedIn: boolean;
  modules: { ModuleAdv: boolean };
  rules: { ForceLogin: boolean; IsAutologin: boolean };
}

export type NavigationDecision = { type: 'allow' } | { type: 'redirect'; to: string };

const allow: NavigationDecision = { type: 'allow' };
const redirect = (to: string): NavigationDecision => ({ type: 'redirect', to });

function loginWithRedirect(pathWithSearch: string): string {
  return `${getHref('Login')}?${new URLSearchParams({ [REDIRECT_PARAM]: pathWithSearch }).toString()}`;
}

/**
 * The navigation rules of spec §2 that decide between entering a route and being sent elsewhere,
 * in the order they apply. Widget-param carrying and frame leaving happen around this decision.
 */
export function resolveNavigation({
  route,
  pathWithSearch,
  loggedIn,
  modules,
  rules,
}: NavigationInput): NavigationDecision {
  // (e) Advisor tenants have their imprint on their own site.
  if (route.name === 'Impressum' && modules.ModuleAdv) return redirect(getHref('Home'));

  // (i) Under autologin the session belongs to the host system: pages disabled there, and pages that
  // would need a login the visitor cannot perform here, lead back to the start page.
  if (rules.IsAutologin) {
    if (route.disabledUnderAutologin) return redirect(getHref('Home'));
    if (route.access === 'login' && !loggedIn) return redirect(getHref('Home'));
  }

  if (!loggedIn) {
    // (h) Logging out while logged out has nothing to come back to.
    if (route.name === 'Logout') return redirect(getHref('Login'));
    // (h) Pages needing login keep the original location so login can return there.
    if (route.access === 'login') return redirect(loginWithRedirect(pathWithSearch));
    // (g) Forced login: every page but the public exemptions of spec §2.
    if (rules.ForceLogin && !route.forceLoginExempt) return redirect(loginWithRedirect(pathWithSearch));
  }
  return allow;
}
