import type { ReferralStatus } from '../lifecycle/referral-lifecycle.ts';

/**
 * Which status support may set by hand (issue 14), as one pure table. Gezahlt is neither a source
 * nor a target: a credited reward is money, and money moves through the reward's own flows
 * (payout, goodwill), never through a status correction. Between the other four every change is
 * allowed, because each undoes a wrong decision of the engine or the partner's data: a referral
 * wrongly cancelled (Storniert → Offen/Ok), an expiry that should not have happened
 * (Abgelaufen → Ok/Offen), a recommendation that must not count (Ok/Offen → Storniert), and so on.
 * The server also refuses a correction while a reward credit of the referral is not cancelled.
 */
const CORRECTABLE: readonly ReferralStatus[] = ['Ok', 'Offen', 'Abgelaufen', 'Storniert'];

export function correctionAllowed(from: ReferralStatus, to: ReferralStatus): boolean {
  return from !== to && CORRECTABLE.includes(from) && CORRECTABLE.includes(to);
}

/** The statuses a referral in `from` may be corrected to, in the table's order. */
export const correctionTargets = (from: ReferralStatus): ReferralStatus[] =>
  CORRECTABLE.filter((to) => correctionAllowed(from, to));
