/**
 * How many fresh pickup links a recipient may have mailed (issue 27; decision 040): each one is a
 * mail to the recipient's address and a new token, so one recipient gets at most
 * PICKUP_LINKS_PER_WINDOW within PICKUP_LINK_WINDOW_MS, however many addresses ask for them. The
 * route's limit per client address stays on top. Pure, with the time passed in: tested by table.
 */
export const PICKUP_LINKS_PER_WINDOW = 3;
export const PICKUP_LINK_WINDOW_MS = 24 * 60 * 60_000;

/** The links mailed to one recipient within the window: how many, and when the oldest went. */
export interface LinksSent {
  count: number;
  oldest: Date | null;
}

export type PickupLinkVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** May one more link go now? If not, how long until the oldest leaves the window. */
export function pickupLinkVerdict(sent: LinksSent, now: Date): PickupLinkVerdict {
  if (sent.count < PICKUP_LINKS_PER_WINDOW || !sent.oldest) return { allowed: true };
  const until = sent.oldest.getTime() + PICKUP_LINK_WINDOW_MS;
  if (until <= now.getTime()) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) };
}
