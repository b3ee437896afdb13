import type { ChangePasswordBody } from '@kwk/shared/accounts/account.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { PasswordField } from './account-fields.tsx';
import { NewPasswordFields } from './new-password-fields.tsx';

const EMPTY = { AltesPasswort: '', Passwort: '', PasswortBestaetigung: '' };

interface Props {
  lang: Language;
  /** Ask for the current password (changing it); not when setting one by link or for the first time. */
  askCurrent: boolean;
  submitLabel: string;
  /** Sends the checked input; resolves to a text to confirm with, throws an ApiRequestError. */
  save: (body: ChangePasswordBody) => Promise<string | undefined>;
}

/**
 * A new password (spec §5 rules, live checklist) and its repetition, optionally the current one;
 * checked with the shared changePasswordBodySchema, errors at the fields, the spec §8 texts.
 */
export function PasswordForm({ lang, askCurrent, submitLabel, save }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const [confirmation, setConfirmation] = useState('');
  const form = useRequestForm();
  const currentLabel = t('account.password.current');

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setConfirmation('');
    const { changePasswordBodySchema } = await import('@kwk/shared/accounts/account.schemas');
    const { AltesPasswort, ...fresh } = values;
    const parsed = changePasswordBodySchema(lang).safeParse(askCurrent ? values : fresh);
    const missingCurrent =
      askCurrent && AltesPasswort === ''
        ? [{ path: ['AltesPasswort'], message: VALIDATION_MESSAGES[lang].requiredField(currentLabel) }]
        : [];
    if (!parsed.success || missingCurrent.length > 0)
      return form.invalid([...missingCurrent, ...(parsed.error?.issues ?? [])]);
    form.start();
    try {
      const text = await save(parsed.data);
      form.done();
      setValues(EMPTY);
      setConfirmation(text ?? '');
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <FormWithAlert form={form} onSubmit={submit}>
      {askCurrent && (
        <PasswordField
          label={currentLabel}
          name="AltesPasswort"
          autoComplete="current-password"
          value={values.AltesPasswort}
          onChange={(AltesPasswort) => setValues((v) => ({ ...v, AltesPasswort }))}
          error={form.errors.AltesPasswort}
        />
      )}
      <NewPasswordFields
        values={values}
        onChange={(next) => setValues((v) => ({ ...v, ...next }))}
        errors={form.errors}
        lang={lang}
      />
      <SubmitButton label={submitLabel} sending={form.sending} />
      <p role="status" className="form__status">
        {form.sending ? t('account.password.saving') : confirmation}
      </p>
    </FormWithAlert>
  );
}
