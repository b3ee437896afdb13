import type { PayoutBatchDetails, ReleasePayoutBody } from '@kwk/shared/operator/payouts.schemas';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { AppError } from '../../plugins/app-error.ts';
import { batchDetails, bookedAReturnOf } from './payout-batch-view.ts';
import type { PayoutBatchRow } from './payouts.repository.ts';
import { batchFacts, type PayoutsContext } from './payouts-context.ts';
import { releaseMismatches } from './release-confirmation.ts';

const FIELD_LABEL = { Anzahl: 'Anzahl', SummeCent: 'Summe', Sha256Anfang: 'Prüfsumme' } as const;
/** The refusal of a release whose confirmation does not match, with a message at each wrong field. */
const mismatch = (fields: (keyof typeof FIELD_LABEL)[]) =>
  new AppError('payouts.release_mismatch', {
    fields: fields.map((f) => ({
      path: `body.${f}`,
      message: VALIDATION_MESSAGES.de.confirmMismatch(FIELD_LABEL[f]),
    })),
  });

/**
 * Why `operatorId` may not release the prepared batch, if they may not: they prepared it, booked
 * the return of a transfer it pays again, or entered a confirmation that does not match.
 */
async function refusalOf(
  ctx: PayoutsContext,
  prepared: PayoutBatchRow | undefined,
  operatorId: string,
  id: string,
  entered: ReleasePayoutBody,
) {
  const wrong = prepared ? releaseMismatches(prepared, entered) : [];
  const ownReturn = prepared
    ? bookedAReturnOf(await ctx.repository.earlierReturns(ctx.db, id), operatorId)
    : false;
  return prepared?.state !== 'Vorbereitet'
    ? undefined
    : prepared.preparedBy === operatorId
      ? { reason: 'four eyes: prepared by the same operator', error: new AppError('payouts.four_eyes') }
      : ownReturn
        ? {
            reason: 'four eyes: pays again a transfer whose return the same operator booked',
            error: new AppError('payouts.four_eyes_return'),
          }
        : wrong.length > 0
          ? {
              reason: 'the confirmation does not match the batch',
              error: mismatch(wrong),
              fields: wrong,
            }
          : undefined;
}

/**
 * Four eyes: a finance operator other than the one who prepared it releases the batch, after
 * entering what they compared (count and sum, or the checksum's start); a mismatch releases nothing.
 */
export async function releaseBatch(
  ctx: PayoutsContext,
  operatorId: string,
  id: string,
  entered: ReleasePayoutBody,
): Promise<PayoutBatchDetails> {
  const { db, repository } = ctx;
  // A refused self-release, or a confirmation that does not match (someone may be releasing
  // unseen), is a security event: recorded on its own, as a failed sign-in is, since the
  // refusal rolls nothing of its own back.
  const prepared = await repository.byId(db, id);
  const refusal = await refusalOf(ctx, prepared, operatorId, id, entered);
  if (prepared && refusal) {
    await ctx.audit.record(db, {
      actor: { kind: 'operator', id: operatorId },
      action: 'payouts.release_refused',
      tenantId: prepared.tenantId,
      subject: `payout_batch:${id}`,
      reason: refusal.reason,
      ...(refusal.fields ? { details: { fields: refusal.fields } } : {}),
    });
    throw refusal.error;
  }
  return ctx.inTransaction(async (tx) => {
    const row = await repository.lock(tx, id);
    if (!row) throw new AppError('payouts.not_found');
    if (row.state !== 'Vorbereitet') throw new AppError('payouts.wrong_state');
    if (row.preparedBy === operatorId) throw new AppError('payouts.four_eyes');
    if (bookedAReturnOf(await repository.earlierReturns(tx, id), operatorId))
      throw new AppError('payouts.four_eyes_return');
    // Checked again on the locked row: what was compared is what is released.
    const changed = releaseMismatches(row, entered);
    if (changed.length > 0) throw mismatch(changed);
    // One fraud rule on every path to the money: a referral held since the preparation is
    // not released with the batch (the predicate the preparation and the voucher job use).
    if (await repository.holdsHeldItem(tx, id)) throw new AppError('payouts.items_held');
    const now = ctx.clock.now();
    await repository.update(tx, id, { state: 'Freigegeben', releasedBy: operatorId, releasedAt: now });
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'payouts.release',
      tenantId: row.tenantId,
      subject: `payout_batch:${id}`,
      details: batchFacts(row),
    });
    return batchDetails(
      ctx,
      tx,
      { ...row, state: 'Freigegeben', releasedBy: operatorId, releasedAt: now },
      operatorId,
    );
  });
}
