import type { AuditChainView, AuditEntryView } from '@kwk/shared/operator/audit-log.schemas';
import { type FormEvent, useState } from 'react';
import { consoleErrorText, fieldMessages } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable, queryPaging } from '../../ui/data-table.tsx';
import { downloadFile } from '../../ui/download.ts';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useListFilter } from '../../ui/use-list-filter.ts';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
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
  const { values, set, query, setQuery } = useListFilter<Search>(EMPTY);
  // The chain alone, or against an anchor printed earlier (the daily log line, an export's row).
  const [anchor, setAnchor] = useState('');
  const [checked, setChecked] = useState('');
  const chainQuery = useConsoleQuery<AuditChainView>('protokoll/kette', { query: { anchor: checked } });
  const list = useConsoleQuery<{ Items: AuditEntryView[]; Total: number }>('protokoll', {
    query: { ...query, limit: LIMIT },
  });
  const exporting = useConsoleMutation();
  // A check under way or refused shows no verdict (not the last one).
  const chain = chainQuery.loading || chainQuery.error ? undefined : chainQuery.data;
  const anchorError = fieldMessages(chainQuery.error).anchor;

  /** Checks the chain against the anchor; the same anchor again reads the chain anew. */
  const check = (event: FormEvent) => {
    event.preventDefault();
    if (anchor === checked) void chainQuery.reload();
    else setChecked(anchor);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    exporting.setDone('');
    const next = { ...values, offset: 0 };
    // The same search again reads the log anew (new entries since).
    if (JSON.stringify(next) === JSON.stringify(query)) void list.reload();
    else setQuery(next);
  };
  const exportCsv = () =>
    exporting.run(async () => {
      await downloadFile('protokoll/export', 'audit-log.csv', { query: { ...values } });
      exporting.setDone(t.exported);
    });
  const error = exporting.error ?? list.error ?? (anchorError ? undefined : chainQuery.error);
  const fields = fieldMessages(error);
  const page = list.data;

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
        <form onSubmit={check} noValidate>
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
            value={values.action}
            onChange={set('action')}
            error={fields.action}
          />
          <Field label={t.actor} value={values.actor} onChange={set('actor')} error={fields.actor} />
          <Field label={t.tenant} value={values.tenant} onChange={set('tenant')} error={fields.tenant} />
          <Field label={t.subject} value={values.subject} onChange={set('subject')} error={fields.subject} />
          <Field label={t.from} type="date" value={values.from} onChange={set('from')} error={fields.from} />
          <Field label={t.to} type="date" value={values.to} onChange={set('to')} error={fields.to} />
          <div className="c-actions">
            <SubmitButton>{t.find}</SubmitButton>
            <SecondaryButton onClick={exportCsv}>{t.export}</SecondaryButton>
          </div>
        </form>
      </section>
      <Notice kind="error">
        {error && Object.keys(fields).length === 0 ? consoleErrorText(error) : null}
      </Notice>
      <Notice kind="success">{exporting.done || null}</Notice>
      {page && (
        <DataTable
          caption={`${t.list} (${page.Total})`}
          rows={page.Items}
          rowKey={(row) => row.Seq}
          empty={t.none}
          paging={queryPaging(query, setQuery, LIMIT, page.Total)}
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
