import { describe, expect, it } from 'vitest';
import { goalBodySchema } from './goals.schemas.ts';
import { GOALS } from './goals.ts';

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
