import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { PayoutBatchDetails, PayoutOverview } from '@kwk/shared/operator/payouts.schemas';
import { useCallback, useEffect, useState } from 'react';
import { consoleErrorText, consoleFetch } from '../../lib/console-api.ts';
import { useConsoleLang, useTexts } from '../../lib/console-lang.ts';
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
  const [overview, setOverview] = useState<PayoutOverview>();
  const [selected, setSelected] = useState<PayoutBatchDetails>();
  const [error, setError] = useState<unknown>();
  const [done, setDone] = useState('');
  const [busy, setBusy] = useState(false);

  const load = useCallback(async () => {
    try {
      setOverview(await consoleFetch<PayoutOverview>('auszahlungen'));
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  async function prepare(tenant: string) {
    setBusy(true);
    setDone('');
    try {
      const batch = await consoleFetch<PayoutBatchDetails>('auszahlungen', {
        method: 'POST',
        body: { Mandant: tenant },
      });
      setSelected(batch);
      setDone(t.prepared);
      setError(undefined);
      await load();
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  }

  async function open(id: string) {
    try {
      setSelected(await consoleFetch<PayoutBatchDetails>(`auszahlungen/${id}`));
      setDone('');
      setError(undefined);
    } catch (failure) {
      setError(failure);
    }
  }

  return (
    <>
      <h1>{t.heading}</h1>
      <p>{t.intro}</p>
      <Notice kind="error">{error ? consoleErrorText(error) : null}</Notice>
      <Notice kind="success">{done || null}</Notice>
      {overview && (
        <>
          <div className="c-table-wrap">
            <table className="c-table">
              <caption>{t.ready}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.tenant}</th>
                  <th scope="col">{t.count}</th>
                  <th scope="col">{t.sum}</th>
                  <th scope="col">
                    <span className="payouts-hidden">{t.prepare}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {overview.Bereit.map((r) => (
                  <tr key={r.Mandant}>
                    <th scope="row">{r.Mandant}</th>
                    <td>{r.Anzahl}</td>
                    <td>{euro(r.SummeCent)}</td>
                    <td>
                      <button
                        type="button"
                        className="c-button"
                        disabled={busy}
                        aria-label={`${t.prepare}: ${r.Mandant}`}
                        onClick={() => void prepare(r.Mandant)}
                      >
                        {t.prepare}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {overview.Bereit.length === 0 && <p>{t.noneReady}</p>}
          <div className="c-table-wrap">
            <table className="c-table">
              <caption>{t.batches}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.messageId}</th>
                  <th scope="col">{t.tenant}</th>
                  <th scope="col">{t.state}</th>
                  <th scope="col">{t.count}</th>
                  <th scope="col">{t.sum}</th>
                  <th scope="col">{t.preparedBy}</th>
                  <th scope="col">{t.preparedAt}</th>
                  <th scope="col">{t.releasedBy}</th>
                  <th scope="col">{t.returns}</th>
                  <th scope="col">
                    <span className="payouts-hidden">{t.open}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {overview.Laeufe.map((b) => (
                  <tr key={b.Id}>
                    <th scope="row">
                      <code>{b.Nachrichtenkennung}</code>
                    </th>
                    <td>{b.Mandant}</td>
                    <td>{t[b.Status]}</td>
                    <td>{b.Anzahl}</td>
                    <td>{euro(b.SummeCent)}</td>
                    <td>{b.VorbereitetVon}</td>
                    <td>{formatTime(b.VorbereitetAm)}</td>
                    <td>{b.FreigegebenVon ?? '–'}</td>
                    <td>{b.Rueckbuchungen}</td>
                    <td>
                      <button
                        type="button"
                        className="c-link"
                        aria-label={`${t.open}: ${b.Nachrichtenkennung}`}
                        onClick={() => void open(b.Id)}
                      >
                        {t.open}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {overview.Laeufe.length === 0 && <p>{t.noBatches}</p>}
        </>
      )}
      {selected && (
        <BatchDetails
          key={selected.Id}
          batch={selected}
          onChanged={async (batch, message) => {
            setSelected(batch);
            setDone(message);
            await load();
          }}
          onClose={() => setSelected(undefined)}
        />
      )}
    </>
  );
}
