/**
 * The money rules of goodwill grants (issue 27, item 2): a yearly cap per referrer account, and a
 * threshold above which a grant waits for a finance approval by another person. Pure, so the
 * service and the console's decision form agree, and tested by table.
 */

/**
 * Where a tenant has not set its own: 300 € a year per account, and a finance approval above 100 €.
 * The threshold is also the most a tenant may set: one admin alone could otherwise raise it until no
 * grant ever reaches finance (a tenant may set a lower one).
 */
export const DEFAULT_GOODWILL_YEARLY_CAP_CENT = 30_000;
export const DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT = 10_000;
/**
 * What one operator may grant at once, without a finance approval, over all accounts and tenants
 * within 30 days: 500 €. Per account alone, one person could spread small grants over many accounts
 * they control (issue 27 review). Also the most a tenant may set, as for the threshold.
 */
export const DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT = 50_000;
/** The window the operator's grants are counted over. */
export const GOODWILL_OPERATOR_WINDOW_MS = 30 * 24 * 60 * 60_000;

export interface GoodwillLimits {
  /** The most one referrer account may be granted in one Berlin calendar year, pending grants included. */
  yearlyCapCent: number;
  /** A grant that takes the account's year above this waits for a finance approval before it becomes a reward. */
  approvalAboveCent: number;
  /** A grant that takes what its operator granted at once within 30 days above this waits for finance too. */
  operatorWindowCent: number;
}

/**
 * The tenant's limits (Rules.KulanzJahresgrenzeCent, KulanzFreigabeAbCent and
 * KulanzOhneFreigabeJeBearbeiterCent), or their defaults.
 */
export const goodwillLimits = (rules: {
  KulanzJahresgrenzeCent?: number | undefined;
  KulanzFreigabeAbCent?: number | undefined;
  KulanzOhneFreigabeJeBearbeiterCent?: number | undefined;
}): GoodwillLimits => ({
  yearlyCapCent: rules.KulanzJahresgrenzeCent ?? DEFAULT_GOODWILL_YEARLY_CAP_CENT,
  approvalAboveCent: rules.KulanzFreigabeAbCent ?? DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT,
  operatorWindowCent: rules.KulanzOhneFreigabeJeBearbeiterCent ?? DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT,
});

/** What is left of the account's yearly cap after what was granted (or waits for approval) this year. */
export const goodwillAllowanceLeft = (usedCent: number, limits: GoodwillLimits): number =>
  Math.max(0, limits.yearlyCapCent - usedCent);

/**
 * What a grant of `cents` becomes: refused when it would pass the yearly cap; waiting for a finance
 * approval when it takes the account's year above the threshold — counted over the year, so three
 * grants of 100 € are not three grants below it — or when it takes what the granting operator gave
 * at once within 30 days (`operatorUsedCent`, every account and tenant) above their allowance, so
 * small grants spread over many accounts reach finance too; otherwise credited at once.
 */
export function goodwillGrantStep(
  cents: number,
  usedCent: number,
  limits: GoodwillLimits,
  operatorUsedCent = 0,
): 'overCap' | 'needsApproval' | 'credit' {
  if (cents > goodwillAllowanceLeft(usedCent, limits)) return 'overCap';
  if (usedCent + cents > limits.approvalAboveCent) return 'needsApproval';
  return operatorUsedCent + cents > limits.operatorWindowCent ? 'needsApproval' : 'credit';
}
