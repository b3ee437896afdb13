import { z } from 'zod';
import { GOAL_DETAIL_PATTERN, GOAL_NAMES, type Goal } from './goals.ts';

// Apart from the goals themselves (goals.ts): the start page tracks goals, and zod's schemas built
// at import would pull zod into its first load.

/** What the portal's own counter accepts (no tracking endpoint configured): a goal name, nothing personal. */
export const goalBodySchema = z.strictObject({
  Goal: z.enum(GOAL_NAMES as [Goal, ...Goal[]]),
  /** The channel, question or reward kind the goal is about (GOAL_DETAIL_PATTERN). */
  Detail: z.string().regex(GOAL_DETAIL_PATTERN).optional(),
});
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
