import type { Exclusion, ExclusionKind } from '@kwk/shared/operator/exclusions.schemas';
import { useRef } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useConsoleForm } from '../../ui/use-console-form.ts';
import { shortDate } from './case-format.ts';

const TEXTS = {
  de: {
    heading: 'Ausschlussliste',
    intro:
      'Mitarbeitende, Vertriebspartner und Dienstleister nehmen nicht am Programm teil. Ein Eintrag sperrt Registrierung, Empfehlung und Empfängerbestätigung mit dieser E-Mail-Domain (samt Subdomains) oder Kundennummer.',
    add: 'Eintrag hinzufügen',
    kind: 'Art',
    Domain: 'E-Mail-Domain',
    Kundennummer: 'Kundennummer',
    value: 'Wert',
    valueHint: 'Eine Domain wie @fyrst-bank.de oder eine Kundennummer wie K-12345.',
    tenant: 'Mandant',
    tenantHint: 'Schlüssel des Mandanten, z. B. fyrst; leer lassen für alle Mandanten.',
    note: 'Notiz',
    save: 'Hinzufügen',
    added: 'Der Eintrag wurde hinzugefügt.',
    removed: 'Der Eintrag wurde entfernt.',
    caption: 'Einträge der Ausschlussliste',
    created: 'Angelegt',
    action: 'Aktion',
    all: 'alle Mandanten',
    remove: 'Entfernen',
    removeLabel: 'Eintrag {value} entfernen',
    empty: 'Die Liste ist leer.',
    loading: 'Wird geladen …',
  },
  en: {
    heading: 'Exclusion list',
    intro:
      'Employees, sales partners and service providers do not take part. An entry refuses sign-up, recommending and the recipient’s confirmation with this e-mail domain (and its subdomains) or customer number.',
    add: 'Add an entry',
    kind: 'Kind',
    Domain: 'E-mail domain',
    Kundennummer: 'Customer number',
    value: 'Value',
    valueHint: 'A domain such as @fyrst-bank.de or a customer number such as K-12345.',
    tenant: 'Tenant',
    tenantHint: 'The tenant’s key, e.g. fyrst; leave empty for every tenant.',
    note: 'Note',
    save: 'Add',
    added: 'The entry has been added.',
    removed: 'The entry has been removed.',
    caption: 'Entries of the exclusion list',
    created: 'Added',
    action: 'Action',
    all: 'all tenants',
    remove: 'Remove',
    removeLabel: 'Remove entry {value}',
    empty: 'The list is empty.',
    loading: 'Loading …',
  },
};

const EMPTY = { Art: 'Domain' as ExclusionKind, Wert: '', Mandant: '', Notiz: '' };

/** The exclusion list (spec §6): entries by domain or customer number, per tenant or for all; add and remove. */
export default function ExclusionsScreen() {
  const t = useTexts(TEXTS);
  const list = useConsoleQuery<{ Eintraege: Exclusion[] }>('ausschluesse');
  const entries = list.data?.Eintraege ?? null;
  const changing = useConsoleMutation();
  const form = useConsoleForm(EMPTY, { mutation: changing });
  const error = changing.error ?? list.error;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { values, set } = form;

  const submit = form.submit(async () => {
    await consoleFetch('ausschluesse', {
      method: 'POST',
      body: { ...values, Mandant: values.Mandant.trim() || null },
    });
    form.setValues(EMPTY);
    form.setDone(t.added);
    await list.reload();
  });

  const remove = (entry: Exclusion) => {
    form.setDone('');
    return changing.run(
      async () => {
        await consoleFetch(`ausschluesse/${entry.Id}`, { method: 'DELETE' });
        form.setDone(t.removed);
        await list.reload();
        // The button is gone with its row: the heading keeps the focus in the screen.
        headingRef.current?.focus();
      },
      { busy: false },
    );
  };

  const fields = fieldMessages(error);
  const general = error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null;
  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {t.heading}
      </h1>
      <p>{t.intro}</p>
      <Notice kind="error">{general}</Notice>
      <Notice kind="success">{form.done}</Notice>
      <section aria-labelledby="exclusion-add">
        <h2 id="exclusion-add">{t.add}</h2>
        <form onSubmit={submit} noValidate>
          <SelectField
            label={t.kind}
            value={values.Art}
            onChange={(kind) => set('Art')(kind as ExclusionKind)}
            error={fields.Art}
            options={[
              { value: 'Domain', label: t.Domain },
              { value: 'Kundennummer', label: t.Kundennummer },
            ]}
          />
          <Field
            label={t.value}
            hint={t.valueHint}
            value={values.Wert}
            onChange={set('Wert')}
            error={fields.Wert}
          />
          <Field
            label={t.tenant}
            hint={t.tenantHint}
            value={values.Mandant}
            onChange={set('Mandant')}
            error={fields.Mandant}
          />
          <TextAreaField
            label={t.note}
            value={values.Notiz}
            onChange={set('Notiz')}
            error={fields.Notiz}
            rows={2}
          />
          <SubmitButton busy={changing.busy}>{t.save}</SubmitButton>
        </form>
      </section>
      <DataTable
        caption={t.caption}
        rows={entries ?? undefined}
        loading={t.loading}
        empty={t.empty}
        emptyAlone
        rowKey={(e) => e.Id}
        columns={[
          { header: t.kind, cell: (e) => t[e.Art] },
          { header: t.value, cell: (e) => e.Wert, rowHeader: true },
          { header: t.tenant, cell: (e) => e.Mandant ?? t.all },
          { header: t.note, cell: (e) => e.Notiz },
          { header: t.created, cell: (e) => shortDate(e.Angelegt) },
          {
            header: t.action,
            cell: (e) => (
              <button
                type="button"
                className="c-button c-button-secondary"
                aria-label={t.removeLabel.replace('{value}', e.Wert)}
                onClick={() => void remove(e)}
              >
                {t.remove}
              </button>
            ),
          },
        ]}
      />
    </>
  );
}
