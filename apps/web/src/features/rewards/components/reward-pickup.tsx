import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { RewardList } from '@kwk/shared/rewards/reward-pickup.schemas';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import type { RewardChosen } from '../api/choose-reward.ts';
import type { CallerAccess } from '../api/reward-fetch.ts';
import { pickupState } from '../reward-choice.ts';
import { taxNotice } from '../tax-notice.ts';
import { RewardChoiceForm } from './reward-choice-form.tsx';
import { RewardFacts, rewardTitle } from './reward-facts.tsx';
import './rewards.css';

interface Props {
  access: CallerAccess;
  /** `GET /praemierung/?details={id}`: the one reward, and the stored account. */
  list: RewardList;
  germanOnly: boolean;
  canSave: boolean;
  lang: Language;
  onChosen: (result: RewardChosen) => void;
}

/** One reward and how to take it; once chosen it can be chosen no more (PraemieBereitsAbgeholt). */
export function RewardPickup({ access, list, lang, ...form }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const reward = list.Praemien[0];
  if (!reward)
    return (
      <p role="alert" className="form__error">
        {errorText('common.not_found', lang)}
      </p>
    );
  const state = pickupState(reward.Status);
  const tax = state === 'choose' ? taxNotice(reward, list.Steuerjahr) : null;
  return (
    <section className="reward-pickup" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{rewardTitle(reward, t)}</h2>
      <RewardFacts reward={reward} lang={lang} />
      {tax && (
        // Before the form: the referrer reads it before choosing (§22 Nr. 3 EStG).
        <section className="reward-pickup__tax" aria-labelledby={`${id}-tax`}>
          <h3 id={`${id}-tax`}>{t('rewards.tax.title')}</h3>
          <p>{t('rewards.tax.rule')}</p>
          <p>
            {t('rewards.tax.notice', {
              year: tax.year,
              total: formatRewardEuro(tax.totalCent, lang),
              paid: formatRewardEuro(tax.paidCent, lang),
            })}
          </p>
        </section>
      )}
      {state === 'choose' ? (
        <RewardChoiceForm
          access={access}
          reward={reward}
          storedAccount={list.GespeicherteBankdaten}
          voucherEmail={list.GutscheinEmail}
          lang={lang}
          {...form}
        />
      ) : (
        <p className="reward-pickup__taken">
          {errorText(
            state === 'unavailable'
              ? 'rewards.not_ready'
              : state === 'expired'
                ? 'rewards.expired'
                : 'rewards.already_chosen',
            lang,
          )}
        </p>
      )}
    </section>
  );
}
