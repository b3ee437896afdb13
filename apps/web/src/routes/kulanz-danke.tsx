import { getHref } from '@kwk/shared/routes/route-table';
import { useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { GoodwillOutcome } from '../features/goodwill/components/goodwill-outcome.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { AppLink } from '../ui/app-link.tsx';

/**
 * /kulanzdanke (spec §2 "Kulanz thanks"): after a complaint about a reward, the contact form lands
 * here (support takes it up as a goodwill case, issue 14); support's decision mail links here with
 * a token, and the page then shows the decision and its reason.
 */
export function Component() {
  const { t } = useTranslation();
  const { session } = useSession();
  const token = useSearchParams()[0].get('token');
  return (
    <SkeletonPage name="KulanzDanke">
      {token && <GoodwillOutcome token={token} />}
      <p>
        {session ? (
          <AppLink to={getHref('PersoenlicherBereich')}>{t('account.toPersonalArea')}</AppLink>
        ) : (
          <AppLink to={getHref('Home')}>{t('common.backHome')}</AppLink>
        )}
      </p>
    </SkeletonPage>
  );
}
