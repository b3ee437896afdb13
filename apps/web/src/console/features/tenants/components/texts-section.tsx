import { useId } from 'react';
import { consoleErrorText, consoleFetch } from '../../../lib/console-api.ts';
import { useTexts } from '../../../lib/console-lang.ts';
import { useConsoleQuery } from '../../../lib/use-console-query.ts';
import { FormSection } from '../../../ui/form-section.tsx';
import { useConsoleForm } from '../../../ui/use-console-form.ts';
import { errorsUnder, fieldErrorsByPath } from '../field-errors.ts';
import { JsonInput } from './form-controls.tsx';

const TEXTS = {
  de: {
    heading: 'Texte',
    intro:
      'Die Texte des Mandanten je Sprache, nach Schlüssel (z. B. home.claim, footer.text). Ein fehlender Schlüssel zeigt den Text des Portals.',
    language: 'Sprache',
    texts: 'Texte (JSON: Schlüssel → Text)',
    json: 'Kein gültiges JSON-Objekt.',
    save: 'Texte speichern',
    saved: 'Texte gespeichert.',
  },
  en: {
    heading: 'Texts',
    intro:
      'The tenant’s texts per language, by key (e.g. home.claim, footer.text). A missing key shows the portal’s own text.',
    language: 'Language',
    texts: 'Texts (JSON: key → text)',
    json: 'Not a valid JSON object.',
    save: 'Save texts',
    saved: 'Texts saved.',
  },
};

type TenantTexts = { Texts: Record<string, string> };
const shown = (answer: TenantTexts) => JSON.stringify(answer.Texts, null, 2);

/** The typed JSON as an object of texts; `undefined` when it is none. */
function textsOf(text: string): object | undefined {
  try {
    const texts: unknown = JSON.parse(text);
    return typeof texts === 'object' && texts !== null && !Array.isArray(texts) ? texts : undefined;
  } catch {
    return undefined;
  }
}

/** The tenant's texts de/en (content module's `tenant_texts`), edited as JSON and saved on their own. */
export function TextsSection({ tenantKey, readOnly }: { tenantKey: string; readOnly: boolean }) {
  const t = useTexts(TEXTS);
  const languageId = useId();
  const form = useConsoleForm<unknown, { lang: 'de' | 'en'; text: string }>(
    { lang: 'de', text: '' },
    { check: ({ text }) => (textsOf(text) ? {} : { text: t.json }) },
  );
  const { values, set } = form;
  const path = `mandanten/${encodeURIComponent(tenantKey)}/texte/${values.lang}`;
  const loaded = useConsoleQuery<TenantTexts>(path, { onData: (answer) => set('text')(shown(answer)) });

  const submit = form.submit(async ({ text }) => {
    const answer = await consoleFetch<TenantTexts>(path, { method: 'PUT', body: { Texts: textsOf(text) } });
    set('text')(shown(answer));
    return t.saved;
  });
  // The failure is named above even when a text is to blame (the field lists the keys).
  const failure = form.error ?? loaded.error;

  return (
    <FormSection
      id="tenant-texts"
      heading={t.heading}
      intro={t.intro}
      form={{ general: failure ? consoleErrorText(failure) : null, done: form.done }}
      onSubmit={submit}
    >
      <div className="c-field">
        <label htmlFor={languageId}>{t.language}</label>
        <select
          id={languageId}
          value={values.lang}
          onChange={(e) => {
            form.setDone('');
            set('lang')(e.target.value as 'de' | 'en');
          }}
        >
          <option value="de">Deutsch (de)</option>
          <option value="en">English (en)</option>
        </select>
      </div>
      <JsonInput
        label={t.texts}
        value={values.text}
        readOnly={readOnly}
        onChange={set('text')}
        errors={[
          ...(form.fields.text ? [form.fields.text] : []),
          ...errorsUnder(fieldErrorsByPath(form.error), 'Texts'),
        ]}
      />
      {!readOnly && (
        <button type="submit" className="c-button">
          {t.save}
        </button>
      )}
    </FormSection>
  );
}
