import type { OutboxItem } from '@kwk/shared/operator/outbox.schemas';
import { useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable, queryPaging } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useListFilter } from '../../ui/use-list-filter.ts';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { FilterForm, TenantFilter } from '../operations-ui/filter-form.tsx';
import { MailDetail } from './mail-detail.tsx';
import { TEXTS } from './outbox-texts.ts';

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
  const filter = useListFilter({ status: '', tenant: '' });
  const { query, setQuery } = filter;
  const [open, setOpen] = useState<string>();
  const list = useConsoleQuery<ListAnswer>('postausgang', { query: { ...query, limit: LIMIT } });
  const action = useConsoleMutation();
  const { data } = list;
  const error = action.error ?? list.error;

  const retry = (mail: OutboxItem) =>
    action.run(
      async () => {
        await consoleFetch(`postausgang/${mail.Id}/wiederholung`, { method: 'POST' });
        action.setDone(`${t.retried} (${mail.Subject})`);
        await list.reload();
      },
      { busy: false },
    );

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <FilterForm submit={t.show} onApply={filter.apply}>
        <SelectField
          label={t.status}
          {...filter.bind('status')}
          options={[{ value: '', label: t.allStates }, ...STATES.map((s) => ({ value: s, label: t[s] }))]}
        />
        <TenantFilter
          label={t.tenant}
          all={t.allTenants}
          tenants={data?.Tenants ?? []}
          {...filter.bind('tenant')}
        />
      </FilterForm>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{action.done || null}</Notice>
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
