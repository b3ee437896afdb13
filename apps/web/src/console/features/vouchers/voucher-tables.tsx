import { displayDay } from '@kwk/shared/lifecycle/reward-expiry';
import type { VoucherPool, WaitingVouchers } from '@kwk/shared/operator/vouchers.schemas';
import { useTexts } from '../../lib/console-lang.ts';
import { DataTable } from '../../ui/data-table.tsx';
import { formatTime } from '../operations-ui/format.ts';
import { type Euro, fill, TEXTS } from './vouchers-texts.ts';

/** A pool's shop and validity, or what it still lacks before people read it all. */
function PoolDetails({ pool }: { pool: VoucherPool }) {
  const t = useTexts(TEXTS);
  const names = { Anbieter: t.missingShop, GueltigBis: t.missingDate, Einloesung: t.missingRedeem };
  const given = [pool.Anbieter, pool.GueltigBis && displayDay(pool.GueltigBis)].filter(Boolean).join(', ');
  return (
    <>
      {given && <span>{given}. </span>}
      {pool.Fehlt.length === 0 ? (
        <span className="c-stock-ok">{t.detailsComplete}</span>
      ) : (
        <span className="c-stock-low">
          {fill(t.missing, { list: pool.Fehlt.map((f) => names[f]).join(', ') })}
        </span>
      )}
    </>
  );
}

/** The pools with their stock, threshold, alert and details. */
export function PoolsTable({ pools, euro }: { pools: VoucherPool[]; euro: Euro }) {
  const t = useTexts(TEXTS);
  return (
    <DataTable
      caption={t.poolsCaption}
      rows={pools}
      rowKey={(p) => `${p.Mandant}-${p.WertCent}`}
      columns={[
        { header: t.tenant, cell: (p) => p.Mandant, rowHeader: true },
        { header: t.value, cell: (p) => euro(p.WertCent) },
        { header: t.free, cell: (p) => p.Frei },
        { header: t.issued, cell: (p) => p.Ausgegeben },
        {
          header: t.threshold,
          cell: (p) => `${p.Warnschwelle} (${p.EigeneWarnschwelle ? t.own : t.standard})`,
        },
        { header: t.waitingCount, cell: (p) => p.Wartend },
        { header: t.details, cell: (p) => <PoolDetails pool={p} /> },
        {
          header: t.state,
          cell: (p) => (
            <span className={p.Warnung ? 'c-stock-low' : 'c-stock-ok'}>{p.Warnung ? t.low : t.ok}</span>
          ),
        },
      ]}
    />
  );
}

/** The rewards waiting for a code: per tenant and value, then one by one. */
export function WaitingTables({ waiting, euro }: { waiting: WaitingVouchers; euro: Euro }) {
  const t = useTexts(TEXTS);
  return (
    <>
      <DataTable
        caption={t.groupsCaption}
        rows={waiting.Gruppen}
        rowKey={(g) => `${g.Mandant}-${g.WertCent}`}
        columns={[
          { header: t.tenant, cell: (g) => g.Mandant, rowHeader: true },
          { header: t.value, cell: (g) => euro(g.WertCent) },
          { header: t.count, cell: (g) => g.Anzahl },
          { header: t.oldest, cell: (g) => formatTime(g.AeltesteWahl) },
          { header: t.freeCodes, cell: (g) => g.Frei },
        ]}
      />
      <DataTable
        caption={t.rewardsCaption}
        rows={waiting.Praemien}
        rowKey={(r) => r.PraemieId}
        columns={[
          { header: t.reward, cell: (r) => <code>{r.PraemieId}</code>, rowHeader: true },
          { header: t.tenant, cell: (r) => r.Mandant },
          { header: t.value, cell: (r) => euro(r.WertCent) },
          { header: t.chosen, cell: (r) => formatTime(r.GewaehltAm) },
        ]}
      />
    </>
  );
}
