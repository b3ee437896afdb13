import { afterEach, describe, expect, it } from 'vitest';
import {
  forgetRewardToken,
  isRewardToken,
  readRewardToken,
  rewardAccess,
  storeRewardToken,
} from './reward-access.ts';

const token = `pr_${'a1B-_'.repeat(8)}`;
const other = `pr_${'z'.repeat(43)}`;

afterEach(() => sessionStorage.clear());

describe('isRewardToken', () => {
  it.each([
    { value: token, expected: true },
    { value: `pr_${'x'.repeat(117)}`, expected: true },
    { value: `pr_${'x'.repeat(118)}`, expected: false },
    { value: 'pr_short', expected: false },
    { value: `xx_${'x'.repeat(43)}`, expected: false },
    { value: `pr_${'x'.repeat(40)}/..`, expected: false },
    { value: '', expected: false },
    { value: null, expected: false },
  ])('$value → $expected', ({ value, expected }) => {
    expect(isRewardToken(value)).toBe(expected);
  });
});

describe('rewardAccess', () => {
  it.each([
    {
      name: "the mail's link, even when signed in",
      input: { urlToken: token, storedToken: other, signedIn: true },
      expected: { kind: 'token', token },
    },
    {
      name: 'a link token that cannot be one',
      input: { urlToken: 'kaputt', storedToken: other, signedIn: true },
      expected: { kind: 'invalidToken' },
    },
    {
      name: 'the token kept for the tab',
      input: { urlToken: null, storedToken: other, signedIn: true },
      expected: { kind: 'token', token: other },
    },
    {
      name: 'a broken stored token is passed over',
      input: { urlToken: null, storedToken: 'pr_x', signedIn: true },
      expected: { kind: 'session' },
    },
    {
      name: 'the session',
      input: { urlToken: null, storedToken: null, signedIn: true },
      expected: { kind: 'session' },
    },
    {
      name: 'neither: sign in',
      input: { urlToken: null, storedToken: null, signedIn: false },
      expected: { kind: 'none' },
    },
  ])('$name', ({ input, expected }) => {
    expect(rewardAccess(input)).toEqual(expected);
  });
});

describe('the stored token', () => {
  it('is kept for the tab in sessionStorage and can be forgotten', () => {
    expect(readRewardToken()).toBeNull();
    storeRewardToken(token);
    expect(readRewardToken()).toBe(token);
    expect(localStorage.length).toBe(0);
    forgetRewardToken();
    expect(readRewardToken()).toBeNull();
  });
});
