// Kept free of zod: the start page needs these before it loads any validation code.

/** Reward split (spec §1/§9): the referrer's share in percent — self, both 50:50, contact. */
export const SPLITS = { self: 100, both: 50, contact: 0 } as const;
export const SPLIT_VALUES = [100, 50, 0] as const;

/** The referrer's share within the tenant's cap: the recipient never gets more than MaxEmpfaengerPraemieCent. */
export function splitReward(
  rewardCent: number,
  anteilEmpfehler: number,
  maxRecipientCent: number,
): { referrerCent: number; recipientCent: number } {
  const wantedRecipient = Math.round((rewardCent * (100 - anteilEmpfehler)) / 100);
  const recipientCent = Math.min(wantedRecipient, maxRecipientCent);
  return { referrerCent: rewardCent - wantedRecipient, recipientCent };
}
