import { ANALYTICS_CATEGORY } from '@kwk/shared/analytics/consent-rules';
import { GOAL_DECIDED_EVENT, type Goal, type GoalDecision } from '@kwk/shared/analytics/goals';
import { COOKIE_NAMES } from '@kwk/shared/constants';
import { grants, parseConsent } from '../consent-cookie.ts';
import { getCookie } from '../cookies.ts';
import { analyticsTarget } from './analytics-target.ts';

/**
 * Records a goal (share, reward, faq) with what it is about (the share channel, the FAQ question,
 * the reward kind) — only with the analytics category granted; otherwise nothing is loaded, sent
 * or stored. The tracker itself is loaded on first use (not in the start page's bundle).
 */
export function trackGoal(goal: Goal, detail?: string): void {
  const consent = parseConsent(getCookie(COOKIE_NAMES.consent), [ANALYTICS_CATEGORY]);
  const to = grants(consent, ANALYTICS_CATEGORY) ? analyticsTarget() : undefined;
  if (to)
    void import('./matomo-tracker.ts')
      .then(({ sendGoal }) => sendGoal(goal, to, detail))
      .catch(() => undefined);
  // The decision's signal (GOAL_DECIDED_EVENT), sent or not.
  const decision: GoalDecision = { goal, ...(detail ? { detail } : {}), sent: Boolean(to) };
  document.dispatchEvent(new CustomEvent(GOAL_DECIDED_EVENT, { detail: decision }));
}
