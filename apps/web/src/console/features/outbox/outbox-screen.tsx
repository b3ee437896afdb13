import type { OutboxItem } from '@kwk/shared/operator/outbox.schemas';
import { type FormEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { DataTable, queryPaging } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { SelectField } from '../operations-ui/select-field.tsx';

const TEXTS = {
  de: {
    heading: 'Postausgang',
    intro:
      'Alle E-Mails des Portals mit ihrem Zustand. Empfänger erscheinen gekürzt; der Text einer E-Mail wird nie gezeigt, weil Anmeldelinks darin Schlüssel tragen.',
    status: 'Zustand',
    allStates: 'Alle Zustände',
    pending: 'wartend',
    sent: 'gesendet',
    failed: 'fehlgeschlagen',
    tenant: 'Mandant',
    allTenants: 'Alle Mandanten',
    /** A mail of the console to an operator, who belongs to no tenant. */
    noTenant: 'Betriebskonsole',
    show: 'Anzeigen',
    counts: 'Anzahl je Zustand',
    count: 'Anzahl',
    list: 'E-Mails',
    created: 'Erstellt',
    template: 'Vorlage',
    subject: 'Betreff',
    to: 'Empfänger',
    attempts: 'Versuche',
    lastError: 'Letzter Fehler',
    actions: 'Aktionen',
    details: 'Details',
    retry: 'Erneut senden',
    none: 'Keine E-Mails.',
    detailHeading: 'E-Mail',
    sentAt: 'Gesendet',
    nextAttempt: 'Nächster Versuch',
    close: 'Schließen',
    retried: 'Die E-Mail wird erneut gesendet.',
  },
  en: {
    heading: 'Outbox',
    intro:
      'Every mail of the portal with its state. Recipients appear shortened; a mail’s text is never shown, as sign-in links in it carry keys.',
    status: 'State',
    allStates: 'All states',
    pending: 'pending',
    sent: 'sent',
    failed: 'failed',
    tenant: 'Tenant',
    allTenants: 'All tenants',
    noTenant: 'Operator console',
    show: 'Show',
    counts: 'Count per state',
    count: 'Count',
    list: 'Mails',
    created: 'Created',
    template: 'Template',
    subject: 'Subject',
    to: 'Recipient',
    attempts: 'Attempts',
    lastError: 'Last error',
    actions: 'Actions',
    details: 'Details',
    retry: 'Send again',
    none: 'No mails.',
    detailHeading: 'Mail',
    sentAt: 'Sent',
    nextAttempt: 'Next attempt',
    close: 'Close',
    retried: 'The mail will be sent again.',
  },
};

interface ListAnswer {
  Items: OutboxItem[];
  Total: number;
  Counts: { pending: number; sent: number; failed: number };
  Tenants: { Key: string; Name: string }[];
}
const LIMIT = 25;
const STATES = ['pending', 'sent', 'failed'] as const;

/** The mail outbox: filter by state and tenant, details, send a failed mail again. */
export default function OutboxScreen() {
  const t = useTexts(TEXTS);
  const [status, setStatus] = useState('');
  const [tenant, setTenant] = useState('');
  const [query, setQuery] = useState({ status: '', tenant: '', offset: 0 });
  const [data, setData] = useState<ListAnswer>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');
  const [open, setOpen] = useState<string>();

  const load = useCallback(async () => {
    try {
      setData(await consoleFetch<ListAnswer>('postausgang', { query: { ...query, limit: LIMIT } }));
    } catch (failure) {
      setError(failure);
    }
  }, [query]);
  useEffect(() => {
    void load();
  }, [load]);

  const retry = async (mail: OutboxItem) => {
    setError(undefined);
    setDone('');
    try {
      await consoleFetch(`postausgang/${mail.Id}/wiederholung`, { method: 'POST' });
      setDone(`${t.retried} (${mail.Subject})`);
      await load();
    } catch (failure) {
      setError(failure);
    }
  };

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <form
        className="ops-filters"
        onSubmit={(e: FormEvent) => {
          e.preventDefault();
          setQuery({ status, tenant, offset: 0 });
        }}
      >
        <SelectField
          label={t.status}
          value={status}
          onChange={setStatus}
          options={[{ value: '', label: t.allStates }, ...STATES.map((s) => ({ value: s, label: t[s] }))]}
        />
        <SelectField
          label={t.tenant}
          value={tenant}
          onChange={setTenant}
          options={[
            { value: '', label: t.allTenants },
            ...(data?.Tenants ?? []).map((x) => ({ value: x.Key, label: `${x.Name} (${x.Key})` })),
          ]}
        />
        <div className="c-field">
          <button type="submit" className="c-button">
            {t.show}
          </button>
        </div>
      </form>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done || null}</Notice>
      {data && (
        <>
          <DataTable
            caption={t.counts}
            rows={STATES}
            rowKey={(state) => state}
            columns={[
              { header: t.status, cell: (state) => t[state], rowHeader: true },
              { header: t.count, cell: (state) => data.Counts[state] },
            ]}
          />
          <DataTable
            caption={`${t.list} (${data.Total})`}
            rows={data.Items}
            rowKey={(mail) => mail.Id}
            empty={t.none}
            paging={queryPaging(query, setQuery, LIMIT, data.Total)}
            columns={[
              { header: t.created, cell: (mail) => formatTime(mail.CreatedAt) },
              { header: t.tenant, cell: (mail) => mail.Tenant ?? t.noTenant },
              { header: t.template, cell: (mail) => mail.Template },
              { header: t.subject, cell: (mail) => mail.Subject, rowHeader: true },
              { header: t.to, cell: (mail) => mail.To },
              { header: t.status, cell: (mail) => t[mail.Status] },
              { header: t.attempts, cell: (mail) => mail.Attempts },
              { header: t.lastError, cell: (mail) => mail.LastError ?? '–' },
              {
                header: t.actions,
                cell: (mail) => (
                  <span className="c-actions">
                    <button
                      type="button"
                      className="c-link"
                      aria-label={`${t.details}: ${mail.Subject}, ${formatTime(mail.CreatedAt)}`}
                      onClick={() => setOpen(mail.Id)}
                    >
                      {t.details}
                    </button>
                    {mail.Status === 'failed' && (
                      <button
                        type="button"
                        className="c-link"
                        aria-label={`${t.retry}: ${mail.Subject}, ${formatTime(mail.CreatedAt)}`}
                        onClick={() => retry(mail)}
                      >
                        {t.retry}
                      </button>
                    )}
                  </span>
                ),
              },
            ]}
          />
        </>
      )}
      {open && <MailDetail key={open} id={open} onClose={() => setOpen(undefined)} />}
    </>
  );
}

