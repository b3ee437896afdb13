import type { AuditEntryView } from '@kwk/shared/operator/audit-log.schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { consoleErrorText, consoleFetch, consoleFetchRaw, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { formatTime, saveDownload } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';

const TEXTS = {
  de: {
    heading: 'Audit-Protokoll',
    intro:
      'Jede Aktion in der Betriebskonsole und jedes Sicherheitsereignis, nur anhängbar. Jede Zeile trägt den Hash ihrer Vorgängerin; die Prüfung zeigt, ob die Kette lückenlos ist.',
    chain: 'Hash-Kette',
    intact: 'Die Hash-Kette ist intakt.',
    broken: 'Die Hash-Kette ist unterbrochen ab Eintrag',
    checking: 'Die Kette wird geprüft …',
    check: 'Erneut prüfen',
    search: 'Suche',
    action: 'Aktion',
    actionHint: 'Genau, oder mit Punkt am Ende als Anfang (z. B. partner_key.)',
    actor: 'Operator (ID oder E-Mail)',
    tenant: 'Mandant (Schlüssel)',
    subject: 'Betreff',
    from: 'Von (Tag)',
    to: 'Bis (Tag)',
    find: 'Suchen',
    export: 'Als CSV exportieren',
    exported: 'Der Export ist heruntergeladen.',
    list: 'Einträge',
    at: 'Zeit (Berlin)',
    who: 'Akteur',
    reason: 'Grund',
    details: 'Details',
    none: 'Keine Einträge.',
  },
  en: {
    heading: 'Audit log',
    intro:
      'Every action in the operator console and every security event, append-only. Each row carries its predecessor’s hash; the check shows whether the chain is unbroken.',
    chain: 'Hash chain',
    intact: 'The hash chain is intact.',
    broken: 'The hash chain is broken from entry',
    checking: 'Checking the chain …',
    check: 'Check again',
    search: 'Search',
    action: 'Action',
    actionHint: 'Exact, or ending in a dot as a prefix (e.g. partner_key.)',
    actor: 'Operator (id or e-mail)',
    tenant: 'Tenant (key)',
    subject: 'Subject',
    from: 'From (day)',
    to: 'To (day)',
    find: 'Search',
    export: 'Export as CSV',
    exported: 'The export is downloaded.',
    list: 'Entries',
    at: 'Time (Berlin)',
    who: 'Actor',
    reason: 'Reason',
    details: 'Details',
    none: 'No entries.',
  },
};

/**
 * Who acted: an operator by name and e-mail address (the id is what the log keeps, and what the
 * search and export take too); anyone else by kind and id.
 */
function actorOf(row: AuditEntryView) {
  if (row.ActorName || row.ActorEmail)
    return (
      <>
        {row.ActorName}
        {row.ActorEmail && <span className="ops-actor-email">{row.ActorEmail}</span>}
      </>
    );
  return row.ActorId ? `${row.ActorKind} ${row.ActorId}` : row.ActorKind;
}

const EMPTY = { action: '', actor: '', tenant: '', subject: '', from: '', to: '' };
type Search = typeof EMPTY;
const LIMIT = 50;

/** The audit log: the chain's state, the search, a page of rows, the CSV export of what the search finds. */
export default function AuditScreen() {
  const t = useTexts(TEXTS);
  const [form, setForm] = useState<Search>(EMPTY);
  const [search, setSearch] = useState<Search>(EMPTY);
  const [offset, setOffset] = useState(0);
  const [page, setPage] = useState<{ Items: AuditEntryView[]; Total: number }>();
  const [error, setError] = useState<unknown>();
  const [chain, setChain] = useState<{ Intact: boolean; BrokenAt: number | null }>();
  const [done, setDone] = useState('');

  const checkChain = useCallback(async () => {
    setChain(undefined);
    try {
      setChain(await consoleFetch('protokoll/kette'));
    } catch (failure) {
      setError(failure);
    }
  }, []);
  useEffect(() => {
    void checkChain();
  }, [checkChain]);

  useEffect(() => {
    consoleFetch<{ Items: AuditEntryView[]; Total: number }>('protokoll', {
      query: { ...search, offset, limit: LIMIT },
    }).then(
      (answer) => {
        setPage(answer);
        setError(undefined);
      },
      (failure: unknown) => setError(failure),
    );
  }, [search, offset]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone('');
    setOffset(0);
    setSearch({ ...form });
  };
  const exportCsv = async () => {
    setDone('');
    try {
      const response = await consoleFetchRaw('protokoll/export', { query: { ...form } });
      await saveDownload(response, 'audit-log.csv');
      setDone(t.exported);
    } catch (failure) {
      setError(failure);
    }
  };
  const fields = fieldMessages(error);
  const set = (name: keyof Search) => (value: string) => setForm({ ...form, [name]: value });

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <section aria-labelledby="audit-chain" className="ops-panel">
        <h2 id="audit-chain">{t.chain}</h2>
        <p role="status">
          {!chain ? (
            t.checking
          ) : chain.Intact ? (
            <span className="ops-state-ok">{t.intact}</span>
          ) : (
            <span className="ops-state-bad">
              {t.broken} {chain.BrokenAt}.
            </span>
          )}
        </p>
        <button type="button" className="c-button c-button-secondary" onClick={checkChain}>
          {t.check}
        </button>
      </section>
      <section aria-labelledby="audit-search">
        <h2 id="audit-search">{t.search}</h2>
        <form className="ops-filters" onSubmit={submit} noValidate>
          <Field
            label={t.action}
            hint={t.actionHint}
            value={form.action}
            onChange={set('action')}
            error={fields.action}
          />
          <Field label={t.actor} value={form.actor} onChange={set('actor')} error={fields.actor} />
          <Field label={t.tenant} value={form.tenant} onChange={set('tenant')} error={fields.tenant} />
          <Field label={t.subject} value={form.subject} onChange={set('subject')} error={fields.subject} />
          <Field label={t.from} type="date" value={form.from} onChange={set('from')} error={fields.from} />
          <Field label={t.to} type="date" value={form.to} onChange={set('to')} error={fields.to} />
          <div className="c-actions">
            <button type="submit" className="c-button">
              {t.find}
            </button>
            <button type="button" className="c-button c-button-secondary" onClick={exportCsv}>
              {t.export}
            </button>
          </div>
        </form>
      </section>
      <Notice kind="error">
        {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
      </Notice>
      <Notice kind="success">{done || null}</Notice>
      {page && (
        <DataTable
          caption={`${t.list} (${page.Total})`}
          rows={page.Items}
          rowKey={(row) => row.Seq}
          empty={t.none}
          paging={{ offset, limit: LIMIT, total: page.Total, onOffset: setOffset }}
          columns={[
            { header: '#', cell: (row) => row.Seq, rowHeader: true },
            { header: t.at, cell: (row) => formatTime(row.At) },
            { header: t.action, cell: (row) => row.Action },
            { header: t.who, cell: actorOf },
            { header: t.tenant, cell: (row) => row.Tenant ?? '–' },
            { header: t.subject, cell: (row) => row.Subject ?? '–' },
            { header: t.reason, cell: (row) => row.Reason ?? '–' },
            {
              header: t.details,
              cell: (row) =>
                Object.keys(row.Details).length > 0 ? (
                  <code className="ops-json">{JSON.stringify(row.Details)}</code>
                ) : (
                  '–'
                ),
            },
          ]}
        />
      )}
    </>
  );
}
