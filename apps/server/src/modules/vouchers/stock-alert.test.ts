import { describe, expect, it } from 'vitest';
import { stockAlertStep } from './stock-alert.ts';

describe('the stock alert of a pool', () => {
  it.each([
    // free, threshold, mailed → step
    [2, 3, false, 'mail'],
    [0, 3, false, 'mail'],
    [2, 3, true, 'none'],
    [3, 3, false, 'none'],
    [3, 3, true, 'rearm'],
    [10, 3, true, 'rearm'],
    [10, 3, false, 'none'],
    [0, 0, false, 'none'],
  ] as const)('%i free, threshold %i, mailed %s → %s', (free, threshold, mailed, step) => {
    expect(stockAlertStep(free, threshold, mailed)).toBe(step);
  });
});
