import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { Reward } from '@kwk/shared/rewards/reward-pickup.schemas';
import type { TFunction } from '../../../i18n/translator.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { Fact } from '../../../ui/fact.tsx';
import { pickupState } from '../reward-choice.ts';

/** A reward's name: the recommended product, or the bonus with the number of successes that earned it. */
export function rewardTitle(reward: Reward, t: TFunction): string {
  if (reward.Art === 'Bonus') return t('rewards.bonus', { count: reward.NachErfolgreichen ?? 0 });
  if (reward.Art === 'Kulanz') return t('rewards.goodwill');
  return reward.Produkt ?? t('rewards.referral');
}

/** Where the reward stands: ready, chosen (how, when), paid or expired. */
export function rewardStatusText(reward: Reward, t: TFunction): string {
  const payout = reward.Auszahlung ? t(`rewards.payout.${reward.Auszahlung}`) : '';
  switch (pickupState(reward.Status)) {
    case 'choose':
      return t('rewards.state.choose');
    case 'chosen':
      return t('rewards.state.chosen', { date: displayDate(reward.GewaehltAm) ?? '', payout });
    case 'paid':
      return t('rewards.state.paid', { payout });
    case 'expired':
      return t('rewards.state.expired', { date: displayDate(reward.AbholenBis) ?? '' });
    default:
      return t('rewards.state.unavailable');
  }
}

/** Amount, origin and state of one reward as label/value pairs. */
export function RewardFacts({ reward, lang }: { reward: Reward; lang: Language }) {
  const { t } = useTranslation();
  return (
    <dl className="reward-facts">
      <Fact label={t('rewards.amount')}>{formatRewardEuro(reward.BetragCent, lang)}</Fact>
      {reward.Empfehlungsnummer !== null && (
        <Fact label={t('rewards.referralNumber')}>{reward.Empfehlungsnummer}</Fact>
      )}
      <Fact label={t('rewards.status')}>{rewardStatusText(reward, t)}</Fact>
      {/* A ready reward expires after the tenant's period (issue 15). */}
      {reward.Status === 'Bereitgestellt' && reward.AbholenBis && (
        <Fact label={t('rewards.pickUpBy')}>{displayDate(reward.AbholenBis)}</Fact>
      )}
    </dl>
  );
}
