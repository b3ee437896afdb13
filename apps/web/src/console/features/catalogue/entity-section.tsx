import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConsoleApiError, consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { Notice } from '../../ui/notice.tsx';
import { AgentPhoto } from './agent-photo.tsx';
import type { CatalogueData, KindDef } from './catalogue-kinds.ts';
import { EntityField } from './entity-fields.tsx';
import { type FormValues, toBody, toFormValues } from './entity-form.ts';

const TEXTS = {
  de: {
    add: 'Neu anlegen',
    edit: 'Bearbeiten',
    remove: 'Löschen',
    actions: 'Aktionen',
    save: 'Speichern',
    cancel: 'Abbrechen',
    newTitle: 'Neu',
    editTitle: 'Bearbeiten',
    saved: 'Gespeichert.',
    raiseWaits:
      'Noch nicht gespeichert: Ein höherer Geldbetrag wartet auf die Freigabe durch eine andere Administratorin oder einen anderen Administrator.',
    removed: 'Gelöscht.',
    confirmRemove: 'Wirklich löschen?',
    empty: 'Noch keine Einträge.',
    check: 'Bitte prüfen Sie die markierten Felder.',
  },
  en: {
    add: 'Add new',
    edit: 'Edit',
    remove: 'Delete',
    actions: 'Actions',
    save: 'Save',
    cancel: 'Cancel',
    newTitle: 'New',
    editTitle: 'Edit',
    saved: 'Saved.',
    raiseWaits: 'Not saved yet: a higher amount of money waits for another administrator to approve it.',
    removed: 'Deleted.',
    confirmRemove: 'Delete it?',
    empty: 'No entries yet.',
    check: 'Please check the marked fields.',
  },
};

type Editing = { mode: 'new' } | { mode: 'edit'; id: string; row: Record<string, unknown> } | null;

/**
 * One kind of a tenant's catalogue: its table (with a caption and row headers) and, below it, the
 * form to add or change a row with the server's messages at the fields. After a save the table is
 * read again and focus returns to the heading of the table.
 */
export function EntitySection({
  kind,
  tenant,
  data,
  reload,
}: {
  kind: KindDef;
  tenant: string;
  data: CatalogueData;
  reload: () => Promise<void>;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const [editing, setEditing] = useState<Editing>(null);
  const [values, setValues] = useState<FormValues>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [notice, setNotice] = useState<{ kind: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const tableHeading = useRef<HTMLHeadingElement>(null);

  const fields = [...(editing?.mode === 'new' ? (kind.createOnly ?? []) : []), ...kind.fields(data, lang)];
  const rows = kind.rows(data);
  const title = kind.title[lang];

  // A new kind or tenant starts without a form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the section changes
  useEffect(() => {
    setEditing(null);
    setNotice(null);
  }, [kind.key, tenant]);

  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);

  function open(next: Exclude<Editing, null>) {
    setEditing(next);
    setErrors({});
    setNotice(null);
    const all = [...(next.mode === 'new' ? (kind.createOnly ?? []) : []), ...kind.fields(data, lang)];
    setValues(toFormValues(all, next.mode === 'edit' ? next.row : undefined));
  }

  function close() {
    setEditing(null);
    tableHeading.current?.focus();
  }

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!editing) return;
    setBusy(true);
    setErrors({});
    setNotice(null);
    const base = `mandanten/${encodeURIComponent(tenant)}/${kind.path}`;
    try {
      const answer = await consoleFetch<{ GeldFreigabe?: unknown }>(
        editing.mode === 'new' ? base : `${base}/${encodeURIComponent(editing.id)}`,
        { method: editing.mode === 'new' ? 'POST' : 'PUT', body: toBody(fields, values) },
      );
      await reload();
      setEditing(null);
      // A raise waits for a second admin (decision 047): the screen lists it above.
      setNotice({ kind: 'success', text: answer?.GeldFreigabe ? t.raiseWaits : t.saved });
      tableHeading.current?.focus();
    } catch (error) {
      const byField = fieldMessages(error);
      setErrors(byField);
      const validation = error instanceof ConsoleApiError && error.code === 'common.validation';
      setNotice({
        kind: 'error',
        text: validation && Object.keys(byField).length > 0 ? t.check : consoleErrorText(error),
      });
    } finally {
      setBusy(false);
    }
  }

  async function remove(row: Record<string, unknown>) {
    if (!window.confirm(`${t.confirmRemove} ${kind.nameOf(row)}`)) return;
    setNotice(null);
    try {
      await consoleFetch(
        `mandanten/${encodeURIComponent(tenant)}/${kind.path}/${encodeURIComponent(kind.idOf(row))}`,
        {
          method: 'DELETE',
        },
      );
      await reload();
      setNotice({ kind: 'success', text: t.removed });
    } catch (error) {
      setNotice({ kind: 'error', text: consoleErrorText(error) });
    }
    tableHeading.current?.focus();
  }

  const headingId = `kind-${kind.key}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={tableHeading} tabIndex={-1}>
        {title}
      </h2>
      <Notice kind="error">{notice?.kind === 'error' ? notice.text : null}</Notice>
      <Notice kind="success">{notice?.kind === 'success' ? notice.text : null}</Notice>
      <p>
        <button
          type="button"
          className="c-button"
          aria-label={`${t.add}: ${title}`}
          onClick={() => open({ mode: 'new' })}
        >
          {t.add}
        </button>
      </p>
      {rows.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="c-table-wrap">
          <table className="c-table">
            <caption>
              {title} – {tenant}
            </caption>
            <thead>
              <tr>
                {kind.columns.map((c) => (
                  <th key={c.label.de} scope="col">
                    {c.label[lang]}
                  </th>
                ))}
                <th scope="col">{t.actions}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={kind.idOf(row)}>
                  {kind.columns.map((c, i) =>
                    i === 0 ? (
                      <th key={c.label.de} scope="row">
                        {c.value(row, lang)}
                      </th>
                    ) : (
                      <td key={c.label.de}>{c.value(row, lang)}</td>
                    ),
                  )}
                  <td className="c-row-actions">
                    <button
                      type="button"
                      className="c-button c-button-secondary"
                      aria-label={`${t.edit}: ${kind.nameOf(row)}`}
                      onClick={() => open({ mode: 'edit', id: kind.idOf(row), row })}
                    >
                      {t.edit}
                    </button>
                    {!kind.noDelete && (
                      <button
                        type="button"
                        className="c-button c-button-danger"
                        aria-label={`${t.remove}: ${kind.nameOf(row)}`}
                        onClick={() => remove(row)}
                      >
                        {t.remove}
                      </button>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}

      {editing && (
        <form onSubmit={save} noValidate aria-labelledby={`${headingId}-form`} className="c-entity-form">
          <h3 id={`${headingId}-form`} ref={formHeading} tabIndex={-1}>
            {editing.mode === 'new'
              ? `${title}: ${t.newTitle}`
              : `${t.editTitle}: ${kind.nameOf(editing.row)}`}
          </h3>
          {fields.map((field) => (
            <EntityField
              key={field.name}
              field={field}
              lang={lang}
              values={values}
              error={errors[field.name]}
              onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
            />
          ))}
          <div className="c-actions">
            <button type="submit" className="c-button" disabled={busy}>
              {t.save}
            </button>
            <button type="button" className="c-button c-button-secondary" onClick={close}>
              {t.cancel}
            </button>
          </div>
        </form>
      )}
      {editing?.mode === 'edit' && kind.key === 'berater' && (
        <AgentPhoto tenant={tenant} agent={editing.row} onChanged={reload} />
      )}
    </section>
  );
}
