import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { PayoutBatchDetails, PayoutOverview } from '@kwk/shared/operator/payouts.schemas';
import { useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
import { useConsoleMutation, useConsoleQuery } from '../../lib/use-console-query.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { Notice } from '../../ui/notice.tsx';
import { formatTime } from '../operations-ui/format.ts';
import '../operations-ui/operations.css';
import './payouts.css';
import { BatchDetails } from './batch-details.tsx';
import { PAYOUT_TEXTS } from './payouts-texts.ts';

/**
 * Payouts for finance (issue 15): what waits per tenant, the batches with their state, and one
 * batch's details — prepare, release (four eyes, re-confirmed), download, confirm, book a return.
 */
export default function PayoutsScreen() {
  const t = useTexts(PAYOUT_TEXTS);
  const lang = useConsoleLang();
  const euro = (cents: number) => formatEuro(cents, lang);
  const overviewQuery = useConsoleQuery<PayoutOverview>('auszahlungen');
  const overview = overviewQuery.data;
  const { busy, error: changeError, run, done, setDone } = useConsoleMutation();
  const [selected, setSelected] = useState<PayoutBatchDetails>();
  const error = changeError ?? overviewQuery.error;

  const prepare = (tenant: string) => {
    setDone('');
    return run(async () => {
      const batch = await consoleFetch<PayoutBatchDetails>('auszahlungen', {
        method: 'POST',
        body: { Mandant: tenant },
      });
      setSelected(batch);
      setDone(t.prepared);
      await overviewQuery.reload();
    });
  };

  const open = (id: string) =>
    run(
      async () => {
        setSelected(await consoleFetch<PayoutBatchDetails>(`auszahlungen/${id}`));
        setDone('');
      },
      { busy: false },
    );

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done || null}</Notice>
      {overview && (
        <>
          <DataTable
            caption={t.ready}
            rows={overview.Bereit}
            rowKey={(r) => r.Mandant}
            empty={t.noneReady}
            columns={[
              { header: t.tenant, cell: (r) => r.Mandant, rowHeader: true },
              { header: t.count, cell: (r) => r.Anzahl },
              { header: t.sum, cell: (r) => euro(r.SummeCent) },
              {
                header: <span className="c-visually-hidden">{t.prepare}</span>,
                cell: (r) => (
                  <button
                    type="button"
                    className="c-button"
                    disabled={busy}
                    aria-label={`${t.prepare}: ${r.Mandant}`}
                    onClick={() => void prepare(r.Mandant)}
                  >
                    {t.prepare}
                  </button>
                ),
              },
            ]}
          />
          <DataTable
            caption={t.batches}
            rows={overview.Laeufe}
            rowKey={(b) => b.Id}
            empty={t.noBatches}
            columns={[
              { header: t.messageId, cell: (b) => <code>{b.Nachrichtenkennung}</code>, rowHeader: true },
              { header: t.tenant, cell: (b) => b.Mandant },
              { header: t.state, cell: (b) => t[b.Status] },
              { header: t.count, cell: (b) => b.Anzahl },
              { header: t.sum, cell: (b) => euro(b.SummeCent) },
              { header: t.preparedBy, cell: (b) => b.VorbereitetVon },
              { header: t.preparedAt, cell: (b) => formatTime(b.VorbereitetAm) },
              { header: t.releasedBy, cell: (b) => b.FreigegebenVon ?? '–' },
              { header: t.returns, cell: (b) => b.Rueckbuchungen },
              {
                header: <span className="c-visually-hidden">{t.open}</span>,
                cell: (b) => (
                  <button
                    type="button"
                    className="c-link"
                    aria-label={`${t.open}: ${b.Nachrichtenkennung}`}
                    onClick={() => void open(b.Id)}
                  >
                    {t.open}
                  </button>
                ),
              },
            ]}
          />
        </>
      )}
      {selected && (
        <BatchDetails
          key={selected.Id}
          batch={selected}
          onChanged={async (batch, message) => {
            setSelected(batch);
            setDone(message);
            await overviewQuery.reload();
          }}
          onClose={() => setSelected(undefined)}
        />
      )}
    </>
  );
}
