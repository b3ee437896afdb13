import { LANGUAGES, type Language } from '@kwk/shared/errors/error-codes';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { storeUser } from '../../../lib/session/session-store.ts';
import { apiFailure, useRequestForm } from '../../../lib/use-request-form.ts';
import { FormWithAlert, SubmitButton } from '../../../ui/form-parts.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { updateLanguage } from '../api/update-language.ts';
import { MyDataSection } from './my-data-section.tsx';

/** Each language by its own name, recognisable whatever the page's language. */
const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English' };

/**
 * The referrer's language for pages and mails (POST account/updateLanguage). Once saved, the page
 * switches too (`onSaved`: the app applies and remembers it).
 */
export function LanguageForm({
  language,
  token,
  lang,
  onSaved,
}: {
  /** The account's language. */
  language: Language;
  token: string;
  /** The page's language. */
  lang: Language;
  onSaved: (language: Language) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<Language>(language);
  const [saved, setSaved] = useState(false);
  const form = useRequestForm();

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setSaved(false);
    form.start();
    try {
      storeUser(await updateLanguage(chosen), token);
      await onSaved(chosen);
      form.done();
      setSaved(true);
    } catch (error) {
      form.fail(error, errorText(apiFailure(error)?.code, lang));
    }
  }

  return (
    <MyDataSection title={t('myData.language.title')}>
      <FormWithAlert form={form} onSubmit={submit}>
        <RadioGroup
          legend={t('myData.language.legend')}
          name="Language"
          options={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={chosen}
          onChange={setChosen}
        />
        <SubmitButton label={t('myData.language.submit')} sending={form.sending} />
        <p role="status" className="form__status">
          {form.sending ? t('myData.saving') : saved ? t('myData.language.saved') : ''}
        </p>
      </FormWithAlert>
    </MyDataSection>
  );
}
