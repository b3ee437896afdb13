import { type MasterData, masterDataFormSchema } from '@kwk/shared/agency/agency-admin.schemas';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { saveMasterData } from './api/master-data.ts';

type Field = keyof MasterData;
const FIELDS: readonly {
  field: Field;
  label: string;
  autoComplete: string;
  max: number;
  type?: 'email' | 'tel';
}[] = [
  { field: 'Name', label: 'masterData.name', autoComplete: 'organization', max: 200 },
  { field: 'Strasse', label: 'masterData.street', autoComplete: 'street-address', max: 200 },
  { field: 'Plz', label: 'masterData.zip', autoComplete: 'postal-code', max: 5 },
  { field: 'Ort', label: 'masterData.town', autoComplete: 'address-level2', max: 100 },
  { field: 'Email', label: 'masterData.email', autoComplete: 'email', max: 254, type: 'email' },
  { field: 'Telefon', label: 'masterData.phone', autoComplete: 'tel', max: 50, type: 'tel' },
  { field: 'UstId', label: 'masterData.vatId', autoComplete: 'off', max: 20 },
];

/**
 * The agency's master data (Stammdaten), checked with the shared schema in the page's language
 * before sending; what only the server can judge comes back as field messages, shown the same way.
 */
export function MasterDataForm({ token, initial }: { token: string; initial: MasterData }) {
  const { t } = useTranslation('agency');
  const lang = currentLanguage();
  const form = useRequestForm();
  const [values, setValues] = useState(initial);
  const [saved, setSaved] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    // The server's own schema: the same §5 messages at the fields before and after sending.
    const parsed = masterDataFormSchema(lang).safeParse(values);
    if (!parsed.success) return form.invalid(parsed.error.issues);
    form.start();
    try {
      setValues(await saveMasterData(token, parsed.data));
      form.done();
      setSaved(true);
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={submit}>
      <FormAlert text={form.formError} alertRef={form.errorRef} />
      {FIELDS.map(({ field, label, autoComplete, max, type }) => (
        <TextField
          key={field}
          label={t(label)}
          name={field}
          type={type}
          inputMode={field === 'Plz' ? 'numeric' : undefined}
          autoComplete={autoComplete}
          required={field === 'Name' || field === 'Plz'}
          maxLength={max}
          value={values[field]}
          onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
          error={form.errors[field]}
        />
      ))}
      <SubmitButton label={t('masterData.submit')} sending={form.sending} />
      <p role="status" className="form__status">
        {form.sending ? t('masterData.saving') : saved ? t('masterData.saved') : ''}
      </p>
    </form>
  );
}
