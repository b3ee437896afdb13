import { getHref } from '@kwk/shared/routes/route-table';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { ForgotPasswordForm } from '../features/accounts/components/forgot-password-form.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { AppLink } from '../ui/app-link.tsx';

/** /passwortvergessen (spec §2): mails a link to set a new password; the same answer for every address. */
export function Component() {
  const { t } = useTranslation();
  return (
    <SkeletonPage name="PasswortVergessen">
      <ForgotPasswordForm lang={currentLanguage()} />
      <p>
        <AppLink to={getHref('Login')}>{t('account.backToLogin')}</AppLink>
      </p>
    </SkeletonPage>
  );
}
