import type { AuditChainView, AuditEntryView } from '@kwk/shared/operator/audit-log.schemas';
import { type FormEvent, useCallback, useEffect, useState } from 'react';
import { consoleErrorText, consoleFetch, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { downloadFile } from '../../ui/download.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { TEXTS } from './audit-texts.ts';

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
  const [chain, setChain] = useState<AuditChainView>();
  const [anchor, setAnchor] = useState('');
  const [anchorError, setAnchorError] = useState<string>();
  const [done, setDone] = useState('');

  // The chain alone, or against an anchor printed earlier (the daily log line, an export's row).
  const checkChain = useCallback(async (against: string) => {
    setChain(undefined);
    setAnchorError(undefined);
    try {
      setChain(await consoleFetch<AuditChainView>('protokoll/kette', { query: { anchor: against } }));
    } catch (failure) {
      const atField = fieldMessages(failure).anchor;
      if (atField) setAnchorError(atField);
      else setError(failure);
    }
  }, []);
  useEffect(() => {
    void checkChain('');
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
      await downloadFile('protokoll/export', 'audit-log.csv', { query: { ...form } });
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
            anchorError ? null : (
              t.checking
            )
          ) : chain.State === 'intact' ? (
            <span className="ops-state-ok">
              {chain.AnchoredRows === null
                ? t.intact
                : t.intactAnchored.replace('{anchored}', String(chain.AnchoredRows))}
            </span>
          ) : chain.State === 'truncated' ? (
            <span className="ops-state-bad">
              {t.truncated
                .replace('{rows}', String(chain.Rows))
                .replace('{anchored}', String(chain.AnchoredRows ?? '–'))}
            </span>
          ) : (
            <span className="ops-state-bad">
              {t.broken} {chain.BrokenAt}.
            </span>
          )}
        </p>
        {chain?.Anchor && (
          <p>
            {t.anchorNow} <code className="ops-json">{chain.Anchor}</code>
          </p>
        )}
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void checkChain(anchor);
          }}
          noValidate
        >
          <Field
            label={t.anchor}
            hint={t.anchorHint}
            value={anchor}
            onChange={setAnchor}
            error={anchorError}
          />
          <button type="submit" className="c-button c-button-secondary">
            {t.check}
          </button>
        </form>
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
