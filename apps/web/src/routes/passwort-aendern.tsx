import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { ChangePasswordForm } from '../features/accounts/components/change-password-form.tsx';
import { SignInRequired } from '../features/accounts/components/sign-in-required.tsx';
import { useSession } from '../features/accounts/use-session.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/**
 * /passwortaendern (login required): current and new password. Someone who signed in by link and
 * never set one is not asked for the current one.
 */
export function Component() {
  const { t } = useTranslation();
  const { session, user } = useSession();
  return (
    <SkeletonPage name="PasswortAendern">
      {session ? (
        <ChangePasswordForm
          lang={currentLanguage()}
          askCurrent={user?.PasswortGesetzt !== false}
          submitLabel={t('account.change.submit')}
        />
      ) : (
        <SignInRequired />
      )}
    </SkeletonPage>
  );
}
