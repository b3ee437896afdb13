import type {
  PayoutBatch,
  PayoutBatchDetails,
  PayoutItem,
  PayoutOverview,
} from '@kwk/shared/operator/payouts.schemas';
import { maskIban } from '@kwk/shared/recipients/iban';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { PayoutBatchRow, PayoutItemRow } from './payouts.repository.ts';
import type { PayoutsContext } from './payouts-context.ts';

async function toBatches(ctx: PayoutsContext, tx: Db, rows: PayoutBatchRow[]): Promise<PayoutBatch[]> {
  const { repository, tenantKey } = ctx;
  const names = await ctx.operatorNames.namesOf(
    rows.flatMap((r) => [r.preparedBy, r.releasedBy]),
    tx,
  );
  const returned = new Map(
    (
      await repository.returnedCounts(
        tx,
        rows.map((r) => r.id),
      )
    ).map((r) => [r.batchId, r.n]),
  );
  return Promise.all(
    rows.map(async (row) => ({
      Id: row.id,
      Mandant: await tenantKey(row.tenantId, tx),
      Nachrichtenkennung: row.messageId,
      Status: row.state,
      Anzahl: row.count,
      SummeCent: row.controlSumCents,
      Sha256: row.sha256,
      VorbereitetVon: names.get(row.preparedBy) ?? '',
      VorbereitetAm: row.preparedAt.toISOString(),
      FreigegebenVon: row.releasedBy ? (names.get(row.releasedBy) ?? '') : null,
      FreigegebenAm: row.releasedAt?.toISOString() ?? null,
      AusgefuehrtAm: row.executedAt?.toISOString() ?? null,
      Kontoauszug: row.statementReference,
      // A discarded batch's freed items are no returns.
      Rueckbuchungen: row.state === 'Verworfen' ? 0 : (returned.get(row.id) ?? 0),
    })),
  );
}

const toItem = (
  ctx: PayoutsContext,
  row: PayoutItemRow,
  discarded: boolean,
  returnedBefore?: { at: Date },
): PayoutItem => ({
  Id: row.id,
  Beguenstigter: row.beneficiary,
  Kontoinhaber: row.holder,
  IbanMaskiert: maskIban(ctx.ibanBox.open(row.ibanSealed)),
  BetragCent: row.cents,
  Status: discarded ? 'Verworfen' : row.returnedAt ? 'Zurueckgebucht' : row.paidAt ? 'Ausgezahlt' : 'Offen',
  Rueckbuchungsgrund: row.returnReason,
  ErneutNachRueckbuchungAm: returnedBefore?.at.toISOString() ?? null,
});

/** Whether `operatorId` booked the return of a transfer the batch pays again (then they may not release it). */
export const bookedAReturnOf = (earlier: Map<string, { by: string | null }>, operatorId: string) =>
  [...earlier.values()].some((r) => r.by === operatorId);

/** A batch with its items as `operatorId` sees it (whether they may release it). */
export async function batchDetails(
  ctx: PayoutsContext,
  tx: Db,
  row: PayoutBatchRow,
  operatorId: string,
): Promise<PayoutBatchDetails> {
  const [batch] = await toBatches(ctx, tx, [row]);
  const earlier = await ctx.repository.earlierReturns(tx, row.id);
  return {
    ...batch!,
    Posten: (await ctx.repository.items(tx, row.id)).map((i) =>
      toItem(ctx, i, row.state === 'Verworfen', earlier.get(i.id)),
    ),
    DarfFreigeben:
      row.state === 'Vorbereitet' && row.preparedBy !== operatorId && !bookedAReturnOf(earlier, operatorId),
  };
}

/** One batch by id (404 when there is none). */
export async function showBatch(
  ctx: PayoutsContext,
  operatorId: string,
  id: string,
): Promise<PayoutBatchDetails> {
  const row = await ctx.repository.byId(ctx.db, id);
  if (!row) throw new AppError('payouts.not_found');
  return batchDetails(ctx, ctx.db, row, operatorId);
}

/** What is ready to pay per tenant, and every batch. */
export async function payoutOverview(ctx: PayoutsContext): Promise<PayoutOverview> {
  const { db, repository, tenantKey } = ctx;
  const ready = await repository.payableSummary(db);
  return {
    Bereit: (
      await Promise.all(
        ready.map(async (r) => ({
          Mandant: await tenantKey(r.tenantId),
          Anzahl: r.count,
          SummeCent: r.cents,
        })),
      )
    ).sort((a, b) => a.Mandant.localeCompare(b.Mandant)),
    Laeufe: await toBatches(ctx, db, await repository.list(db)),
  };
}
