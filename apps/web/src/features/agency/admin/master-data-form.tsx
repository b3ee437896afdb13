import { type MasterData, masterDataFormSchema } from '@kwk/shared/agency/agency-admin.schemas';
import { type AgencyCountry, countryOptions, HOME_COUNTRY } from '@kwk/shared/agency/agency-countries';
import { useState } from 'react';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { errorText } from '../../../lib/error-text.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { SelectField } from '../../../ui/plain-fields.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { saveMasterData } from './api/master-data.ts';

type Field = Exclude<keyof MasterData, 'Land'>;
interface TextFieldSpec {
  field: Field;
  label: string;
  autoComplete: string;
  max: number;
  type?: 'email' | 'tel';
}
/** The address (the country follows it, as on an envelope), then how to reach the agency. */
const ADDRESS: readonly TextFieldSpec[] = [
  { field: 'Name', label: 'masterData.name', autoComplete: 'organization', max: 200 },
  { field: 'Strasse', label: 'masterData.street', autoComplete: 'street-address', max: 200 },
  { field: 'Plz', label: 'masterData.zip', autoComplete: 'postal-code', max: 10 },
  { field: 'Ort', label: 'masterData.town', autoComplete: 'address-level2', max: 100 },
];
const CONTACT: readonly TextFieldSpec[] = [
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

  const german = values.Land === HOME_COUNTRY;
  const textField = ({ field, label, autoComplete, max, type }: TextFieldSpec) => (
    <TextField
      key={field}
      label={t(label)}
      name={field}
      type={type}
      // A German PLZ is five digits; elsewhere letters may belong to it (1012 AB, SW1A 1AA).
      inputMode={field === 'Plz' && german ? 'numeric' : undefined}
      autoComplete={autoComplete}
      required={field === 'Name' || field === 'Plz'}
      maxLength={field === 'Plz' && german ? 5 : max}
      value={values[field]}
      onChange={(value) => setValues((v) => ({ ...v, [field]: value }))}
      error={form.errors[field]}
    />
  );

  return (
    <FormWithAlert form={form} onSubmit={submit}>
      {ADDRESS.map(textField)}
      <SelectField
        label={t('masterData.country')}
        name="Land"
        required
        value={values.Land}
        // The options are the list's countries, so the value is one of them.
        onChange={(value) => setValues((v) => ({ ...v, Land: value as AgencyCountry }))}
        options={countryOptions(lang)}
        error={form.errors.Land}
      />
      {CONTACT.map(textField)}
      <SubmitButton label={t('masterData.submit')} sending={form.sending} />
      <p role="status" className="form__status">
        {form.sending ? t('masterData.saving') : saved ? t('masterData.saved') : ''}
      </p>
    </FormWithAlert>
  );
}
