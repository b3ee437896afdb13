import type { Language } from '@kwk/shared/errors/error-codes';
import { readSession, storeUser } from '../../../lib/session/session-store.ts';
import { changePassword } from '../api/change-password.ts';
import { PasswordForm } from './password-form.tsx';

/**
 * Changes the signed-in referrer's password (`/passwortaendern`), or sets the first one after a
 * sign-in by link (`/registrieren`, without the current one). Confirms with the spec §8 text.
 */
export function ChangePasswordForm({
  lang,
  askCurrent,
  submitLabel,
  onChanged,
}: {
  lang: Language;
  askCurrent: boolean;
  submitLabel: string;
  onChanged?: () => void;
}) {
  return (
    <PasswordForm
      lang={lang}
      askCurrent={askCurrent}
      submitLabel={submitLabel}
      save={async (body) => {
        await changePassword(body);
        onChanged?.();
        const session = readSession();
        if (session?.user) storeUser({ ...session.user, PasswortGesetzt: true }, session.token);
        const { PASSWORD_CHANGED_TEXT } = await import('@kwk/shared/accounts/account.schemas');
        return PASSWORD_CHANGED_TEXT[lang];
      }}
    />
  );
}
