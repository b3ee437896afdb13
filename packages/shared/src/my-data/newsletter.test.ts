import { describe, expect, it } from 'vitest';
import { newsletterState } from './newsletter.ts';

describe('newsletterState (spec §4)', () => {
  it.each([
    [true, null, 'optedIn'],
    [true, '2026-11-20T10:00:00Z', 'optedIn'],
    [false, '2026-11-20T10:00:00Z', 'pending'],
    [false, null, 'optedOut'],
  ] as const)('permission %s, mail sent %s → %s', (permission, sentAt, state) => {
    expect(newsletterState(permission, sentAt)).toBe(state);
  });
});
