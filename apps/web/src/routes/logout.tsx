import { getHref } from '@kwk/shared/routes/route-table';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PAGE_NOTICE_STATE } from '../app/layout/page-notice.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { signOut } from '../features/accounts/use-session.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * /logout — only reachable logged in (the guard sends others to /login): ends the session, then
 * Login, which says so ("Sie sind abgemeldet") so the visitor knows the click worked.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    let active = true;
    void signOut().then(() => {
      if (active)
        navigate(getHref('Login'), {
          replace: true,
          state: { [PAGE_NOTICE_STATE]: t('account.logout.done') },
        });
    });
    return () => {
      active = false;
    };
  }, [navigate, t]);
  return (
    <SkeletonPage name="Logout">
      <p role="status" className="form__status">
        {t('account.logout.progress')}
      </p>
    </SkeletonPage>
  );
}
