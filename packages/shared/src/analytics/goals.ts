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
  detail?: string;
  sent: boolean;
}

/**
 * What a goal is about (spec §9 "many tracking goals"): the share channel (`Whatsapp`, `Link`), the
 * FAQ question's id or the reward kind (`Ueberweisung`, `Gutschein`). A name of the portal's own,
 * never anything the person typed: letters, digits, `_` and `-` only.
 */
export const GOAL_DETAIL_PATTERN = /^[A-Za-z0-9_-]{1,40}$/;

/** The name a goal is counted under: `share.Whatsapp`, `faq.faq-3`, `reward.Gutschein`; the bare goal without detail. */
export const goalKey = (goal: Goal, detail?: string): string =>
  detail && GOAL_DETAIL_PATTERN.test(detail) ? `${goal}.${detail}` : goal;

/** The goal a counted name belongs to: `share` for `share.Whatsapp`. */
export const baseGoalOf = (key: string): string => key.split('.')[0] ?? key;
