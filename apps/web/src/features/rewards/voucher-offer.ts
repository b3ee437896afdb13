import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Reward } from '@kwk/shared/rewards/reward-pickup.schemas';
import type { TFunction } from '../../i18n/translator.ts';
import { displayDate } from '../../lib/display-date.ts';

/**
 * The pickup's voucher choice (issue 30, item 5): by its shop, the reward's own amount (the pool's
 * value is that amount) and its validity, where a pool of that amount says them; else the plain
 * "voucher by e-mail". The words start with the plain label, so the choice keeps its name's start.
 */
export function voucherChoiceLabel(reward: Reward, t: TFunction, lang: Language): string {
  const offer = reward.Gutschein;
  if (!offer) return t('rewards.payout.Gutschein');
  const values = { shop: offer.Anbieter, amount: formatRewardEuro(reward.BetragCent, lang) };
  const date = displayDate(offer.GueltigBis);
  return date
    ? t('rewards.form.voucherOfferUntil', { ...values, date })
    : t('rewards.form.voucherOffer', values);
}

/** How to redeem the voucher, in the page's language (the German text where the pool has no English). */
export function voucherRedeemText(reward: Reward, t: TFunction, lang: Language): string | null {
  const offer = reward.Gutschein;
  const how = lang === 'en' ? (offer?.EinloesungEn ?? offer?.EinloesungDe) : offer?.EinloesungDe;
  return how ? t('rewards.form.voucherRedeem', { how }) : null;
}
