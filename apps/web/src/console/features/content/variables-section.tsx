import type { ConsoleVariables } from '@kwk/shared/content/cms.schemas';
import { useId, useState } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { type ContentScope, saveVariables, variablesPath } from './api/content-api.ts';

type Variables = ConsoleVariables['Variables'];

const TEXTS = {
  de: {
    heading: 'Variablen',
    intro:
      'Name–Wert-Paare (z. B. PraemieFestnetz = 70 €). Ein Text nennt eine Variable als {Name}; die Seiten setzen ihren Wert ein. Jede Sprache hat ihre eigenen Werte; fehlt ein englischer Wert, zeigen die Seiten den deutschen.',
    set: 'Variablensatz',
    setHint: 'default: der Satz, den die Seiten des Programms lesen.',
    open: 'Satz öffnen',
    loading: 'Wird geladen …',
    name: 'Name',
    value: 'Wert',
    row: 'Variable {n}',
    add: 'Variable hinzufügen',
    remove: 'Entfernen: {name}',
    save: 'Variablen speichern',
    saved: 'Gespeichert, als Entwurf: Öffentlich gelten die Werte nach „Veröffentlichen“.',
    empty: 'Dieser Satz hat noch keine Variablen.',
  },
  en: {
    heading: 'Variables',
    intro:
      'Name–value pairs (e.g. PraemieFestnetz = €70). A text names a variable as {Name}; the pages fill in its value. Each language has its own values; where an English value is missing, the pages show the German one.',
    set: 'Variable set',
    setHint: 'default: the set the programme’s pages read.',
    open: 'Open set',
    loading: 'Loading …',
    name: 'Name',
    value: 'Value',
    row: 'Variable {n}',
    add: 'Add a variable',
    remove: 'Remove: {name}',
    save: 'Save variables',
    saved: 'Saved as a draft: the values go public with “Publish”.',
    empty: 'This set has no variables yet.',
  },
};

const VARIABLE_NAME_PATTERN = '[A-Za-z0-9_.\\-]{1,100}';

/**
 * A tenant's CMS variables of one set in one language, edited as rows and saved as a whole (the
 * contract replaces the set of that language).
 */
export function VariablesSection({ scope, onSaved }: { scope: ContentScope; onSaved: () => void }) {
  const t = useTexts(TEXTS);
  const headingId = useId();
  const [set, setSet] = useState('default');
  const [openSet, setOpenSet] = useState('default');
  const form = useConsoleForm<unknown, { rows: Variables }>({ rows: [] });
  const loaded = useConsoleQuery<ConsoleVariables>(variablesPath(scope, openSet), {
    onData: (answer) => form.setValues({ rows: answer.Variables }),
  });
  // The rows of the set on screen: none while another set (or language) loads.
  const rows = loaded.data && !loaded.loading ? form.values.rows : null;
  const setRows = form.set('rows');

  const change = (index: number, field: 'Name' | 'Value', value: string) =>
    setRows(form.values.rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)));

  const save = form.submit(async ({ rows }) => {
    setRows((await saveVariables(scope, openSet, { Variables: rows })).Variables);
    onSaved();
    return t.saved;
  });
  const errors = form.fields as Record<string, string>;
  const failure = form.general ?? (loaded.error ? consoleErrorText(loaded.error) : null);

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{t.heading}</h2>
      <p>{t.intro}</p>
      <form
        className="c-actions c-content-set"
        onSubmit={(e) => {
          e.preventDefault();
          form.setDone('');
          setOpenSet(set.trim() || 'default');
        }}
      >
        <Field label={t.set} hint={t.setHint} value={set} onChange={setSet} required maxLength={64} />
        <button type="submit" className="c-button c-button-secondary">
          {t.open}
        </button>
      </form>
      <Notice kind="error">{failure}</Notice>
      <Notice kind="success">{form.done || null}</Notice>
      {rows === null && !failure && <p role="status">{t.loading}</p>}
      {rows && (
        <form onSubmit={save} aria-labelledby={headingId}>
          {rows.length === 0 && <p>{t.empty}</p>}
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a row is its place until saved (names may repeat while typing)
            <fieldset key={index} className="c-content-variable">
              <legend>{t.row.replace('{n}', String(index + 1))}</legend>
              <Field
                label={t.name}
                value={row.Name}
                onChange={(v) => change(index, 'Name', v)}
                required
                pattern={VARIABLE_NAME_PATTERN}
                maxLength={100}
                error={errors[`Variables.${index}.Name`]}
              />
              <Field
                label={t.value}
                value={row.Value}
                onChange={(v) => change(index, 'Value', v)}
                maxLength={10_000}
                error={errors[`Variables.${index}.Value`]}
              />
              <button
                type="button"
                className="c-button c-button-secondary"
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                {t.remove.replace('{name}', row.Name || String(index + 1))}
              </button>
            </fieldset>
          ))}
          <div className="c-actions">
            <button
              type="button"
              className="c-button c-button-secondary"
              onClick={() => setRows([...rows, { Name: '', Value: '' }])}
            >
              {t.add}
            </button>
            <SubmitButton busy={form.busy}>{t.save}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
