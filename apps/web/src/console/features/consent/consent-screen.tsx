import type { ConsoleConsentRegistry } from '@kwk/shared/analytics/consent-console.schemas';
import { REQUIRED_CATEGORY } from '@kwk/shared/analytics/consent-rules';
import type { TenantSummary } from '@kwk/shared/operator/tenants.schemas';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { TenantChoice } from '../../ui/tenant-choice.tsx';
import { createCategory, deleteCategory, listCategories, saveCategory } from './api/consent-api.ts';
import { CategoryForm } from './category-form.tsx';
import { bodyOf, type CategoryValues, changeOf, valuesOf } from './category-values.ts';
import './consent.css';

const TEXTS = {
  de: {
    heading: 'Einwilligungen',
    intro:
      'Die Cookie-Kategorien eines Programms, nach denen der Cookie-Dialog fragt und die das Einwilligungs-Cookie speichert. Änderungen gelten ab dem nächsten Seitenaufruf.',
    tenant: 'Programm',
    caption: 'Einwilligungskategorien',
    defaults:
      'Dieses Programm nutzt noch die vier Standardkategorien. Die erste Änderung speichert sie als eigene.',
    loading: 'Wird geladen …',
    title: 'Titel',
    identifier: 'Kennung',
    required: 'Notwendig',
    position: 'Position',
    english: 'Englisch',
    yes: 'Ja',
    no: 'Nein',
    own: 'eigene Texte',
    german: 'wie Deutsch',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    remove: 'Löschen',
    add: 'Neue Kategorie anlegen',
    creating: 'Neue Kategorie',
    editing: 'Bearbeiten: {label}',
    saved: 'Gespeichert. Der Cookie-Dialog zeigt es ab dem nächsten Seitenaufruf.',
    removed: 'Gelöscht.',
    confirmRemove:
      'Wirklich löschen: „{label}“? Eine gespeicherte Auswahl der Besucher zu dieser Kategorie zählt dann nicht mehr.',
  },
  en: {
    heading: 'Consent',
    intro:
      'A programme’s cookie categories: what the cookie dialog asks for and the consent cookie stores. Changes apply from the next page load.',
    tenant: 'Programme',
    caption: 'Consent categories',
    defaults:
      'This programme still uses the four default categories. The first change stores them as its own.',
    loading: 'Loading …',
    title: 'Title',
    identifier: 'Identifier',
    required: 'Required',
    position: 'Position',
    english: 'English',
    yes: 'Yes',
    no: 'No',
    own: 'own texts',
    german: 'as German',
    actions: 'Actions',
    edit: 'Edit',
    remove: 'Delete',
    add: 'Create a category',
    creating: 'New category',
    editing: 'Edit: {label}',
    saved: 'Saved. The cookie dialog shows it from the next page load.',
    removed: 'Deleted.',
    confirmRemove: 'Really delete “{label}”? Visitors’ stored choices for this category no longer count.',
  },
};

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
  const headingId = useId();
  const [params, setParams] = useSearchParams();
  const [tenants, setTenants] = useState<TenantSummary[]>([]);
  const [registry, setRegistry] = useState<ConsoleConsentRegistry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [editing, setEditing] = useState<{ id: string | null; label: string; values: CategoryValues } | null>(
    null,
  );
  const tenant = params.get('mandant') ?? tenants[0]?.Key ?? '';

  useEffect(() => {
    consoleFetch<TenantSummary[]>('mandanten').then(setTenants, (e) => setError(consoleErrorText(e)));
  }, []);

  const load = useCallback(async () => {
    if (!tenant) return;
    try {
      setRegistry(await listCategories(tenant));
    } catch (e) {
      setError(consoleErrorText(e));
    }
  }, [tenant]);

  useEffect(() => {
    setRegistry(null);
    setEditing(null);
    setError(null);
    setDone(null);
    void load();
  }, [load]);

  // After a save, a cancel or a delete the focused control is gone: focus goes to the section's
  // heading, right above the notice that says what happened.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const [refocus, setRefocus] = useState(0);
  useEffect(() => {
    if (refocus > 0) headingRef.current?.focus();
  }, [refocus]);
  const returnFocus = () => setRefocus((n) => n + 1);

  const remove = async (identifier: string) => {
    setError(null);
    setDone(null);
    try {
      await deleteCategory(tenant, identifier);
      setDone(t.removed);
    } catch (e) {
      setError(consoleErrorText(e));
    }
    await load();
    returnFocus();
  };

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <TenantChoice
        label={t.tenant}
        tenants={tenants}
        value={tenant}
        onChange={(key) => setParams(new URLSearchParams({ mandant: key }))}
      />
      <section aria-labelledby={headingId}>
        <h2 id={headingId} ref={headingRef} tabIndex={-1}>
          {t.caption}
        </h2>
        <Notice kind="error">{error}</Notice>
        <Notice kind="success">{done}</Notice>
        {registry === null && !error && <p role="status">{t.loading}</p>}
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
                          setDone(null);
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
                setDone(null);
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
              setError(null);
              setDone(t.saved);
              await load();
              returnFocus();
            }}
          />
        )}
      </section>
    </>
  );
}
