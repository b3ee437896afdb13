import { getHref } from '@kwk/shared/routes/route-table';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { RewardList } from '../features/rewards/components/reward-list.tsx';
import { RewardsGate } from '../features/rewards/components/rewards-gate.tsx';
import { useRewardAccess } from '../features/rewards/use-reward-access.ts';
import { useRewards } from '../features/rewards/use-rewards.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { AppLink } from '../ui/app-link.tsx';

/**
 * /praemie/ (spec §2 PraemieWaehlen, exempt from forced login): the rewards ready to choose and
 * those already taken, for the session or for the link of a "reward ready" mail (`?token=pr_…`).
 */
export function Component() {
  const { t } = useTranslation();
  const access = useRewardAccess();
  const caller = access.kind === 'token' || access.kind === 'session' ? access : null;
  const state = useRewards(caller);
  return (
    <SkeletonPage name="PraemieWaehlen">
      <RewardsGate access={access} state={state} signIn={<SignInRequired />}>
        {(list) => <RewardList rewards={list.Praemien} lang={currentLanguage()} />}
      </RewardsGate>
      {access.kind === 'session' && (
        <p>
          <AppLink to={getHref('PersoenlicherBereich')}>{t('account.toPersonalArea')}</AppLink>
        </p>
      )}
    </SkeletonPage>
  );
}
