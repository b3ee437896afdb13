import { describe, expect, it } from 'vitest';
import { planPeriod } from './plan-period.ts';

describe('planPeriod', () => {
  it.each([
    [{ Startdatum: '2026-06-01', Enddatum: '2026-12-31' }, 'de', '01.06.2026 – 31.12.2026'],
    [{ Startdatum: '2026-06-01', Enddatum: null }, 'de', 'ab 01.06.2026'],
    [{ Startdatum: '2026-06-01', Enddatum: null }, 'en', 'from 01.06.2026'],
  ] as const)('%o in %s → %s', (plan, lang, text) => {
    expect(planPeriod(plan, lang)).toBe(text);
  });
});
