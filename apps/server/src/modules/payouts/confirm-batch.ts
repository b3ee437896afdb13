import type { PayoutBatchDetails } from '@kwk/shared/operator/payouts.schemas';
import { mailPayees } from './payee-mails.ts';
import { batchDetails } from './payout-batch-view.ts';
import { type PayoutsContext, releasedBatch } from './payouts-context.ts';

/** The file for the bank, only once released (409 before); the download is audited. */
export function downloadBatchFile(
  ctx: PayoutsContext,
  operatorId: string,
  id: string,
): Promise<{ filename: string; xml: string }> {
  return ctx.inTransaction(async (tx) => {
    const row = releasedBatch(await ctx.repository.byId(tx, id));
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'payouts.download',
      tenantId: row.tenantId,
      subject: `payout_batch:${id}`,
      details: { messageId: row.messageId, sha256: row.sha256 },
    });
    return { filename: `${row.messageId}.xml`, xml: ctx.fileBox.open(row.fileSealed) };
  });
}

/**
 * The bank executed the file: its rewards become Ausgezahlt and each person is mailed. A
 * repeated confirmation finds the batch executed and changes nothing (no second mail).
 */
export function confirmBatch(
  ctx: PayoutsContext,
  operatorId: string,
  id: string,
  statement?: string,
): Promise<PayoutBatchDetails> {
  const { repository } = ctx;
  return ctx.inTransaction(async (tx) => {
    const row = releasedBatch(await repository.lock(tx, id));
    if (row.state === 'Ausgefuehrt') return batchDetails(ctx, tx, row, operatorId);
    const now = ctx.clock.now();
    const open = (await repository.items(tx, id)).filter((i) => !i.returnedAt);
    const paid = await ctx.credits.markPaid(
      tx,
      { tenantId: row.tenantId, ids: open.map((i) => i.creditId) },
      now,
    );
    await repository.markItemsPaid(tx, id, now);
    await ctx.lifecycleHooks.paid(tx, row.tenantId, paid, now);
    const changed = {
      state: 'Ausgefuehrt' as const,
      executedBy: operatorId,
      executedAt: now,
      statementReference: statement || null,
    };
    await repository.update(tx, id, changed);
    await mailPayees(ctx, tx, row.tenantId, await repository.payees(tx, paid), 'paid', now);
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'payouts.confirm',
      tenantId: row.tenantId,
      subject: `payout_batch:${id}`,
      details: { messageId: row.messageId, paid: paid.length, statement: statement || null },
    });
    return batchDetails(ctx, tx, { ...row, ...changed }, operatorId);
  });
}
