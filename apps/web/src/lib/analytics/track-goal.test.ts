import { GOAL_DECIDED_EVENT } from '@kwk/shared/analytics/goals';
import { COOKIE_NAMES } from '@kwk/shared/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { removeCookie, setCookie } from '../cookies.ts';
import { setAnalyticsTarget } from './analytics-target.ts';
import { trackGoal } from './track-goal.ts';

/** The decisions `trackGoal` announces while `action` runs. */
function decisionsOf(action: () => void): unknown[] {
  const seen: unknown[] = [];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);
  document.addEventListener(GOAL_DECIDED_EVENT, listener);
  action();
  document.removeEventListener(GOAL_DECIDED_EVENT, listener);
  return seen;
}

describe('trackGoal', () => {
  afterEach(() => {
    removeCookie(COOKIE_NAMES.consent);
  });

  it.each([
    ['no choice yet', undefined, false],
    ['analytics declined', 'required:1|functional:1|analytical:0|marketing:1', false],
    ['analytics granted', 'required:1|functional:0|analytical:1|marketing:0', true],
  ])('announces each goal it decides, sent only with analytics consent: %s', (_, cookie, sent) => {
    setAnalyticsTarget({ id: 9, endpoint: '' });
    if (cookie) setCookie(COOKIE_NAMES.consent, cookie, 60);
    expect(decisionsOf(() => trackGoal('faq'))).toEqual([{ goal: 'faq', sent }]);
  });
});
