import type { TenantEditor } from '@kwk/shared/operator/tenant-drafts.schemas';
import { patchedTexts } from '@kwk/shared/operator/tenant-text-changes';
import { useEffect, useId } from 'react';
import { consoleErrorText } from '../../../lib/console-api.ts';
import { useTexts } from '../../../lib/console-lang.ts';
import { FormSection } from '../../../ui/form-section.tsx';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { useConsoleForm } from '../../../ui/use-console-form.ts';
import { getTenantEditor, saveTenantTextsDraft } from '../api/tenants-api.ts';
import { fieldErrorsByPath } from '../field-errors.ts';
import { rowsOf, type TextRow, textsOf } from './text-rows.ts';
import { TextsEditor } from './texts-editor.tsx';

const TEXTS = {
  de: {
    heading: 'Texte',
    intro:
      'Die Texte des Mandanten je Sprache, nach Schlüssel (z. B. home.claim, footer.text). Ein fehlender Schlüssel zeigt den Text des Portals. Gespeicherte Texte gehören zum Entwurf des Mandanten und werden mit ihm veröffentlicht.',
    language: 'Sprache',
    save: 'Texte speichern (Entwurf)',
    saved: 'Texte im Entwurf gespeichert. Öffentlich gelten sie erst nach „Veröffentlichen“.',
    drafted: 'Diese Sprache zeigt die Texte des Entwurfs.',
  },
  en: {
    heading: 'Texts',
    intro:
      'The tenant’s texts per language, by key (e.g. home.claim, footer.text). A missing key shows the portal’s own text. Saved texts belong to the tenant’s draft and are published with it.',
    language: 'Language',
    save: 'Save texts (draft)',
    saved: 'Texts saved in the draft. They are public only after “Publish”.',
    drafted: 'This language shows the draft’s texts.',
  },
};

type Lang = 'de' | 'en';
/** A language's texts as the editor shows them: the draft's if drafted, else the live ones. */
const shownTexts = (editor: TenantEditor, lang: Lang) =>
  patchedTexts(editor.Texte[lang], editor.Entwurf?.Texte?.[lang]);

/** The server's messages by text key (`Texts.home.claim` → `home.claim`; `Texts` itself → ''). */
function errorsByKey(error: unknown): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [path, list] of Object.entries(fieldErrorsByPath(error)))
    if (path === 'Texts' || path.startsWith('Texts.')) out[path.slice('Texts.'.length)] = list;
  return out;
}

/**
 * The tenant's texts de/en (content module's `tenant_texts`), edited key by key. A save puts them into
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
  const form = useConsoleForm<unknown, { lang: Lang; rows: TextRow[] }>({
    lang: 'de',
    rows: rowsOf(shownTexts(editor, 'de')),
  });
  const { values, set } = form;
  const stored = JSON.stringify(shownTexts(editor, values.lang));
  // Another language, or a publish, discard or rollback that changed the texts: the rows show
  // them (a save of the configuration alone leaves what is typed here).
  // biome-ignore lint/correctness/useExhaustiveDependencies: `set` is new each render; the texts decide
  useEffect(() => set('rows')(rowsOf(JSON.parse(stored))), [stored]);

  const submit = form.submit(async ({ lang, rows }) => {
    await saveTenantTextsDraft(editor.Key, lang, textsOf(rows));
    onSaved(await getTenantEditor(editor.Key));
    return t.saved;
  });
  // The failure is named above even when a text is to blame (the row shows its message).
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
      <TextsEditor
        key={values.lang}
        rows={values.rows}
        onChange={set('rows')}
        errors={errorsByKey(form.error)}
        readOnly={readOnly}
      />
      {!readOnly && <SubmitButton>{t.save}</SubmitButton>}
    </FormSection>
  );
}
