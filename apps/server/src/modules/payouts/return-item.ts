import type { PayoutBatchDetails } from '@kwk/shared/operator/payouts.schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { mailPayees } from './payee-mails.ts';
import { batchDetails } from './payout-batch-view.ts';
import type { Payee, PayoutItemRow } from './payouts.repository.ts';
import { type PayoutsContext, releasedBatch } from './payouts-context.ts';

/**
 * The returned account is cleared so it is not offered again: the recipient's always; the
 * referrer's saved account when it is the returned one (matched by identity; one changed since
 * stays). Whether the referrer's saved account went.
 */
async function forgetReturnedAccounts(
  ctx: PayoutsContext,
  tx: Db,
  tenantId: string,
  item: PayoutItemRow,
  payees: Payee[],
): Promise<boolean> {
  let savedAccountRemoved = false;
  for (const payee of payees) {
    if (payee.beneficiary === 'Empfaenger' && payee.recipientId)
      await ctx.recipientAccounts.clear(tx, tenantId, payee.recipientId);
    if (payee.beneficiary === 'Empfehler' && payee.referrerId)
      savedAccountRemoved = await ctx.bankData.removeIfIdentity(tx, {
        referrerId: payee.referrerId,
        tenantId,
        ibanIdentity: ctx.referrerAccounts.identity(ctx.ibanBox.open(item.ibanSealed)),
      });
  }
  return savedAccountRemoved;
}

/** A returned transfer (wrong account): the reward is ready again and the person enters bank data again. */
export function returnItem(
  ctx: PayoutsContext,
  operatorId: string,
  id: string,
  itemId: string,
  reason: string,
): Promise<PayoutBatchDetails> {
  const { repository } = ctx;
  return ctx.inTransaction(async (tx) => {
    const row = releasedBatch(await repository.lock(tx, id));
    const item = (await repository.items(tx, id)).find((i) => i.id === itemId);
    if (!item) throw new AppError('payouts.item_not_found');
    if (item.returnedAt) throw new AppError('payouts.already_returned');
    const now = ctx.clock.now();
    // Whom it paid, read before the return clears the choice: whether it was chosen at a pickup.
    const payees = await repository.payees(tx, [item.creditId]);
    await ctx.credits.returnToBankData(tx, { tenantId: row.tenantId, id: item.creditId }, now);
    await repository.markItemReturned(tx, item.id, { at: now, by: operatorId, reason });
    const savedAccountRemoved = await forgetReturnedAccounts(ctx, tx, row.tenantId, item, payees);
    await mailPayees(ctx, tx, row.tenantId, payees, 'returned', now, savedAccountRemoved);
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'payouts.return',
      tenantId: row.tenantId,
      subject: `payout_batch:${id}`,
      reason,
      details: {
        messageId: row.messageId,
        item: item.id,
        endToEndId: item.endToEndId,
        cents: item.cents,
        savedAccountRemoved,
      },
    });
    return batchDetails(ctx, tx, row, operatorId);
  });
}
