import { getHref } from '@kwk/shared/routes/route-table';
import { useLocation } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { RewardThanks } from '../features/rewards/components/reward-thanks.tsx';
import { choiceOutcome } from '../features/rewards/reward-thanks-state.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { AppLink } from '../ui/app-link.tsx';

/** /praemiedanke (spec §2 PraemieDanke): the choice arrived, and when the reward comes (spec §9). */
export function Component() {
  const { t } = useTranslation();
  const { session } = useSession();
  const outcome = choiceOutcome(useLocation().state);
  return (
    <SkeletonPage name="PraemieDanke">
      <RewardThanks outcome={outcome} lang={currentLanguage()} />
      <p>
        <AppLink to={getHref('PraemieWaehlen')}>{t('rewards.back')}</AppLink>
      </p>
      {session && (
        <p>
          <AppLink to={getHref('PersoenlicherBereich')}>{t('account.toPersonalArea')}</AppLink>
        </p>
      )}
    </SkeletonPage>
  );
}
