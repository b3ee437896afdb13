import type { Exclusion, ExclusionKind } from '@kwk/shared/operator/exclusions.schemas';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SelectField, TextAreaField } from '../../ui/select-and-text-area-fields.tsx';
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
  const [entries, setEntries] = useState<Exclusion[] | null>(null);
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const load = useCallback(async () => {
    try {
      setEntries((await consoleFetch<{ Eintraege: Exclusion[] }>('ausschluesse')).Eintraege);
    } catch (failure) {
      setError(failure);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const set = (field: keyof typeof EMPTY) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    setDone('');
    try {
      await consoleFetch('ausschluesse', {
        method: 'POST',
        body: { ...form, Mandant: form.Mandant.trim() || null },
      });
      setForm(EMPTY);
      setDone(t.added);
      await load();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };

  const remove = async (entry: Exclusion) => {
    setError(undefined);
    setDone('');
    try {
      await consoleFetch(`ausschluesse/${entry.Id}`, { method: 'DELETE' });
      setDone(t.removed);
      await load();
      // The button is gone with its row: the heading keeps the focus in the screen.
      headingRef.current?.focus();
    } catch (failure) {
      setError(failure);
    }
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
      <Notice kind="success">{done}</Notice>
      <section aria-labelledby="exclusion-add">
        <h2 id="exclusion-add">{t.add}</h2>
        <form onSubmit={submit} noValidate>
          <SelectField
            label={t.kind}
            value={form.Art}
            onChange={set('Art')}
            error={fields.Art}
            options={[
              { value: 'Domain', label: t.Domain },
              { value: 'Kundennummer', label: t.Kundennummer },
            ]}
          />
          <Field
            label={t.value}
            hint={t.valueHint}
            value={form.Wert}
            onChange={set('Wert')}
            error={fields.Wert}
          />
          <Field
            label={t.tenant}
            hint={t.tenantHint}
            value={form.Mandant}
            onChange={set('Mandant')}
            error={fields.Mandant}
          />
          <TextAreaField
            label={t.note}
            value={form.Notiz}
            onChange={set('Notiz')}
            error={fields.Notiz}
            rows={2}
          />
          <button type="submit" className="c-button" disabled={busy}>
            {t.save}
          </button>
        </form>
      </section>
      {entries === null ? (
        <p role="status">{t.loading}</p>
      ) : entries.length === 0 ? (
        <p>{t.empty}</p>
      ) : (
        <div className="c-table-wrap">
          <table className="c-table">
            <caption>{t.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.kind}</th>
                <th scope="col">{t.value}</th>
                <th scope="col">{t.tenant}</th>
                <th scope="col">{t.note}</th>
                <th scope="col">{t.created}</th>
                <th scope="col">{t.action}</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.Id}>
                  <td>{t[e.Art]}</td>
                  <th scope="row">{e.Wert}</th>
                  <td>{e.Mandant ?? t.all}</td>
                  <td>{e.Notiz}</td>
                  <td>{shortDate(e.Angelegt)}</td>
                  <td>
                    <button
                      type="button"
                      className="c-button c-button-secondary"
                      aria-label={t.removeLabel.replace('{value}', e.Wert)}
                      onClick={() => void remove(e)}
                    >
                      {t.remove}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
