/**
 * The analytics goals (spec §7, §9) and their Matomo goal ids: the ids are the tenant's goals as
 * set up on its Matomo site; the embedded counter stores the name.
 */
export const GOALS = {
  /** A referrer shared the link (any channel of the share panel). */
  share: 1,
  /** A reward was picked up (the pickup form sent). */
  reward: 2,
  /** A question of the FAQ was opened. */
  faq: 3,
} as const;
export type Goal = keyof typeof GOALS;
export const GOAL_NAMES = Object.keys(GOALS) as Goal[];

/**
 * The event each goal's decision raises on the page's `document`, with `{ goal, sent }`: a signal
 * for whoever watches the page — the browser suite waits on it to know that a goal without consent
 * was decided and dropped, instead of waiting for nothing to happen. It carries the goal's name only.
 */
export const GOAL_DECIDED_EVENT = 'kwk:goal';
export interface GoalDecision {
  goal: Goal;
  sent: boolean;
}
