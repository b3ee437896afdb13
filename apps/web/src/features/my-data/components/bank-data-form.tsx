import type { Language } from '@kwk/shared/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { BankAccountFields } from '../../../ui/bank-account-fields.tsx';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import type { ReferrerBankData } from '../api/get-bank-data.ts';
import { saveBankData } from '../api/save-bank-data.ts';

const EMPTY = { Kontoinhaber: '', Iban: '' };

/**
 * Account holder and IBAN for payouts (PUT empfehler/bankdaten/), checked with the shared
 * bankDataBodySchema: German IBANs only under ModuleIBANNurDE. A session from the host system's
 * admin login is refused (use the link from the e-mail), shown as the form's alert.
 */
export function BankDataForm({
  germanOnly,
  lang,
  onSaved,
}: {
  germanOnly: boolean;
  lang: Language;
  onSaved: (stored: ReferrerBankData['Bankdaten']) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY);
  const form = useRequestForm();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const { bankDataBodySchema } = await import('@kwk/shared/recipients/recipient.schemas');
    const parsed = bankDataBodySchema(germanOnly, lang).safeParse(values);
    if (!parsed.success) return form.invalid(parsed.error.issues);
    form.start();
    try {
      const { Bankdaten } = await saveBankData(parsed.data);
      form.done();
      setValues(EMPTY);
      onSaved(Bankdaten);
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <FormWithAlert form={form} onSubmit={submit}>
      <BankAccountFields
        labels={{
          holder: t('bankData.holder'),
          iban: t('bankData.iban'),
          ibanHint: germanOnly ? t('bankData.ibanHintGerman') : t('bankData.ibanHint'),
        }}
        values={values}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        errors={form.errors}
      />
      <SubmitButton label={t('bankData.submit')} sending={form.sending} />
      <p role="status" className="form__status">
        {form.sending ? t('myData.saving') : ''}
      </p>
    </FormWithAlert>
  );
}
