import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import { getHref } from '@kwk/shared/routes/route-table';
import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { LinkSignIn } from '../features/accounts/components/link-sign-in.tsx';
import { LoginForm } from '../features/accounts/components/login-form.tsx';
import { afterLoginTarget, REDIRECT_PARAM, safeRedirectPath } from '../features/accounts/redirect-target.ts';
import { useSession } from '../features/accounts/use-session.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { isFramed } from '../lib/is-framed.ts';
import { AppLink } from '../ui/app-link.tsx';

/**
 * /login (spec §2): e-mail and password, or with `?token=` the access link from a mail. Afterwards
 * back to `?redirect=` (paths on this site only) or to the personal area; without a password yet,
 * first to /registrieren (spec §6, not when embedded).
 */
export function Component() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useSession();
  const token = params.get('token');
  const redirect = safeRedirectPath(params.get(REDIRECT_PARAM), window.location.origin);

  const onSignedIn = useCallback(
    (response: LoginResponse) =>
      navigate(afterLoginTarget({ redirect, passwordSet: response.PasswortGesetzt, embedded: isFramed() }), {
        replace: true,
      }),
    [navigate, redirect],
  );

  const passwordLogin = (
    <>
      {user && !token && (
        <p>
          {t('account.login.signedInAs', { email: user.Email })}{' '}
          <AppLink to={getHref('PersoenlicherBereich')}>{t('account.toPersonalArea')}</AppLink>
        </p>
      )}
      <LoginForm lang={lang} onSignedIn={onSignedIn} />
      <p>
        <AppLink to={getHref('PasswortVergessen')}>{t('account.login.forgot')}</AppLink>
      </p>
      <p className="form__note">{t('account.login.noPassword')}</p>
    </>
  );

  return (
    <SkeletonPage name="Login">
      {token ? (
        <LinkSignIn token={token} onSignedIn={onSignedIn}>
          {passwordLogin}
        </LinkSignIn>
      ) : (
        passwordLogin
      )}
    </SkeletonPage>
  );
}
