import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test command, without types
import { sleepsIn } from './check-test-sleeps.mjs';

describe('the check for real-time sleeps in tests', () => {
  it.each([
    ['await page.waitForTimeout(1500);', [{ line: 1, call: 'waitForTimeout(1500)', ms: 1500 }]],
    ['await page.waitForTimeout(30_000);', [{ line: 1, call: 'waitForTimeout(30_000)', ms: 30000 }]],
    ['await page.waitForTimeout(pause);', [{ line: 1, call: 'waitForTimeout(pause)', ms: undefined }]],
    ['await new Promise((r) => setTimeout(r, 2_000));', [{ line: 1, call: 'setTimeout(2_000)', ms: 2000 }]],
    ['\n\nsetTimeout(() => { done(); }, 5000)', [{ line: 3, call: 'setTimeout(5000)', ms: 5000 }]],
  ])('finds %s', (source, expected) => {
    expect(sleepsIn(source)).toEqual(expected);
  });

  it.each([
    ['await page.waitForTimeout(1000);'],
    ['await new Promise((resolve) => setTimeout(resolve, 50));'],
    ['test.setTimeout(150_000);'],
    ['await new Promise((r) => setTimeout(r, everyMs));'],
    ["expect(box).toBeChecked({ timeout: 30_000 }); const s = 'setTimeout(r, 9000)';"],
  ])('lets %s pass', (source) => {
    expect(sleepsIn(source)).toEqual([]);
  });
});
