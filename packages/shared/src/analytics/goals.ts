import { z } from 'zod';

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

/** What the portal's own counter accepts (no tracking endpoint configured): a goal name, nothing personal. */
export const goalBodySchema = z.strictObject({ Goal: z.enum(GOAL_NAMES as [Goal, ...Goal[]]) });
export type GoalBody = z.infer<typeof goalBodySchema>;

/** The console's goal counts of a tenant: per goal, per day of the range. */
export const goalCountsSchema = z.object({
  Tenant: z.string(),
  From: z.string(),
  To: z.string(),
  Totals: z.record(z.string(), z.number().int()),
  Days: z.array(z.object({ Day: z.string(), Goal: z.string(), Count: z.number().int() })),
});
export type GoalCounts = z.infer<typeof goalCountsSchema>;
