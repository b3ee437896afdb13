import { useState } from 'react';
import { consoleErrorText } from '../../lib/console-api.ts';
import { useTexts } from '../../lib/console-lang.ts';
import { useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable, queryPaging } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { useListFilter } from '../../ui/use-list-filter.ts';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import { SelectField } from '../../ui/select-and-text-area-fields.tsx';
import { FilterForm, TenantFilter } from '../operations-ui/filter-form.tsx';
import { DeadLetterPanel } from './dead-letter-panel.tsx';
import { TEXTS } from './dead-letters-texts.ts';

interface Item {
  Tenant: string;
  EventId: string;
  Type: string | null;
  Reason: string;
  ReceivedAt: string;
  Fixed: boolean;
  Replays: number;
}
interface ListAnswer {
  Items: Item[];
  Total: number;
  Counts: { Reason: string; Count: number }[];
  Tenants: { Key: string; Name: string }[];
}
const LIMIT = 25;

/** The dead-letter queue: counts per reason, the list, and one event to fix and replay. */
export default function DeadLettersScreen() {
  const t = useTexts(TEXTS);
  const filter = useListFilter({ tenant: '', reason: '' });
  const { query, setQuery } = filter;
  const [open, setOpen] = useState<{ tenant: string; eventId: string }>();
  const list = useConsoleQuery<ListAnswer>('unzustellbare-events', {
    query: { tenant: query.tenant, reason: query.reason, offset: query.offset, limit: LIMIT },
  });
  const { data, error } = list;

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <FilterForm submit={t.filter} onApply={filter.apply}>
        <TenantFilter
          label={t.tenant}
          all={t.allTenants}
          tenants={data?.Tenants ?? []}
          {...filter.bind('tenant')}
        />
        <SelectField
          label={t.reason}
          {...filter.bind('reason')}
          options={[
            { value: '', label: t.allReasons },
            ...(data?.Counts ?? []).map((c) => ({ value: c.Reason, label: c.Reason })),
          ]}
        />
      </FilterForm>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      {data && (
        <>
          <DataTable
            caption={t.counts}
            rows={data.Counts}
            rowKey={(c) => c.Reason}
            columns={[
              { header: t.reason, cell: (c) => c.Reason, rowHeader: true },
              { header: t.count, cell: (c) => c.Count },
            ]}
          />
          <DataTable
            caption={`${t.list} (${data.Total})`}
            rows={data.Items}
            rowKey={(item) => `${item.Tenant}/${item.EventId}`}
            empty={t.none}
            paging={queryPaging(query, setQuery, LIMIT, data.Total)}
            columns={[
              { header: t.tenant, cell: (item) => item.Tenant },
              { header: t.eventId, cell: (item) => item.EventId, rowHeader: true },
              { header: t.type, cell: (item) => item.Type ?? '–' },
              { header: t.reason, cell: (item) => item.Reason },
              { header: t.received, cell: (item) => formatTime(item.ReceivedAt) },
              { header: t.fixed, cell: (item) => (item.Fixed ? t.yes : t.no) },
              { header: t.replays, cell: (item) => item.Replays },
              {
                header: t.action,
                cell: (item) => (
                  <button
                    type="button"
                    className="c-link"
                    aria-label={`${t.open}: ${item.EventId}`}
                    onClick={() => setOpen({ tenant: item.Tenant, eventId: item.EventId })}
                  >
                    {t.open}
                  </button>
                ),
              },
            ]}
          />
        </>
      )}
      {open && (
        <DeadLetterPanel
          key={`${open.tenant}/${open.eventId}`}
          tenant={open.tenant}
          eventId={open.eventId}
          onChanged={list.reload}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}
