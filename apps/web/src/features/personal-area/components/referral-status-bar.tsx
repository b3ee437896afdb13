import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { ReferralItem } from '@kwk/shared/personal-area/personal-area.schemas';
import { getHref } from '@kwk/shared/routes/route-table';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { displayDate } from '../../../lib/display-date.ts';
import { Fact } from '../../../ui/fact.tsx';
import { rewardLabel } from '../reward-label.ts';
import { LifecycleSteps } from './lifecycle-steps.tsx';
import { ShareLink } from './share-link.tsx';

/** "—" for a value that is not (or no longer) there, with its reason for screen readers. */
function Missing({ reason }: { reason: string }) {
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="visually-hidden">{reason}</span>
    </>
  );
}

/** One recommendation's status bar (spec §2 "Personal area", §4 status bar texts). */
export function ReferralStatusBar({ item, lang }: { item: ReferralItem; lang: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const titleId = `${id}-title`;
  const progressId = `${id}-progress`;
  const state =
    item.PraemienStatus &&
    rewardLabel({
      status: item.PraemienStatus,
      payoutKind: item.Auszahlungsart,
      bankDataMissing: item.StatusSchluessel === 'enterBankData',
    });
  const reward =
    item.PraemieCent !== null ? (
      `${formatRewardEuro(item.PraemieCent, lang)} – ${t(`area.rewardState.${state || 'processing'}`)}`
    ) : item.AnteilEmpfehler === 0 ? (
      t('area.rewardToContact')
    ) : (
      <Missing reason={t('area.notYet')} />
    );
  return (
    <li className="referral-card">
      <article aria-labelledby={titleId} className="referral-card__body">
        <h3 id={titleId} className="referral-card__title">
          {item.Produkt}
        </h3>
        <p className="referral-card__status">{item.StatusText}</p>
        {/* When the reward comes, or the last day to choose it (spec §9; issue 15). */}
        {item.Zeitangabe && <p className="referral-card__timing">{item.Zeitangabe}</p>}
        <p id={progressId} className="visually-hidden">
          {t('area.progress')}
        </p>
        <LifecycleSteps item={item} labelledBy={progressId} />
        <dl className="referral-facts">
          <Fact label={t('area.facts.number')}>{item.Empfehlungsnummer}</Fact>
          <Fact label={t('area.facts.recipient')}>
            {item.EmpfaengerEmail ?? <Missing reason={t('area.erased')} />}
          </Fact>
          <Fact label={t('area.facts.created')}>{displayDate(item.ErstelltAm)}</Fact>
          <Fact label={t('area.facts.ordered')}>
            {displayDate(item.Auftragsdatum) ?? <Missing reason={t('area.notYet')} />}
          </Fact>
          <Fact label={t('area.facts.reward')}>{reward}</Fact>
        </dl>
        {item.StatusSchluessel === 'pickUpReward' && (
          <p>
            <AppLink to={getHref('PraemieWaehlen')} aria-describedby={titleId}>
              {t('area.collect.link')}
            </AppLink>
          </p>
        )}
        {item.Empfehlungslink && <ShareLink link={item.Empfehlungslink} describedBy={titleId} />}
      </article>
    </li>
  );
}
