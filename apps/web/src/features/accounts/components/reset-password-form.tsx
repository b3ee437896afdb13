import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { storeLogin } from '../../../lib/session/session-store.ts';
import { resetPassword } from '../api/reset-password.ts';
import { linkFailureCode } from '../sign-in-errors.ts';
import { PasswordForm } from './password-form.tsx';

/** The new password by the reset link (`/passwortsetzen`); the answer signs the referrer in. */
export function ResetPasswordForm({
  token,
  lang,
  onSignedIn,
  onLinkRefused,
}: {
  token: string;
  lang: Language;
  onSignedIn: (response: LoginResponse) => void;
  /** The link stopped working meanwhile (used in another tab, expired). */
  onLinkRefused: (code: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <PasswordForm
      lang={lang}
      askCurrent={false}
      submitLabel={t('account.reset.submit')}
      save={async ({ Passwort, PasswortBestaetigung }) => {
        try {
          const response = await resetPassword({ Token: token, Passwort, PasswortBestaetigung });
          storeLogin(response);
          onSignedIn(response);
          return undefined;
        } catch (error) {
          if (error instanceof ApiRequestError && error.status === 401) onLinkRefused(linkFailureCode(error));
          throw error;
        }
      }}
    />
  );
}
