import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConsoleApiError, consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { Notice } from '../../ui/notice.tsx';
import { AgentPhoto } from './agent-photo.tsx';
import type { CatalogueData, KindDef } from './catalogue-kinds.ts';
import { type Editing, EntityEditForm } from './entity-edit-form.tsx';
import { type FormValues, toBody, toFormValues } from './entity-form.ts';
import { EntityTable } from './entity-table.tsx';
import { TEXTS } from './entity-texts.ts';

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
        <EntityTable
          kind={kind}
          tenant={tenant}
          title={title}
          rows={rows}
          onEdit={(row) => open({ mode: 'edit', id: kind.idOf(row), row })}
          onRemove={(row) => void remove(row)}
        />
      )}

      {editing && (
        <EntityEditForm
          kind={kind}
          editing={editing}
          headingId={headingId}
          formHeading={formHeading}
          title={title}
          fields={fields}
          values={values}
          errors={errors}
          busy={busy}
          onChange={(name, value) => setValues((v) => ({ ...v, [name]: value }))}
          onSave={save}
          onCancel={close}
        />
      )}
      {editing?.mode === 'edit' && kind.key === 'berater' && (
        <AgentPhoto tenant={tenant} agent={editing.row} onChanged={reload} />
      )}
    </section>
  );
}
