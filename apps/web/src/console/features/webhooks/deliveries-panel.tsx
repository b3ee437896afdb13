import type { WebhookDeliveryView, WebhookEndpointView } from '@kwk/shared/operator/webhooks.schemas';
import { useEffect, useId, useRef, useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { fillText } from '../../lib/fill-text.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable, queryPaging } from '../../ui/data-table.tsx';
import { Field } from '../../ui/field.tsx';
import { Notice } from '../../ui/notice.tsx';
import { SecondaryButton } from '../../ui/secondary-button.tsx';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { formatTime } from '../operations-ui/format.ts';
import { type Run, TEXTS } from './webhooks-texts.ts';

const LIMIT = 25;

/** An endpoint's deliveries: state, attempts, answer, time, first bytes; resend one or all failed since a time. */
export function DeliveriesPanel({
  endpoint,
  canManage,
  run,
  onClose,
}: {
  endpoint: WebhookEndpointView;
  canManage: boolean;
  run: Run;
  onClose: () => void;
}) {
  const t = useTexts(TEXTS);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [query, setQuery] = useState({ offset: 0 });
  const [since, setSince] = useState('');
  const list = useConsoleQuery<{ Items: WebhookDeliveryView[]; Total: number }>(
    `webhooks/${endpoint.Id}/lieferungen`,
    { query: { ...query, limit: LIMIT } },
  );
  const action = useConsoleMutation();
  useEffect(() => heading.current?.focus(), []);
  const error = action.error ?? list.error;

  const act = (call: () => Promise<string>) =>
    action.run(async () => {
      action.setDone(await run(call));
      await list.reload();
    });
  const resend = (delivery: WebhookDeliveryView) =>
    act(async () => {
      await consoleFetch(`webhooks/${endpoint.Id}/lieferungen/${delivery.Id}/wiederholung`, {
        method: 'POST',
      });
      return t.resent;
    });
  const resendFailed = () =>
    act(async () => {
      const answer = await consoleFetch<{ Count: number }>(`webhooks/${endpoint.Id}/wiederholung`, {
        method: 'POST',
        body: { Since: since ? new Date(since).toISOString() : '' },
      });
      return fillText(t.resendFailedDone, { count: String(answer.Count) });
    });

  return (
    <section className="ops-panel" aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`} ref={heading} tabIndex={-1}>
        {t.deliveriesHeading} {endpoint.Url} ({endpoint.Tenant})
      </h2>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{action.done || null}</Notice>
      {list.data && (
        <DataTable
          caption={`${t.deliveries} (${list.data.Total})`}
          rows={list.data.Items}
          rowKey={(d) => d.Id}
          empty={t.noDeliveries}
          paging={queryPaging(query, setQuery, LIMIT, list.data.Total)}
          columns={[
            { header: t.created, cell: (d) => formatTime(d.CreatedAt) },
            { header: t.eventType, cell: (d) => <code>{d.EventType}</code>, rowHeader: true },
            { header: t.referral, cell: (d) => d.ReferralNumber ?? '–' },
            {
              header: t.status,
              cell: (d) =>
                d.Status === 'pending' && d.NextAttemptAt
                  ? `${t.pending} (${t.nextAttempt} ${formatTime(d.NextAttemptAt)})`
                  : t[d.Status],
            },
            { header: t.attempts, cell: (d) => d.Attempts },
            { header: t.code, cell: (d) => d.LastStatusCode ?? '–' },
            { header: t.latency, cell: (d) => (d.LastLatencyMs === null ? '–' : `${d.LastLatencyMs} ms`) },
            { header: t.response, cell: (d) => (d.LastResponse ? <code>{d.LastResponse}</code> : '–') },
            canManage && {
              header: t.actions,
              cell: (d) =>
                d.Status !== 'pending' && (
                  <button
                    type="button"
                    className="c-link"
                    aria-label={`${t.resend}: ${d.EventType}, ${formatTime(d.CreatedAt)}`}
                    onClick={() => resend(d)}
                  >
                    {t.resend}
                  </button>
                ),
            },
          ]}
        />
      )}
      {canManage && (
        <form
          className="ops-filters"
          aria-label={t.resendFailedHeading}
          onSubmit={(event) => {
            event.preventDefault();
            void resendFailed();
          }}
        >
          <Field label={t.since} type="datetime-local" value={since} onChange={setSince} />
          <div className="c-field">
            <SubmitButton busy={action.busy}>{t.resendFailed}</SubmitButton>
          </div>
        </form>
      )}
      <div className="c-actions">
        <SecondaryButton onClick={onClose}>{t.close}</SecondaryButton>
      </div>
    </section>
  );
}
