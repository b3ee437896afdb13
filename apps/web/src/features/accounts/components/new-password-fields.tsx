import type { Language } from '@kwk/shared/errors/error-codes';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { FieldErrors } from '../../../lib/field-errors.ts';
import { PasswordField } from './account-fields.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

export interface NewPassword {
  Passwort: string;
  PasswortBestaetigung: string;
}

/** A new password and its repetition, with the live checklist of the rules (reset, change, register). */
export function NewPasswordFields({
  values,
  onChange,
  errors,
  lang,
}: {
  values: NewPassword;
  onChange: (values: NewPassword) => void;
  errors: FieldErrors;
  lang: Language;
}) {
  const { t } = useTranslation();
  const rulesId = `${useId()}-rules`;
  return (
    <>
      <PasswordField
        label={t('account.password.new')}
        name="Passwort"
        autoComplete="new-password"
        describedBy={rulesId}
        value={values.Passwort}
        onChange={(Passwort) => onChange({ ...values, Passwort })}
        error={errors.Passwort}
      />
      <PasswordChecklist id={rulesId} password={values.Passwort} lang={lang} />
      <PasswordField
        label={t('account.password.repeat')}
        name="PasswortBestaetigung"
        autoComplete="new-password"
        value={values.PasswortBestaetigung}
        onChange={(PasswortBestaetigung) => onChange({ ...values, PasswortBestaetigung })}
        error={errors.PasswortBestaetigung}
      />
    </>
  );
}
