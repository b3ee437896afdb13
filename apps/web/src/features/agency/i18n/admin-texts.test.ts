import { describe, expect, it } from 'vitest';
import de from './admin.de.json';
import en from './admin.en.json';

/** Every key of a nested text file, as `invite.kinds.Mitarbeiter`, with its placeholders. */
function entries(node: Record<string, unknown>, prefix = ''): [string, string[]][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [
          [`${prefix}${key}`, [...value.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort()] as [
            string,
            string[],
          ],
        ]
      : entries(value as Record<string, unknown>, `${prefix}${key}.`),
  );
}

describe('the administration texts', () => {
  it('have an English text for every German one, with the same placeholders', () => {
    expect(Object.fromEntries(entries(en))).toEqual(Object.fromEntries(entries(de)));
  });

  it('keep to the top-level keys of the administration', () => {
    expect(Object.keys(de).sort()).toEqual(
      [
        'employeeRecommend',
        'employees',
        'invite',
        'masterData',
        'registration',
        'rewardPlans',
        'statements',
      ].sort(),
    );
  });
});
