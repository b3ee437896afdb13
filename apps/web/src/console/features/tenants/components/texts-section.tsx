import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import { patchedTexts } from '@kwk/shared/operator/tenant-text-changes';
import { useEffect, useId } from 'react';
import { consoleErrorText } from '../../../lib/console-api.ts';
import { useTexts } from '../../../lib/console-lang.ts';
import { FormSection } from '../../../ui/form-section.tsx';
import { useConsoleForm } from '../../../ui/use-console-form.ts';
import { getTenantEditor, saveTenantTextsDraft } from '../api/tenants-api.ts';
import { errorsUnder, fieldErrorsByPath } from '../field-errors.ts';
import { JsonInput } from './form-controls.tsx';

const TEXTS = {
  de: {
    heading: 'Texte',
    intro:
      'Die Texte des Mandanten je Sprache, nach Schlüssel (z. B. home.claim, footer.text). Ein fehlender Schlüssel zeigt den Text des Portals. Gespeicherte Texte gehören zum Entwurf des Mandanten und werden mit ihm veröffentlicht.',
    language: 'Sprache',
    texts: 'Texte (JSON: Schlüssel → Text)',
    json: 'Kein gültiges JSON-Objekt.',
    save: 'Texte speichern (Entwurf)',
    saved: 'Texte im Entwurf gespeichert. Öffentlich gelten sie erst nach „Veröffentlichen“.',
    drafted: 'Diese Sprache zeigt die Texte des Entwurfs.',
  },
  en: {
    heading: 'Texts',
    intro:
      'The tenant’s texts per language, by key (e.g. home.claim, footer.text). A missing key shows the portal’s own text. Saved texts belong to the tenant’s draft and are published with it.',
    language: 'Language',
    texts: 'Texts (JSON: key → text)',
    json: 'Not a valid JSON object.',
    save: 'Save texts (draft)',
    saved: 'Texts saved in the draft. They are public only after “Publish”.',
    drafted: 'This language shows the draft’s texts.',
  },
};

type Lang = 'de' | 'en';
/** A language's texts as the editor shows them: the draft's if drafted, else the live ones. */
const shownTexts = (editor: TenantEditor, lang: Lang) =>
  patchedTexts(editor.Texte[lang], editor.Entwurf?.Texte?.[lang]);
const shown = (texts: Record<string, string>) => JSON.stringify(texts, null, 2);

/** The typed JSON as an object of texts; `undefined` when it is none. */
function textsOf(text: string): object | undefined {
  try {
    const texts: unknown = JSON.parse(text);
    return typeof texts === 'object' && texts !== null && !Array.isArray(texts) ? texts : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The tenant's texts de/en (content module's `tenant_texts`), edited as JSON. A save puts them into
 * the tenant's draft (decision 072): the draft panel above lists them, publishes and rolls them
 * back with the configuration. `onSaved` hands the new draft state to the screen (its panel only:
 * the configuration form keeps what is typed in it).
 */
export function TextsSection({
  editor,
  readOnly,
  onSaved,
}: {
  editor: TenantEditor;
  readOnly: boolean;
  onSaved: (next: TenantEditor) => void;
}) {
  const t = useTexts(TEXTS);
  const languageId = useId();
  const form = useConsoleForm<unknown, { lang: Lang; text: string }>(
    { lang: 'de', text: shown(shownTexts(editor, 'de')) },
    { check: ({ text }) => (textsOf(text) ? {} : { text: t.json }) },
  );
  const { values, set } = form;
  const stored = shown(shownTexts(editor, values.lang));
  // Another language, or a publish, discard or rollback that changed the texts: the field shows
  // them (a save of the configuration alone leaves what is typed here).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is new each render; the text decides
  useEffect(() => set('text')(stored), [stored]);

  const submit = form.submit(async ({ lang, text }) => {
    await saveTenantTextsDraft(editor.Key, lang, textsOf(text) as Record<string, string>);
    onSaved(await getTenantEditor(editor.Key));
    return t.saved;
  });
  // The failure is named above even when a text is to blame (the field lists the keys).
  const failure = form.error;

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
      {editor.Entwurf?.Texte?.[values.lang] && <p className="c-hint">{t.drafted}</p>}
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
