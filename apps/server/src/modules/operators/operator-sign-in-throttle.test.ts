import { describe, expect, it } from 'vitest';
import { OPERATOR_FAILURE_WINDOW_MS, operatorSignInThrottle } from './operator-sign-in-throttle.ts';

const now = new Date('2026-11-26T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('the console sign-in throttle', () => {
  it.each([
    [0, null, { allowed: true }],
    [4, ago(60_000), { allowed: true }],
    [5, ago(60_000), { allowed: false, retryAfterSeconds: 14 * 60 }],
    [9, ago(OPERATOR_FAILURE_WINDOW_MS - 500), { allowed: false, retryAfterSeconds: 1 }],
    [5, ago(OPERATOR_FAILURE_WINDOW_MS - 1), { allowed: false, retryAfterSeconds: 1 }],
    [5, null, { allowed: true }],
  ])('%i failures, the oldest at %s → %j', (count, oldest, answer) => {
    expect(operatorSignInThrottle({ count, oldest }, now)).toEqual(answer);
  });
});
