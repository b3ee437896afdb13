/**
 * The German tax rule for rewards (§22 Nr. 3 EStG): income from occasional services stays
 * tax-free when the year's total is *less than* 256 € ("weniger als 256 Euro"). It is a Freigrenze,
 * not an allowance: at 256 € or more the whole amount is taxable. Counted in cents, per person and
 * calendar year.
 */
export const TAX_FREE_LIMIT_CENT = 25_600;

/** Whether a year's total stays tax-free: 255,99 € does, 256,00 € does not. */
export const isTaxFree = (yearCent: number): boolean => yearCent < TAX_FREE_LIMIT_CENT;

/**
 * Whether taking a reward makes the year reach the limit: what was paid (and is chosen but not yet
 * paid) this year plus this reward is no longer tax-free. Also true when the year was past it already,
 * so a referrer is told before every further choice.
 */
export const passesTaxFreeLimit = (yearCent: number, rewardCent: number): boolean =>
  !isTaxFree(yearCent + rewardCent);
