import { describe, expect, it } from 'vitest';
import { rulesSchema } from '../tenants/mandant.schemas.ts';
import {
  DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT,
  DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT,
  DEFAULT_GOODWILL_YEARLY_CAP_CENT,
  goodwillAllowanceLeft,
  goodwillGrantStep,
  goodwillLimits,
} from './goodwill.rules.ts';

const limits = { yearlyCapCent: 30_000, approvalAboveCent: 10_000, operatorWindowCent: 50_000 };

describe('goodwill grant rules', () => {
  it.each([
    // cents, used this year, step
    [2_500, 0, 'credit'],
    [10_000, 0, 'credit'],
    [10_001, 0, 'needsApproval'],
    [30_000, 0, 'needsApproval'],
    [30_001, 0, 'overCap'],
    [5_000, 5_000, 'credit'],
    // Split into small grants, the year still reaches finance: the threshold counts the year.
    [5_001, 5_000, 'needsApproval'],
    [2_500, 10_000, 'needsApproval'],
    [5_000, 25_000, 'needsApproval'],
    [5_001, 25_000, 'overCap'],
    [1, 30_000, 'overCap'],
    [1, 40_000, 'overCap'],
  ] as const)('%i cents with %i used this year: %s', (cents, used, step) => {
    expect(goodwillGrantStep(cents, used, limits)).toBe(step);
  });

  it.each([
    // cents, used by the account this year, granted at once by the operator within 30 days, step
    [10_000, 0, 40_000, 'credit'],
    // Small grants spread over many accounts: the operator's 30 days reach finance too.
    [10_000, 0, 40_001, 'needsApproval'],
    [1, 0, 50_000, 'needsApproval'],
    // The account's cap still refuses first.
    [30_001, 0, 50_000, 'overCap'],
  ] as const)('%i cents, account %i, operator %i within 30 days: %s', (cents, used, byOperator, step) => {
    expect(goodwillGrantStep(cents, used, limits, byOperator)).toBe(step);
  });

  it('the allowance left never goes below zero', () => {
    expect(goodwillAllowanceLeft(12_000, limits)).toBe(18_000);
    expect(goodwillAllowanceLeft(31_000, limits)).toBe(0);
  });

  it('takes the tenant’s limits, or the defaults where it has none', () => {
    expect(goodwillLimits({ KulanzJahresgrenzeCent: 20_000, KulanzFreigabeAbCent: 5_000 })).toEqual({
      yearlyCapCent: 20_000,
      approvalAboveCent: 5_000,
      operatorWindowCent: DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT,
    });
    expect(goodwillLimits({})).toEqual({
      yearlyCapCent: DEFAULT_GOODWILL_YEARLY_CAP_CENT,
      approvalAboveCent: DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT,
      operatorWindowCent: DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT,
    });
  });

  it('a tenant may lower the threshold but not lift it past finance', () => {
    const threshold = (KulanzFreigabeAbCent: number) =>
      rulesSchema.shape.KulanzFreigabeAbCent.safeParse(KulanzFreigabeAbCent).success;
    expect(threshold(5_000)).toBe(true);
    expect(threshold(DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT)).toBe(true);
    expect(threshold(DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT + 1)).toBe(false);
    const perOperator = (cents: number) =>
      rulesSchema.shape.KulanzOhneFreigabeJeBearbeiterCent.safeParse(cents).success;
    expect(perOperator(20_000)).toBe(true);
    expect(perOperator(DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT + 1)).toBe(false);
  });
});
