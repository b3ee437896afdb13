import { GOALS, type Goal } from '@kwk/shared/analytics/goals';

/**
 * The page address as the tracker may send it: origin and path, never the query or fragment
 * (a referral link's personal code, a reward or login token travels there), and no path segment
 * that looks like a code or token (a long run with digits), which becomes `:code`.
 */
export function publicPageUrl(href: string): string {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return '';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (/^(?=.*\d)[A-Za-z0-9_~.-]{6,}$/.test(segment) ? ':code' : segment))
    .join('/');
  return `${url.origin}${path}`;
}

/**
 * A goal request of Matomo's HTTP tracking API (`matomo.php`): site, goal, visitor id and the
 * stripped page address; nothing about the person (no e-mail, token or referral code). With a
 * detail (share channel, FAQ question, reward kind) the same request records an event of the goal's
 * category with the detail as its action, so Matomo tells the channels, questions and kinds apart.
 */
export function goalRequestUrl(
  endpoint: string,
  input: {
    siteId: number;
    goal: Goal;
    detail?: string;
    visitorId: string;
    pageUrl: string;
    referrer?: string;
    random: string;
  },
): string {
  const base = endpoint.endsWith('/') ? endpoint : `${endpoint}/`;
  const params = new URLSearchParams({
    idsite: String(input.siteId),
    rec: '1',
    apiv: '1',
    idgoal: String(GOALS[input.goal]),
    _id: input.visitorId,
    url: input.pageUrl,
    rand: input.random,
    send_image: '0',
  });
  if (input.referrer) params.set('urlref', input.referrer);
  if (input.detail) {
    params.set('e_c', input.goal);
    params.set('e_a', input.detail);
  }
  return `${base}matomo.php?${params.toString()}`;
}
