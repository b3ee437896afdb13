import { useCallback, useEffect, useId, useState } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { useConsoleMutation } from '../../lib/use-console-query.ts';
import { Notice } from '../../ui/notice.tsx';
import type { ContentScope } from './api/content-api.ts';
import type { ItemKind } from './content-kinds.ts';
import { ItemForm } from './item-form.tsx';
import { ItemsTable } from './items-table.tsx';
import { TEXTS } from './items-texts.ts';

/**
 * The CMS items of one kind (FAQs, blocks, footnotes) of a tenant in one language: listed in a
 * table with edit, delete and (FAQs) move actions, and one form to create or edit. The browser
 * checks each field first (required, length, pattern); the server's field messages come back to
 * the field, anything else to the notice.
 */
export function ItemsSection<T>({
  kind,
  scope,
  onSaved,
}: {
  kind: ItemKind<T>;
  scope: ContentScope;
  /** Each saved change (it went into the tenant's content draft, decision 072). */
  onSaved: () => void;
}) {
  const t = useTexts(TEXTS);
  const lang = useConsoleLang();
  const headingId = useId();
  const [items, setItems] = useState<T[] | null>(null);
  // A change's outcome; a failed read of the list shows as its failure too.
  const change = useConsoleMutation();
  const { setError, setDone } = change;
  const error = change.error === undefined ? null : consoleErrorText(change.error);
  const [editing, setEditing] = useState<{
    id: string | null;
    label: string;
    values: Record<string, string>;
  } | null>(null);

  const load = useCallback(async () => {
    try {
      setItems(await kind.list(scope));
    } catch (e) {
      setError(e);
    }
  }, [kind, scope, setError]);

  useEffect(() => {
    setItems(null);
    setEditing(null);
    setError(undefined);
    setDone('');
    void load();
  }, [load, setError, setDone]);

  const act = async (work: () => Promise<unknown>, message: string) => {
    await change.run(
      async () => {
        await work();
        setDone(message);
        onSaved();
      },
      { busy: false },
    );
    await load();
  };

  const noun = kind.noun[lang];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{kind.title[lang]}</h2>
      <Notice kind="error">{error}</Notice>
      <Notice kind="success">{change.done || null}</Notice>
      {items === null && !error && <p role="status">{t.loading}</p>}
      {items?.length === 0 && <p>{t.empty}</p>}
      {items && items.length > 0 && (
        <ItemsTable
          kind={kind}
          items={items}
          onEdit={(item, label) => {
            setDone('');
            setEditing({ id: kind.idOf(item), label, values: kind.valuesOf(item) });
          }}
          onMove={(index, by) => act(() => kind.move!(scope, items, index, by), t.moved)}
          onRemove={(item) => act(() => kind.remove(scope, kind.idOf(item)), t.removed)}
        />
      )}
      {editing === null ? (
        <p>
          <button
            type="button"
            className="c-button"
            onClick={() => {
              setDone('');
              setEditing({ id: null, label: '', values: {} });
            }}
          >
            {fillText(t.add, { noun })}
          </button>
        </p>
      ) : (
        <ItemForm
          key={editing.id ?? 'new'}
          kind={kind}
          title={
            editing.id === null
              ? fillText(t.creating, { noun })
              : fillText(t.editing, { label: editing.label })
          }
          initial={editing.values}
          isNew={editing.id === null}
          onCancel={() => setEditing(null)}
          onSave={async (values) => {
            await kind.save(scope, editing.id, values);
            onSaved();
            setEditing(null);
            setError(undefined);
            setDone(t.saved);
            await load();
          }}
        />
      )}
    </section>
  );
}
