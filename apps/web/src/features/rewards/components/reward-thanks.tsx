import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import { payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import { PAYOUT_KINDS, payoutKindTiming } from '@kwk/shared/rewards/reward-pickup.schemas';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMandant } from '../../../lib/use-mandant.ts';
import '../../../i18n/page-texts.ts';
import type { ChoiceOutcome } from '../reward-thanks-state.ts';

/**
 * PraemieDanke: what was chosen and when it arrives (spec §9 payout timing). Reached without a
 * choice (a bookmark, a shared address), it names the timing of both ways.
 */
export function RewardThanks({ outcome, lang }: { outcome: ChoiceOutcome | null; lang: Language }) {
  const { t } = useTranslation();
  const weeks = payoutWeeks(useMandant().Rules);
  if (!outcome)
    return (
      <ul>
        {PAYOUT_KINDS.map((kind) => (
          <li key={kind}>
            {t(`rewards.payout.${kind}`)}: {payoutKindTiming(lang, kind, weeks)}
          </li>
        ))}
      </ul>
    );
  return (
    <>
      <p>
        {t('rewards.thanks.chosen', {
          amount: formatRewardEuro(outcome.BetragCent, lang),
          payout: t(`rewards.payout.${outcome.Auszahlung}`),
        })}
      </p>
      <p className="reward-thanks__timing">{outcome.Hinweis}</p>
      <p>{t('rewards.thanks.mail')}</p>
    </>
  );
}
