import type { LoginResponse } from '@kwk/shared/accounts/account.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { clearSession, storeLogin } from '../../../lib/session/session-store.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { signIn } from '../api/sign-in.ts';
import { signInFailureText } from '../sign-in-errors.ts';
import { EmailField, PasswordField } from './account-fields.tsx';

/**
 * E-mail and password (spec §2 Login). The shared loginBodySchema checks the input (loaded on
 * submit); refusals show at the fields or as the form's alert. A failed login also ends any
 * session this browser still had (spec §8).
 */
export function LoginForm({
  lang,
  onSignedIn,
}: {
  lang: Language;
  onSignedIn: (response: LoginResponse) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ Email: '', Password: '' });
  const form = useRequestForm();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { loginBodySchema } = await import('@kwk/shared/accounts/account.schemas');
    const parsed = loginBodySchema(lang).safeParse(values);
    if (!parsed.success) return form.invalid(parsed.error.issues);
    form.start();
    try {
      const response = await signIn(parsed.data);
      storeLogin(response);
      form.done();
      onSignedIn(response);
    } catch (error) {
      clearSession();
      const text = signInFailureText(apiFailure(error), lang, (count) =>
        t('account.login.tooMany', { count }),
      );
      form.fail(error, text);
    }
  }

  return (
    <FormWithAlert form={form} onSubmit={submit}>
      <EmailField
        label={t('account.login.email')}
        name="Email"
        autoComplete="username"
        value={values.Email}
        onChange={(Email) => setValues((v) => ({ ...v, Email }))}
        error={form.errors.Email}
      />
      <PasswordField
        label={t('account.login.password')}
        name="Password"
        autoComplete="current-password"
        value={values.Password}
        onChange={(Password) => setValues((v) => ({ ...v, Password }))}
        error={form.errors.Password}
      />
      <SubmitButton label={t('account.login.submit')} sending={form.sending} />
      <p role="status" className="form__status">
        {form.sending ? t('account.login.sending') : ''}
      </p>
    </FormWithAlert>
  );
}
