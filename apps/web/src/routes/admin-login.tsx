import { getHref } from '@kwk/shared/routes/route-table';
import { useCallback } from 'react';
import { useNavigate, useParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { signInAsAdmin } from '../features/accounts/api/sign-in-as-admin.ts';
import { LinkSignIn } from '../features/accounts/components/link-sign-in.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { AppLink } from '../ui/app-link.tsx';

/**
 * /login/{adminLoginToken} (spec §2 AdminLogin): the host system's one-time sign-in link. Signed in
 * like any login, then on to the personal area; a used or expired link says why and leads to Login.
 */
export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams().adminLoginToken ?? '';
  const onSignedIn = useCallback(
    () => navigate(getHref('PersoenlicherBereich'), { replace: true }),
    [navigate],
  );
  return (
    <SkeletonPage name="AdminLogin">
      <LinkSignIn token={token} signIn={signInAsAdmin} onSignedIn={onSignedIn}>
        <p>
          <AppLink to={getHref('Login')}>{t('account.signIn')}</AppLink>
        </p>
      </LinkSignIn>
    </SkeletonPage>
  );
}
