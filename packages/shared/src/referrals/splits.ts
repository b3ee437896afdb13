// Kept free of zod: the start page needs these before it loads any validation code.

/** Reward split (spec §1/§9): the referrer's share in percent — self, both 50:50, contact. */
export const SPLITS = { self: 100, both: 50, contact: 0 } as const;
export const SPLIT_VALUES = [100, 50, 0] as const;

/**
 * The reward split by the referrer's share within the tenant's cap: the recipient never gets more
 * than MaxEmpfaengerPraemieCent, and what the cap holds back stays with the referrer (issue 27,
 * finding 14; decision 036) — the two parts always add up to the whole reward, so no cent is
 * promised to nobody.
 */
export function splitReward(
  rewardCent: number,
  anteilEmpfehler: number,
  maxRecipientCent: number,
): { referrerCent: number; recipientCent: number } {
  const wantedRecipient = Math.round((rewardCent * (100 - anteilEmpfehler)) / 100);
  const recipientCent = Math.max(0, Math.min(wantedRecipient, maxRecipientCent));
  return { referrerCent: rewardCent - recipientCent, recipientCent };
}

/** Whether the cap holds back part of what the split would give the recipient (the chooser says so). */
export const recipientCapped = (rewardCent: number, anteilEmpfehler: number, maxRecipientCent: number) =>
  Math.round((rewardCent * (100 - anteilEmpfehler)) / 100) > maxRecipientCent;

/**
 * A referral's reward parts (issue 17): the product reward split by the referrer's choice within
 * the cap, plus the bonus of the campaigns the referrer agreed to when recommending (e.g.
 * "Herbstaktion", +25 €). The campaign rewards the one who recommends, so the bonus goes to the
 * referrer whatever the split, and like the reward it is credited only once the referral succeeds.
 */
export function referralRewardParts(
  rewardCent: number,
  anteilEmpfehler: number,
  maxRecipientCent: number,
  campaignBonusCent: number,
): { referrerCent: number; recipientCent: number; campaignBonusCent: number } {
  const split = splitReward(rewardCent, anteilEmpfehler, maxRecipientCent);
  return { ...split, referrerCent: split.referrerCent + campaignBonusCent, campaignBonusCent };
}

/**
 * The campaign bonus a new recommendation earns (issue 17): every campaign running when it is made
 * counts, one that asks for consent (Zustimmung) only if the referrer ticked it. Kept on the
 * referral, so a campaign changed or ended later does not change what was promised.
 */
export function campaignBonusCent(
  running: readonly { AktionsId: number; Zustimmung: boolean; BonusCent: number }[],
  ticked: ReadonlySet<number>,
): number {
  return running
    .filter((c) => !c.Zustimmung || ticked.has(c.AktionsId))
    .reduce((sum, c) => sum + c.BonusCent, 0);
}
