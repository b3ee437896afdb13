import type { Language } from '@kwk/shared/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { useLoaded } from '../../../lib/use-loaded.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { getCustomerNumber } from '../api/get-customer-number.ts';
import { setCustomerNumber } from '../api/set-customer-number.ts';
import { checkCustomerNumber } from '../customer-number-rules.ts';

/**
 * The referrer's customer number with the partner (/kundennummer): the one on record, and the form
 * to set it; a number that is not valid shows at the field (checked here first, then by the server).
 */
export function CustomerNumberForm({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useLoaded(getCustomerNumber);
  const [value, setValue] = useState('');
  const [saved, setSaved] = useState(false);
  const form = useRequestForm();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    const checked = checkCustomerNumber(value, lang);
    if (!checked.ok) return form.invalid([{ path: ['Kundennummer'], message: checked.message }]);
    form.start();
    try {
      setLoaded(await setCustomerNumber(checked.value));
      form.done();
      setValue('');
      setSaved(true);
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  let current = t('customerNumber.loading');
  if (loaded.type === 'failed') current = errorText(loaded.code, lang);
  else if (loaded.type === 'ready')
    current = loaded.data.Kundennummer
      ? t('customerNumber.current', { number: loaded.data.Kundennummer })
      : t('customerNumber.none');

  return (
    <>
      <p role="status">{current}</p>
      <FormWithAlert form={form} onSubmit={submit}>
        <TextField
          label={t('customerNumber.label')}
          name="Kundennummer"
          autoComplete="off"
          spellCheck={false}
          required
          maxLength={20}
          hint={t('customerNumber.hint')}
          value={value}
          onChange={setValue}
          error={form.errors.Kundennummer}
        />
        <SubmitButton label={t('customerNumber.submit')} sending={form.sending} />
        <p role="status" className="form__status">
          {form.sending ? t('myData.saving') : saved ? t('customerNumber.saved') : ''}
        </p>
      </FormWithAlert>
    </>
  );
}
