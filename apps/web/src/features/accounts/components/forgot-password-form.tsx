import type { Language } from '@kwk/shared/errors/error-codes';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { requestPasswordReset } from '../api/request-password-reset.ts';
import { EmailField } from './account-fields.tsx';

/**
 * "Passwort vergessen": asks for the address and mails a link to set a new password. The answer
 * reads the same for every address, so the form never tells whether someone takes part.
 */
export function ForgotPasswordForm({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const form = useRequestForm();
  const statusRef = useRef<HTMLParagraphElement>(null);

  // The form goes, so focus moves to the answer (once it has text: an empty status is not shown).
  useEffect(() => {
    if (sent) statusRef.current?.focus();
  }, [sent]);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { forgotPasswordParamsSchema } = await import('@kwk/shared/accounts/account.schemas');
    const parsed = forgotPasswordParamsSchema(lang).safeParse({ id: email });
    if (!parsed.success) return form.invalid(parsed.error.issues.map((i) => ({ ...i, path: ['Email'] })));
    form.start();
    try {
      await requestPasswordReset(parsed.data.id);
      form.done();
      setSent(true);
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang), { 'body.id': 'Email' });
    }
  }

  return (
    <>
      <p ref={statusRef} tabIndex={-1} role="status" className="form__status">
        {sent ? t('account.forgot.sent') : ''}
      </p>
      {!sent && (
        <FormWithAlert form={form} onSubmit={submit}>
          <EmailField
            label={t('account.login.email')}
            name="Email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={form.errors.Email}
          />
          <SubmitButton label={t('account.forgot.submit')} sending={form.sending} />
        </FormWithAlert>
      )}
    </>
  );
}
