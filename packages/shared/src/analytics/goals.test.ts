import { describe, expect, it } from 'vitest';
import { goalBodySchema } from './goals.schemas.ts';
import { baseGoalOf, GOALS, goalKey } from './goals.ts';

describe('goal ids', () => {
  it('gives share, reward and faq distinct Matomo goal ids', () => {
    expect(GOALS).toEqual({ share: 1, reward: 2, faq: 3 });
  });
});

describe('goalBodySchema', () => {
  it.each([
    [{ Goal: 'share' }, true],
    [{ Goal: 'faq' }, true],
    [{ Goal: 'reward' }, true],
    [{ Goal: 'purchase' }, false],
    [{}, false],
    // Nothing personal rides along: an extra field is refused, not ignored.
    [{ Goal: 'share', Email: 'anna@example.org' }, false],
  ])('%j → %s', (body, ok) => {
    expect(goalBodySchema.safeParse(body).success).toBe(ok);
  });
});

describe('goalKey', () => {
  it('names a goal with what it is about, and a bare goal for a detail that is no plain name', () => {
    expect(goalKey('share', 'Whatsapp')).toBe('share.Whatsapp');
    expect(goalKey('faq', 'faq-3')).toBe('faq.faq-3');
    expect(goalKey('reward')).toBe('reward');
    expect(goalKey('share', 'anna@example.org')).toBe('share');
    expect(baseGoalOf('share.Whatsapp')).toBe('share');
    expect(baseGoalOf('faq')).toBe('faq');
  });
});
