import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { useState } from 'react';
import { useConsoleLang } from '../../../lib/console-lang.ts';
import { Field } from '../../../ui/field.tsx';
import { Pager } from '../../../ui/pager.tsx';
import { SecondaryButton } from '../../../ui/secondary-button.tsx';
import { TextAreaField } from '../../../ui/select-and-text-area-fields.tsx';
import { matchingRows, newKeyProblem, type TextRow } from './text-rows.ts';

/** Rows a page shows: a tenant may have hundreds of texts. */
export const TEXTS_PAGE = 50;

const TEXTS = {
  de: {
    filter: 'Texte filtern',
    filterHint: 'Nach Schlüssel oder Text.',
    count: (shown: number, all: number) => `${shown} von ${all} Texten`,
    none: 'Keine Texte.',
    remove: (key: string) => `„${key}“ entfernen`,
    add: 'Neuer Text',
    newKey: 'Schlüssel',
    newKeyHint: 'Wörter aus Buchstaben, Ziffern, _ oder -, durch Punkte getrennt, z. B. home.claim.',
    newText: 'Text',
    addButton: 'Text hinzufügen',
    taken: 'Diesen Schlüssel gibt es schon.',
  },
  en: {
    filter: 'Filter texts',
    filterHint: 'By key or text.',
    count: (shown: number, all: number) => `${shown} of ${all} texts`,
    none: 'No texts.',
    remove: (key: string) => `Remove “${key}”`,
    add: 'New text',
    newKey: 'Key',
    newKeyHint: 'Words of letters, digits, _ or -, separated by dots, e.g. home.claim.',
    newText: 'Text',
    addButton: 'Add text',
    taken: 'This key exists already.',
  },
};

/**
 * The tenant's texts of one language as key → text rows (replaces their JSON, issue 29 item 1): a
 * filter, 50 rows a page, a text area per row (the key is its label and stays), remove, and a new
 * key checked as the server checks keys. `errors` are the server's by key (`home.claim`; '' for
 * the texts as a whole).
 */
export function TextsEditor({
  rows,
  onChange,
  errors,
  readOnly,
}: {
  rows: TextRow[];
  onChange: (rows: TextRow[]) => void;
  errors: Record<string, string[]>;
  readOnly: boolean;
}) {
  const lang = useConsoleLang();
  const t = TEXTS[lang];
  const [filter, setFilter] = useState('');
  const [offset, setOffset] = useState(0);
  const [newKey, setNewKey] = useState('');
  const [newText, setNewText] = useState('');
  const [keyError, setKeyError] = useState('');
  const matches = matchingRows(rows, filter);
  const page = matches.slice(offset, offset + TEXTS_PAGE);

  const setText = (key: string, text: string) =>
    onChange(rows.map((r) => (r.key === key ? { key, text } : r)));
  const add = () => {
    const key = newKey.trim();
    const problem = newKeyProblem(key, rows);
    const m = VALIDATION_MESSAGES[lang];
    if (problem) {
      setKeyError(
        problem === 'required' ? m.required : problem === 'taken' ? t.taken : m.invalidField(t.newKey),
      );
      return;
    }
    // First, with the filter cleared: the new row is where the operator looks.
    onChange([{ key, text: newText }, ...rows]);
    setNewKey('');
    setNewText('');
    setKeyError('');
    setFilter('');
    setOffset(0);
  };

  return (
    <>
      <Field
        label={t.filter}
        hint={t.filterHint}
        type="search"
        value={filter}
        // Enter filters, it does not save the texts.
        onKeyDown={(e) => e.key === 'Enter' && e.preventDefault()}
        onChange={(v) => {
          setFilter(v);
          setOffset(0);
        }}
      />
      <p className="c-hint" aria-live="polite">
        {rows.length === 0 ? t.none : t.count(matches.length, rows.length)}
      </p>
      <ol className="c-list-editor">
        {page.map((row) => (
          <li key={row.key}>
            <TextAreaField
              label={row.key}
              value={row.text}
              readOnly={readOnly}
              wide
              rows={2}
              error={errors[row.key]?.join(' ')}
              onChange={(v) => setText(row.key, v)}
            />
            {!readOnly && (
              <button
                type="button"
                className="c-button c-button-secondary"
                onClick={() => onChange(rows.filter((r) => r.key !== row.key))}
              >
                {t.remove(row.key)}
              </button>
            )}
          </li>
        ))}
      </ol>
      {/* The server's messages for texts this page does not show (or for the texts as a whole). */}
      {Object.entries(errors)
        .filter(([key]) => !page.some((r) => r.key === key))
        .flatMap(([key, list]) =>
          list.map((m) => (
            <p key={`${key}:${m}`} className="c-error">
              {key ? `${key}: ${m}` : m}
            </p>
          )),
        )}
      <Pager offset={offset} limit={TEXTS_PAGE} total={matches.length} onOffset={setOffset} />
      {!readOnly && (
        <fieldset className="c-fieldset">
          <legend>{t.add}</legend>
          <Field
            label={t.newKey}
            hint={t.newKeyHint}
            value={newKey}
            error={keyError || undefined}
            // Enter adds the text (it would otherwise save the texts without it).
            onKeyDown={(e) => {
              if (e.key !== 'Enter') return;
              e.preventDefault();
              add();
            }}
            onChange={(v) => {
              setNewKey(v);
              setKeyError('');
            }}
          />
          <TextAreaField label={t.newText} value={newText} rows={2} wide onChange={setNewText} />
          <SecondaryButton onClick={add}>{t.addButton}</SecondaryButton>
        </fieldset>
      )}
    </>
  );
}
