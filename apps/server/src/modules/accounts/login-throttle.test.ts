import { describe, expect, it } from 'vitest';
import { FAILURE_WINDOW_MS, loginThrottle } from './login-throttle.ts';

const now = new Date('2026-11-23T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const none = { count: 0, oldest: null };

describe('loginThrottle', () => {
  it.each([
    ['no failures', none, none, true],
    ['nine for the account', { count: 9, oldest: ago(60_000) }, none, true],
    ['nine from the address', none, { count: 9, oldest: ago(60_000) }, true],
    ['ten for the account', { count: 10, oldest: ago(60_000) }, none, false],
    ['ten from the address', none, { count: 10, oldest: ago(60_000) }, false],
  ])('%s: allowed %s', (_, account, address, allowed) => {
    expect(loginThrottle({ account, address }, now).allowed).toBe(allowed);
  });

  it('waits until the oldest failure leaves the window, the longer of both limits', () => {
    expect(
      loginThrottle({ account: { count: 10, oldest: ago(FAILURE_WINDOW_MS - 90_000) }, address: none }, now),
    ).toEqual({ allowed: false, retryAfterSeconds: 90 });
    expect(
      loginThrottle(
        {
          account: { count: 12, oldest: ago(FAILURE_WINDOW_MS - 30_000) },
          address: { count: 40, oldest: ago(60_000) },
        },
        now,
      ),
    ).toEqual({ allowed: false, retryAfterSeconds: (FAILURE_WINDOW_MS - 60_000) / 1000 });
  });
});
