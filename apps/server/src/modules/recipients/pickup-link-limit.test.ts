import { describe, expect, it } from 'vitest';
import { PICKUP_LINK_WINDOW_MS, pickupLinkVerdict } from './pickup-link-limit.ts';

const NOW = new Date('2026-11-28T12:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const HOUR = 60 * 60_000;

describe('the pickup links one recipient may have mailed', () => {
  it.each([
    ['none yet', { count: 0, oldest: null }, { allowed: true }],
    ['two today', { count: 2, oldest: ago(HOUR) }, { allowed: true }],
    [
      'three, the oldest an hour ago: wait 23 hours',
      { count: 3, oldest: ago(HOUR) },
      { allowed: false, retryAfterSeconds: 23 * 3600 },
    ],
    [
      'three, the oldest a second short of a day',
      { count: 3, oldest: ago(PICKUP_LINK_WINDOW_MS - 1000) },
      { allowed: false, retryAfterSeconds: 1 },
    ],
    [
      'three, the oldest a day ago: it left the window',
      { count: 3, oldest: ago(PICKUP_LINK_WINDOW_MS) },
      { allowed: true },
    ],
    [
      'more than three (a race the lock prevents) still waits',
      { count: 5, oldest: ago(2 * HOUR) },
      { allowed: false, retryAfterSeconds: 22 * 3600 },
    ],
  ] as const)('%s', (_, sent, verdict) => {
    expect(pickupLinkVerdict(sent, NOW)).toEqual(verdict);
  });
});
