import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { SPLITS, splitReward } from '@kwk/shared/referrals/splits';
import type { ProductCard } from './product-choice.ts';

/** What the start page's offer promises (issue 16): the most each side can get ("bis zu" is the label's). */
export interface OfferFigures {
  /** The referrer's most: the whole reward when they keep it (split "self"), plus the running campaigns' bonus. */
  referrer: string;
  /** The friend's most: the whole reward given away (split "contact"), within MaxEmpfaengerPraemieCent. */
  friend: string | null;
}

/**
 * The figures come from the same products, cap and campaign bonus the form splits with, so the start
 * page promises neither more nor less than a recommendation pays (issue 27: fyrst's "bis zu 50 €"
 * while the form offered 75 €). The bonus goes to the referrer whatever the split (splits.ts), so
 * only the referrer's figure holds it. The friend's figure is null when the cap leaves them nothing.
 */
export function offerFigures(
  cards: readonly ProductCard[],
  maxRecipientCent: number,
  bonusCent: number,
  lang: Language,
): OfferFigures | null {
  const rewards = cards.flatMap((c) => (c.rewardCent === null ? [] : [c.rewardCent]));
  if (rewards.length === 0) return null;
  const most = Math.max(...rewards);
  const friendCent = splitReward(most, SPLITS.contact, maxRecipientCent).recipientCent;
  return {
    referrer: formatRewardEuro(most + bonusCent, lang),
    friend: friendCent > 0 ? formatRewardEuro(friendCent, lang) : null,
  };
}
