import { describe, expect, it } from 'vitest';
import { createKeyFailureThrottle, keyPrefixOf } from './key-failure-throttle.ts';

describe('the throttle of failed partner-key checks in the audit log', () => {
  it.each([
    // [steps as [tenant, prefix, second], expected admissions]
    [
      'one row per tenant and prefix per minute',
      [
        ['t', 'kwkp_aaaaa', 0],
        ['t', 'kwkp_aaaaa', 30],
      ],
      [true, false],
    ],
    [
      'a new minute admits again',
      [
        ['t', 'kwkp_aaaaa', 0],
        ['t', 'kwkp_aaaaa', 61],
      ],
      [true, true],
    ],
    [
      'another prefix is another row',
      [
        ['t', 'kwkp_aaaaa', 0],
        ['t', 'kwkp_bbbbb', 1],
      ],
      [true, true],
    ],
    [
      'another tenant is another row',
      [
        ['t', 'kwkp_aaaaa', 0],
        ['u', 'kwkp_aaaaa', 1],
      ],
      [true, true],
    ],
    [
      'at most three a minute in all',
      [
        ['t', 'a', 0],
        ['t', 'b', 1],
        ['t', 'c', 2],
        ['t', 'd', 3],
        ['t', 'e', 61],
      ],
      [true, true, true, false, true],
    ],
  ] as const)('%s', (_name, steps, expected) => {
    const throttle = createKeyFailureThrottle(3);
    expect(steps.map(([tenant, prefix, second]) => throttle.admit(tenant, prefix, second * 1000))).toEqual(
      expected,
    );
  });

  it('keeps ten characters of a key and nothing a log could misread', () => {
    expect(keyPrefixOf('kwkp_abcdefghijklmnop')).toBe('kwkp_abcde');
    expect(keyPrefixOf('a\nb"c<d')).toBe('a?b?c?d');
  });
});
