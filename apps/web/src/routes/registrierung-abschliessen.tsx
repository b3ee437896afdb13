import { getHref } from '@kwk/shared/routes/route-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { ChangePasswordForm } from '../features/accounts/components/change-password-form.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { REDIRECT_PARAM, safeRedirectPath } from '../features/accounts/redirect-target.ts';
import { useSession } from '../features/accounts/use-session.ts';
import { currentLanguage } from '../i18n/i18n.ts';

/**
 * /registrieren (RegistrierungAbschliessen): after the first sign-in by mailed link the referrer
 * chooses a password (spec §6), then goes on to `?redirect=` or the personal area.
 */
export function Component() {
  const { t } = useTranslation();
  const { session, user } = useSession();
  const navigate = useNavigate();
  const redirect = safeRedirectPath(useSearchParams()[0].get(REDIRECT_PARAM), window.location.origin);
  // Set once the password is saved here, so the form (and its confirmation) stays until the next page.
  const [saved, setSaved] = useState(false);

  let content: React.ReactNode;
  if (!session) content = <SignInRequired />;
  else if (!user) content = <p role="status">{t('common.loading')}</p>;
  else if (user.PasswortGesetzt && !saved)
    content = (
      <p>
        {t('account.register.complete')}{' '}
        <AppLink to={getHref('PersoenlicherBereich')}>{t('account.toPersonalArea')}</AppLink>
      </p>
    );
  else
    content = (
      <ChangePasswordForm
        lang={currentLanguage()}
        askCurrent={false}
        submitLabel={t('account.register.submit')}
        onChanged={() => {
          setSaved(true);
          navigate(redirect ?? getHref('PersoenlicherBereich'), { replace: true });
        }}
      />
    );
  return <SkeletonPage name="RegistrierungAbschliessen">{content}</SkeletonPage>;
}
