import { GOAL_DETAIL_PATTERN, type Goal } from '@kwk/shared/analytics/goals';
import { apiUrl } from '../api-client.ts';
import { getCookie, setCookie } from '../cookies.ts';
import { ANALYTICS_COOKIES } from './analytics-cookies.ts';
import type { AnalyticsTarget } from './analytics-target.ts';
import { goalRequestUrl, publicPageUrl } from './tracking-url.ts';

const randomHex = (bytes: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The visitor id (`_pk_id`, 13 months), the session (`_pk_ses`, 30 minutes, renewed with each
 * goal) and the referrer of the visit (`_pk_ref`, 6 months, only from another site). Called only
 * with analytics consent given (track-goal.ts).
 */
function visitorCookies(): { visitorId: string; referrer: string | undefined } {
  const { id, ses, ref } = ANALYTICS_COOKIES;
  const stored = getCookie(id.name);
  const visitorId = stored && /^[0-9a-f]{16}$/.test(stored) ? stored : randomHex(8);
  setCookie(id.name, visitorId, id.maxAgeSeconds);
  const newSession = getCookie(ses.name) === null;
  setCookie(ses.name, '1', ses.maxAgeSeconds);
  if (newSession && document.referrer) {
    const from = publicPageUrl(document.referrer);
    if (from && !from.startsWith(location.origin)) setCookie(ref.name, from, ref.maxAgeSeconds);
  }
  return { visitorId, referrer: getCookie(ref.name) ?? undefined };
}

/**
 * Sends a goal: to the tenant's Matomo (HTTP tracking API, a keepalive GET that survives the
 * page leaving for a share channel) or, with no endpoint, to the portal's own counter (the goal's
 * name only; no cookie is needed there).
 */
export function sendGoal(goal: Goal, target: AnalyticsTarget, detail?: string): void {
  const about = detail && GOAL_DETAIL_PATTERN.test(detail) ? detail : undefined;
  if (!target.endpoint) {
    void fetch(apiUrl('analytics/ziele'), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ Goal: goal, ...(about ? { Detail: about } : {}) }),
    }).catch(() => undefined);
    return;
  }
  const { visitorId, referrer } = visitorCookies();
  const url = goalRequestUrl(target.endpoint, {
    siteId: target.id,
    goal,
    ...(about ? { detail: about } : {}),
    visitorId,
    pageUrl: publicPageUrl(location.href),
    ...(referrer ? { referrer } : {}),
    random: randomHex(4),
  });
  void fetch(url, { method: 'GET', mode: 'no-cors', keepalive: true, credentials: 'omit' }).catch(
    () => undefined,
  );
}
