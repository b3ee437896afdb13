import { type FormEvent, useEffect, useId, useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../../lib/console-api.ts';
import { useTexts } from '../../../lib/console-lang.ts';
import { Notice } from '../../../ui/notice.tsx';
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

/** The tenant's texts de/en (content module's `tenant_texts`), edited as JSON and saved on their own. */
export function TextsSection({ tenantKey, readOnly }: { tenantKey: string; readOnly: boolean }) {
  const t = useTexts(TEXTS);
  const languageId = useId();
  const [lang, setLang] = useState<'de' | 'en'>('de');
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [error, setError] = useState<unknown>();
  const [saved, setSaved] = useState(false);
  const path = `mandanten/${encodeURIComponent(tenantKey)}/texte/${lang}`;

  useEffect(() => {
    const abort = new AbortController();
    setSaved(false);
    setError(undefined);
    consoleFetch<{ Texts: Record<string, string> }>(path, { signal: abort.signal }).then(
      (answer) => setText(JSON.stringify(answer.Texts, null, 2)),
      (e: unknown) => {
        if ((e as Error).name !== 'AbortError') setError(e);
      },
    );
    return () => abort.abort();
  }, [path]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    setError(undefined);
    let texts: unknown;
    try {
      texts = JSON.parse(text);
    } catch {
      texts = undefined;
    }
    const ok = typeof texts === 'object' && texts !== null && !Array.isArray(texts);
    setInvalid(!ok);
    if (!ok) return;
    try {
      const answer = await consoleFetch<{ Texts: Record<string, string> }>(path, {
        method: 'PUT',
        body: { Texts: texts },
      });
      setText(JSON.stringify(answer.Texts, null, 2));
      setSaved(true);
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <section className="c-section" aria-labelledby="tenant-texts">
      <h2 id="tenant-texts">{t.heading}</h2>
      <p className="c-hint">{t.intro}</p>
      <form onSubmit={submit} noValidate>
        <div className="c-field">
          <label htmlFor={languageId}>{t.language}</label>
          <select id={languageId} value={lang} onChange={(e) => setLang(e.target.value as 'de' | 'en')}>
            <option value="de">Deutsch (de)</option>
            <option value="en">English (en)</option>
          </select>
        </div>
        <JsonInput
          label={t.texts}
          value={text}
          readOnly={readOnly}
          onChange={setText}
          errors={[...(invalid ? [t.json] : []), ...errorsUnder(fieldErrorsByPath(error), 'Texts')]}
        />
        <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
        <Notice kind="success">{saved ? t.saved : null}</Notice>
        {!readOnly && (
          <button type="submit" className="c-button">
            {t.save}
          </button>
        )}
      </form>
    </section>
  );
}
