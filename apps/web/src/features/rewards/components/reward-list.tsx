import type { Language } from '@kwk/shared/errors/error-codes';
import type { Reward } from '@kwk/shared/rewards/reward-pickup.schemas';
import { getHref } from '@kwk/shared/routes/route-table';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { groupRewards } from '../reward-choice.ts';
import { RewardFacts, rewardTitle } from './reward-facts.tsx';
import './rewards.css';

/** One reward as a card; a ready one leads on to the choice of how to take it. */
function RewardCard({ reward, lang }: { reward: Reward; lang: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const ready = reward.Status === 'Bereitgestellt';
  return (
    <li className="reward-card">
      <h3 id={`${id}-title`} className="reward-card__title">
        {rewardTitle(reward, t)}
      </h3>
      <RewardFacts reward={reward} lang={lang} />
      {ready && (
        <p>
          <AppLink
            className="button button--primary button--link"
            to={getHref('PraemieDaten', { praemieid: reward.PraemieId })}
            aria-describedby={`${id}-title`}
          >
            {t('rewards.choose')}
          </AppLink>
        </p>
      )}
    </li>
  );
}

/** PraemieWaehlen (spec §2): the rewards ready to choose, then those chosen or paid, then the expired. */
export function RewardList({ rewards, lang }: { rewards: readonly Reward[]; lang: Language }) {
  const { t } = useTranslation();
  const id = useId();
  const { ready, taken, expired } = groupRewards(rewards);
  return (
    <>
      <section aria-labelledby={`${id}-ready`}>
        <h2 id={`${id}-ready`}>{t('rewards.readyTitle')}</h2>
        {ready.length === 0 ? (
          <p>{t('rewards.noneReady')}</p>
        ) : (
          <ul className="reward-cards">
            {ready.map((reward) => (
              <RewardCard key={reward.PraemieId} reward={reward} lang={lang} />
            ))}
          </ul>
        )}
      </section>
      {taken.length > 0 && (
        <section aria-labelledby={`${id}-taken`}>
          <h2 id={`${id}-taken`}>{t('rewards.takenTitle')}</h2>
          <ul className="reward-cards">
            {taken.map((reward) => (
              <RewardCard key={reward.PraemieId} reward={reward} lang={lang} />
            ))}
          </ul>
        </section>
      )}
      {expired.length > 0 && (
        <section aria-labelledby={`${id}-expired`}>
          <h2 id={`${id}-expired`}>{t('rewards.expiredTitle')}</h2>
          <ul className="reward-cards">
            {expired.map((reward) => (
              <RewardCard key={reward.PraemieId} reward={reward} lang={lang} />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
