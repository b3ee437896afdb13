import { getHref } from '@kwk/shared/routes/route-table';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { validateResetLink } from '../features/accounts/api/validate-reset-link.ts';
import { LinkRefused } from '../features/accounts/components/link-refused.tsx';
import { ResetPasswordForm } from '../features/accounts/components/reset-password-form.tsx';
import { linkFailureCode } from '../features/accounts/sign-in-errors.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { apiFailure } from '../lib/use-request-form.ts';

type State = { type: 'checking' } | { type: 'valid' } | { type: 'refused'; code: string };

/**
 * /passwortsetzen?token= (route PasswortZuruecksetzen): the reset link from the mail is checked on
 * load; a good one leads to the new password, which signs the referrer in (→ personal area).
 */
export function Component() {
  const { t } = useTranslation();
  const token = useSearchParams()[0].get('token');
  const navigate = useNavigate();
  const [state, setState] = useState<State>(() =>
    token ? { type: 'checking' } : { type: 'refused', code: 'auth.link_expired' },
  );

  useEffect(() => {
    if (!token) return;
    const controller = new AbortController();
    validateResetLink(token, controller.signal).then(
      () => setState({ type: 'valid' }),
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState({ type: 'refused', code: linkFailureCode(apiFailure(error)) });
      },
    );
    return () => controller.abort();
  }, [token]);

  const refuse = useCallback((code: string) => setState({ type: 'refused', code }), []);
  const signedIn = useCallback(
    () => navigate(getHref('PersoenlicherBereich'), { replace: true }),
    [navigate],
  );

  return (
    <SkeletonPage name="PasswortZuruecksetzen">
      <p role="status" className="form__status">
        {state.type === 'checking' ? t('account.link.checking') : ''}
      </p>
      {state.type === 'refused' && <LinkRefused code={state.code} />}
      {state.type === 'valid' && token && (
        <ResetPasswordForm
          token={token}
          lang={currentLanguage()}
          onSignedIn={signedIn}
          onLinkRefused={refuse}
        />
      )}
    </SkeletonPage>
  );
}
