import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ConsoleApiError, consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation } from '../../lib/use-console-query.ts';
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
  // A save's or removal's outcome; a refused save with messages at the fields asks to check them.
  const change = useConsoleMutation();
  const { setError, setDone } = change;
  const failure = change.error === undefined ? null : failureText(change.error);
  const formHeading = useRef<HTMLHeadingElement>(null);
  const tableHeading = useRef<HTMLHeadingElement>(null);

  const fields = [...(editing?.mode === 'new' ? (kind.createOnly ?? []) : []), ...kind.fields(data, lang)];
  const rows = kind.rows(data);
  const title = kind.title[lang];

  // A new kind or tenant starts without a form.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the section changes
  useEffect(() => {
    setEditing(null);
    setError(undefined);
    setDone('');
  }, [kind.key, tenant]);

  useEffect(() => {
    if (editing) formHeading.current?.focus();
  }, [editing]);

  function open(next: Exclude<Editing, null>) {
    setEditing(next);
    setErrors({});
    setError(undefined);
    setDone('');
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
    setErrors({});
    const base = `mandanten/${encodeURIComponent(tenant)}/${kind.path}`;
    await change.run(async () => {
      const answer = await consoleFetch<{ GeldFreigabe?: unknown }>(
        editing.mode === 'new' ? base : `${base}/${encodeURIComponent(editing.id)}`,
        { method: editing.mode === 'new' ? 'POST' : 'PUT', body: toBody(fields, values) },
      ).catch((error: unknown) => {
        setErrors(fieldMessages(error));
        throw error;
      });
      await reload();
      setEditing(null);
      // A raise waits for a second admin (decision 047): the screen lists it above.
      setDone(answer?.GeldFreigabe ? t.raiseWaits : t.saved);
      tableHeading.current?.focus();
    });
  }

  function failureText(error: unknown) {
    const validation = error instanceof ConsoleApiError && error.code === 'common.validation';
    return validation && Object.keys(fieldMessages(error)).length > 0 ? t.check : consoleErrorText(error);
  }

  async function remove(row: Record<string, unknown>) {
    if (!window.confirm(`${t.confirmRemove} ${kind.nameOf(row)}`)) return;
    await change.run(
      async () => {
        await consoleFetch(
          `mandanten/${encodeURIComponent(tenant)}/${kind.path}/${encodeURIComponent(kind.idOf(row))}`,
          { method: 'DELETE' },
        );
        await reload();
        setDone(t.removed);
      },
      { busy: false },
    );
    tableHeading.current?.focus();
  }

  const headingId = `kind-${kind.key}`;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={tableHeading} tabIndex={-1}>
        {title}
      </h2>
      <Notice kind="error">{failure}</Notice>
      <Notice kind="success">{change.done || null}</Notice>
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
          busy={change.busy}
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
