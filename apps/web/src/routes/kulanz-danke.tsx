import { getHref } from '@kwk/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useSession } from '../features/accounts/use-session.ts';

/**
 * /kulanzdanke (spec §2 "Kulanz thanks"): a goodwill request about a reward arrived; support
 * answers it (spec §6). The page says so and offers the ways on.
 */
export function Component() {
  const { t } = useTranslation();
  const { session } = useSession();
  return (
    <SkeletonPage name="KulanzDanke">
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
