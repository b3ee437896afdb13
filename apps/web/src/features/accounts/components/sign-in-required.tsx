import { getHref } from '@kwk/shared/routes/route-table';
import { useLocation } from 'react-router';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { REDIRECT_PARAM } from '../redirect-target.ts';

/**
 * Shown instead of a signed-in form when there is no session (it expired or the server ended it
 * while the page was open, or the page is public in the route table): the way to Login and back.
 */
export function SignInRequired() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const back = new URLSearchParams({ [REDIRECT_PARAM]: `${pathname}${search}` });
  return (
    <>
      <p role="alert">{errorText('auth.login_required', currentLanguage())}</p>
      <p>
        <AppLink to={`${getHref('Login')}?${back}`}>{t('account.signIn')}</AppLink>
      </p>
    </>
  );
}
