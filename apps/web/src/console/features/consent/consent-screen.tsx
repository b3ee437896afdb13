import type { ConsoleConsentRegistry } from '@kwk/shared/analytics/consent-console.schemas';
import { REQUIRED_CATEGORY } from '@kwk/shared/analytics/consent-rules';
import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import { useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TenantChoice } from '../../ui/tenant-choice.tsx';
import { categoriesPath, createCategory, deleteCategory, saveCategory } from './api/consent-api.ts';
import { CategoryForm } from './category-form.tsx';
import { bodyOf, type CategoryValues, changeOf, valuesOf } from './category-values.ts';
import { TEXTS } from './consent-texts.ts';
import './consent.css';

/** The name a category is listed and asked about by: its German title, else its English one, else its identifier. */
const labelOf = (category: ConsoleConsentRegistry['Categories'][number]) =>
  category.de?.Title ?? category.en?.Title ?? category.Identifier;

/**
 * A tenant's consent registry (spec §3 "Consent category", decision 027): listed in position
 * order with edit and delete, and one form to add or edit. The tenant is in the address
 * (`?mandant=fyrst`), as on the content screen.
 */
export default function ConsentScreen() {
  const t = useTexts(TEXTS);
  const [params, setParams] = useSearchParams();
  const tenants = useConsoleQuery<TenantSummary[]>('mandanten');
  const tenant = params.get('mandant') ?? tenants.data?.[0]?.Key ?? '';

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <TenantChoice
        label={t.tenant}
        tenants={tenants.data ?? []}
        value={tenant}
        onChange={(key) => setParams(new URLSearchParams({ mandant: key }))}
      />
      {/* Keyed by the tenant: another tenant starts with no form open and no message. */}
      <ConsentCategories key={tenant} tenant={tenant} tenantsError={tenants.error} />
    </>
  );
}

/** One tenant's categories: the table, the form to add or edit, what the last change did. */
function ConsentCategories({ tenant, tenantsError }: { tenant: string; tenantsError: unknown }) {
  const t = useTexts(TEXTS);
  const headingId = useId();
  const list = useConsoleQuery<ConsoleConsentRegistry>(tenant ? categoriesPath(tenant) : null);
  const action = useConsoleMutation();
  const { done, setDone } = action;
  const [editing, setEditing] = useState<{ id: string | null; label: string; values: CategoryValues } | null>(
    null,
  );
  const registry = list.data;
  const failed = action.error ?? list.error ?? tenantsError;

  // After a save, a cancel or a delete the focused control is gone: focus goes to the section's
  // heading, right above the notice that says what happened.
  // The heading is always there, so it takes the focus at once.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const returnFocus = () => headingRef.current?.focus();

  const remove = async (identifier: string) => {
    await action.run(
      async () => {
        await deleteCategory(tenant, identifier);
        setDone(t.removed);
      },
      { busy: false },
    );
    await list.reload();
    returnFocus();
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1}>
        {t.caption}
      </h2>
      <Notice kind="error">{failed ? consoleErrorText(failed) : null}</Notice>
      <Notice kind="success">{done || null}</Notice>
      {!registry && !failed && <p role="status">{t.loading}</p>}
      {registry?.Defaults && <p className="c-notice">{t.defaults}</p>}
      {registry && (
        <DataTable
          caption={t.caption}
          rows={registry.Categories}
          rowKey={(category) => category.Identifier}
          columns={[
            { header: t.title, cell: (category) => labelOf(category), rowHeader: true },
            { header: t.identifier, cell: (category) => <code>{category.Identifier}</code> },
            { header: t.required, cell: (category) => (category.Required ? t.yes : t.no) },
            { header: t.position, cell: (category) => category.Position },
            { header: t.english, cell: (category) => (category.en ? t.own : t.german) },
            {
              header: t.actions,
              cell: (category) => {
                const label = labelOf(category);
                return (
                  <div className="c-actions c-consent-actions">
                    <button
                      type="button"
                      className="c-button c-button-secondary"
                      aria-label={`${t.edit}: ${label}`}
                      onClick={() => {
                        setDone('');
                        setEditing({ id: category.Identifier, label, values: valuesOf(category) });
                      }}
                    >
                      {t.edit}
                    </button>
                    {/* The always-on category stays (the server refuses too). */}
                    {category.Identifier !== REQUIRED_CATEGORY && (
                      <button
                        type="button"
                        className="c-button c-button-danger"
                        aria-label={`${t.remove}: ${label}`}
                        onClick={() => {
                          if (window.confirm(t.confirmRemove.replace('{label}', label)))
                            void remove(category.Identifier);
                        }}
                      >
                        {t.remove}
                      </button>
                    )}
                  </div>
                );
              },
            },
          ]}
        />
      )}
      {editing === null ? (
        <p>
          <button
            type="button"
            className="c-button"
            disabled={!registry}
            onClick={() => {
              setDone('');
              const next = Math.max(0, ...(registry?.Categories ?? []).map((c) => c.Position)) + 1;
              setEditing({ id: null, label: '', values: { Position: String(next) } });
            }}
          >
            {t.add}
          </button>
        </p>
      ) : (
        <CategoryForm
          key={editing.id ?? 'new'}
          title={editing.id === null ? t.creating : t.editing.replace('{label}', editing.label)}
          initial={editing.values}
          isNew={editing.id === null}
          onCancel={() => {
            setEditing(null);
            returnFocus();
          }}
          onSave={async (values) => {
            if (editing.id === null) await createCategory(tenant, bodyOf(values));
            else await saveCategory(tenant, editing.id, changeOf(values));
            setEditing(null);
            action.setError(undefined);
            setDone(t.saved);
            await list.reload();
            returnFocus();
          }}
        />
      )}
    </section>
  );
}
