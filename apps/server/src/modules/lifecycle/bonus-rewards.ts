/** A tenant's extra reward once a referrer reaches a number of successful referrals. */
export interface BonusTier {
  afterSuccessful: number;
  cent: number;
}

/**
 * The bonus tiers a referrer reaches when their count of successful referrals goes from `before`
 * to `after`. Each tier is crossed once in a referrer's life, so applying the same credit twice
 * (after = before) or out of order never pays a bonus twice.
 */
export function bonusesReached(tiers: readonly BonusTier[], before: number, after: number): BonusTier[] {
  return tiers
    .filter((tier) => before < tier.afterSuccessful && tier.afterSuccessful <= after)
    .sort((a, b) => a.afterSuccessful - b.afterSuccessful);
}
