import { useCallback, useEffect, useId, useState } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { FormActions } from '../../ui/form-actions.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { useEditForm } from '../../ui/use-edit-form.ts';
import type { ContentScope } from './api/content-api.ts';
import type { ItemKind } from './content-kinds.ts';

const TEXTS = {
  de: {
    loading: 'Wird geladen …',
    entry: 'Eintrag',
    empty: 'Noch keine Einträge in dieser Sprache.',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    up: 'Nach oben',
    down: 'Nach unten',
    remove: 'Löschen',
    add: 'Neu anlegen: {noun}',
    editing: 'Bearbeiten: {label}',
    creating: 'Neu: {noun}',
    save: 'Speichern',
    cancel: 'Abbrechen',
    saved: 'Gespeichert. Die Seiten des Programms zeigen es sofort.',
    removed: 'Gelöscht.',
    moved: 'Reihenfolge gespeichert.',
    confirmRemove: 'Wirklich löschen: „{label}“?',
  },
  en: {
    loading: 'Loading …',
    entry: 'Entry',
    empty: 'No entries in this language yet.',
    actions: 'Actions',
    edit: 'Edit',
    up: 'Move up',
    down: 'Move down',
    remove: 'Delete',
    add: 'Create: {noun}',
    editing: 'Edit: {label}',
    creating: 'New: {noun}',
    save: 'Save',
    cancel: 'Cancel',
    saved: 'Saved. The programme’s pages show it at once.',
    removed: 'Deleted.',
    moved: 'Order saved.',
    confirmRemove: 'Really delete “{label}”?',
  },
};

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/**
 * The CMS items of one kind (FAQs, blocks, footnotes) of a tenant in one language: listed in a
 * table with edit, delete and (FAQs) move actions, and one form to create or edit. The browser
 * checks each field first (required, length, pattern); the server's field messages come back to
 * the field, anything else to the notice.
 */
export function ItemsSection<T>({ kind, scope }: { kind: ItemKind<T>; scope: ContentScope }) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const headingId = useId();
  const [items, setItems] = useState<T[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<{
    id: string | null;
    label: string;
    values: Record<string, string>;
  } | null>(null);

  const load = useCallback(async () => {
    try {
      setItems(await kind.list(scope));
    } catch (e) {
      setError(consoleErrorText(e));
    }
  }, [kind, scope]);

  useEffect(() => {
    setItems(null);
    setEditing(null);
    setError(null);
    setDone(null);
    void load();
  }, [load]);

  const act = async (work: () => Promise<unknown>, message: string) => {
    setError(null);
    setDone(null);
    try {
      await work();
      setDone(message);
    } catch (e) {
      setError(consoleErrorText(e));
    }
    await load();
  };

  const noun = kind.noun[lang];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{kind.title[lang]}</h2>
      <Notice kind="error">{error}</Notice>
      <Notice kind="success">{done}</Notice>
      {items === null && !error && <p role="status">{t.loading}</p>}
      {items?.length === 0 && <p>{t.empty}</p>}
      {items && items.length > 0 && (
        <div className="c-table-wrap">
          <table className="c-table">
            <caption>{kind.title[lang]}</caption>
            <thead>
              <tr>
                <th scope="col">{t.entry}</th>
                {kind.columns.map((c) => (
                  <th key={c.label.de} scope="col">
                    {c.label[lang]}
                  </th>
                ))}
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, index) => {
                const label = kind.labelOf(item);
                const named = (action: string) => `${action}: ${label}`;
                return (
                  <tr key={kind.idOf(item)}>
                    <th scope="row">{label}</th>
                    {kind.columns.map((c) => (
                      <td key={c.label.de}>{c.value(item)}</td>
                    ))}
                    <td>
                      <div className="c-actions c-content-actions">
                        <button
                          type="button"
                          className="c-button c-button-secondary"
                          aria-label={named(t.edit)}
                          onClick={() => {
                            setDone(null);
                            setEditing({ id: kind.idOf(item), label, values: kind.valuesOf(item) });
                          }}
                        >
                          {t.edit}
                        </button>
                        {kind.move && (
                          <>
                            <button
                              type="button"
                              className="c-button c-button-secondary"
                              aria-label={named(t.up)}
                              onClick={() => act(() => kind.move!(scope, items, index, -1), t.moved)}
                            >
                              ↑
                            </button>
                            <button
                              type="button"
                              className="c-button c-button-secondary"
                              aria-label={named(t.down)}
                              onClick={() => act(() => kind.move!(scope, items, index, 1), t.moved)}
                            >
                              ↓
                            </button>
                          </>
                        )}
                        <button
                          type="button"
                          className="c-button c-button-danger"
                          aria-label={named(t.remove)}
                          onClick={() => {
                            if (window.confirm(fill(t.confirmRemove, { label })))
                              void act(() => kind.remove(scope, kind.idOf(item)), t.removed);
                          }}
                        >
                          {t.remove}
                        </button>
                      </div>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {editing === null ? (
        <p>
          <button
            type="button"
            className="c-button"
            onClick={() => {
              setDone(null);
              setEditing({ id: null, label: '', values: {} });
            }}
          >
            {fill(t.add, { noun })}
          </button>
        </p>
      ) : (
        <ItemForm
          key={editing.id ?? 'new'}
          kind={kind}
          title={editing.id === null ? fill(t.creating, { noun }) : fill(t.editing, { label: editing.label })}
          initial={editing.values}
          isNew={editing.id === null}
          onCancel={() => setEditing(null)}
          onSave={async (values) => {
            await kind.save(scope, editing.id, values);
            setEditing(null);
            setError(null);
            setDone(t.saved);
            await load();
          }}
        />
      )}
    </section>
  );
}

/** The form of one item; a failed save keeps the form open with the messages at the fields. */
function ItemForm<T>({
  kind,
  title,
  initial,
  isNew,
  onCancel,
  onSave,
}: {
  kind: ItemKind<T>;
  title: string;
  initial: Record<string, string>;
  isNew: boolean;
  onCancel: () => void;
  onSave: (values: Record<string, string>) => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const headingId = useId();
  const { headingRef, values, set, errors, error, busy, submit } = useEditForm(initial, onSave, {
    // A message without a field of the form goes to the notice.
    shows: (fields) => kind.fields.some((f) => fields[f.name]),
  });

  return (
    <form aria-labelledby={headingId} className="c-content-form" onSubmit={submit}>
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {title}
      </h3>
      <Notice kind="error">{error}</Notice>
      {kind.fields
        .filter((f) => isNew || !f.newOnly)
        .map((f) => {
          const common = {
            label: f.label[lang],
            value: values[f.name] ?? '',
            onChange: set(f.name),
            error: errors[f.name],
            hint: f.hint?.[lang],
            required: f.required,
            maxLength: f.maxLength,
          };
          return f.kind === 'textarea' ? (
            <TextAreaField
              key={f.name}
              {...common}
              wide
              rows={Math.min(16, Math.max(4, common.value.split('\n').length + 1))}
            />
          ) : (
            <Field
              key={f.name}
              {...common}
              type={f.kind === 'number' ? 'number' : 'text'}
              pattern={f.pattern}
              min={f.min}
              max={f.max}
            />
          );
        })}
      <FormActions save={t.save} cancel={t.cancel} busy={busy} onCancel={onCancel} />
    </form>
  );
}
