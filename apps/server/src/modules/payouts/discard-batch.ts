import type { PayoutBatchDetails } from '@kwk/shared/operator/payouts.schemas';
import { AppError } from '../../plugins/app-error.ts';
import { batchDetails } from './payout-batch-view.ts';
import { batchFacts, type PayoutsContext } from './payouts-context.ts';

/**
 * Discards a prepared batch before its release (issue 15), e.g. when finance spots a wrong
 * transfer while checking it: the batch stays as Verworfen for the record, its items are freed
 * and the recipients' shares it took are ready again, so the next batch takes them all. A
 * released batch may be at the bank already: 409. Audited with the reason.
 */
export function discardBatch(
  ctx: PayoutsContext,
  operatorId: string,
  id: string,
  reason: string,
): Promise<PayoutBatchDetails> {
  const { repository } = ctx;
  return ctx.inTransaction(async (tx) => {
    const row = await repository.lock(tx, id);
    if (!row) throw new AppError('payouts.not_found');
    if (row.state !== 'Vorbereitet') throw new AppError('payouts.not_discardable');
    const now = ctx.clock.now();
    const items = await repository.items(tx, id);
    await repository.freeItems(tx, id, { at: now, by: operatorId, reason });
    await ctx.credits.releaseRecipientTransfers(
      tx,
      {
        tenantId: row.tenantId,
        ids: items.filter((i) => i.beneficiary === 'Empfaenger').map((i) => i.creditId),
      },
      now,
    );
    await repository.update(tx, id, { state: 'Verworfen' });
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'payouts.discard',
      tenantId: row.tenantId,
      subject: `payout_batch:${id}`,
      reason,
      details: batchFacts(row),
    });
    return batchDetails(ctx, tx, { ...row, state: 'Verworfen' }, operatorId);
  });
}