/** One mail with its whole address (the operator opened it), never its text. */
function MailDetail({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useTexts(TEXTS);
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [mail, setMail] = useState<OutboxItem>();
  const [error, setError] = useState<unknown>();
  useEffect(() => {
    consoleFetch<OutboxItem>(`postausgang/${id}`).then((found) => {
      setMail(found);
      heading.current?.focus();
    }, setError);
  }, [id]);
  return (
    <section className="ops-panel" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {t.detailHeading}
        {mail ? `: ${mail.Subject}` : ''}
      </h2>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {mail && (
        <dl className="ops-dl">
          <dt>{t.to}</dt>
          <dd>{mail.To}</dd>
          <dt>{t.tenant}</dt>
          <dd>{mail.Tenant ?? t.noTenant}</dd>
          <dt>{t.template}</dt>
          <dd>{mail.Template}</dd>
          <dt>{t.status}</dt>
          <dd>{t[mail.Status]}</dd>
          <dt>{t.attempts}</dt>
          <dd>{mail.Attempts}</dd>
          <dt>{t.lastError}</dt>
          <dd>{mail.LastError ?? '–'}</dd>
          <dt>{t.created}</dt>
          <dd>{formatTime(mail.CreatedAt)}</dd>
          <dt>{t.sentAt}</dt>
          <dd>{formatTime(mail.SentAt)}</dd>
          <dt>{t.nextAttempt}</dt>
          <dd>{formatTime(mail.NextAttemptAt)}</dd>
        </dl>
      )}
      <div className="c-actions">
        <button type="button" className="c-button c-button-secondary" onClick={onClose}>
          {t.close}
        </button>
      </div>
    </section>
  );
}
