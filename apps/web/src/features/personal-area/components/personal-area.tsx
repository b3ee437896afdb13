import type { Language } from '@kwk/shared/errors/error-codes';
import { getHref } from '@kwk/shared/routes/route-table';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { callToAction } from '../call-to-action.ts';
import { usePersonalArea } from '../use-personal-area.ts';
import { BonusRewards } from './bonus-rewards.tsx';
import { NextStep } from './next-step.tsx';
import './personal-area.css';
import { ReferralStatusBar } from './referral-status-bar.tsx';
import { RewardAccount } from './reward-account.tsx';
import { ShareAgain } from './share-again.tsx';

type BonusTiers = Mandant['Rules']['BonusPraemien'];

/**
 * The personal area (spec §2): the next step, the reward account and one status bar per
 * recommendation, newest first as the server sends them.
 */
export function PersonalArea({ lang, bonusTiers }: { lang: Language; bonusTiers: BonusTiers }) {
  const { t } = useTranslation();
  const id = useId();
  const state = usePersonalArea();
  if (state.type === 'failed')
    return (
      <p role="alert" className="form__error">
        {errorText(state.code, lang)}
      </p>
    );
  if (state.type !== 'ready') return <p role="status">{t('area.loading')}</p>;
  const { area, banner } = state.data;
  const action = callToAction({ next: area.NaechsterSchritt, banner });
  return (
    <div className="area">
      {action && <NextStep action={action} availableCent={area.Praemienkonto.VerfuegbarCent} lang={lang} />}
      <RewardAccount account={area.Praemienkonto} taxYear={area.Steuerjahr} lang={lang} />
      {/* The server counts a referral whose reward was credited (Gezahlt) towards the bonus tiers. */}
      <BonusRewards
        tiers={bonusTiers}
        lang={lang}
        successful={area.Empfehlungen.filter((item) => item.Status === 'Gezahlt').length}
      />
      <section aria-labelledby={`${id}-referrals`}>
        <div className="area-section-head">
          <h2 id={`${id}-referrals`}>{t('area.referrals')}</h2>
          {area.Empfehlungen.length > 0 && (
            <ShareAgain
              link={area.Empfehlungen.find((item) => item.Empfehlungslink)?.Empfehlungslink ?? null}
            />
          )}
        </div>
        {area.Empfehlungen.length === 0 ? (
          <>
            <p>{t('area.empty')}</p>
            <p>
              <AppLink className="button button--primary button--link" to={getHref('Home')}>
                {t('area.recommend')}
              </AppLink>
            </p>
          </>
        ) : (
          <ol className="referral-cards">
            {area.Empfehlungen.map((item) => (
              <ReferralStatusBar key={item.Empfehlungsnummer} item={item} lang={lang} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
