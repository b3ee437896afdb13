import type { ReleasePayoutBody } from '@kwk/shared/operator/payouts.schemas';
import { confirmBatch, downloadBatchFile } from './confirm-batch.ts';
import { discardBatch } from './discard-batch.ts';
import { payoutOverview, showBatch } from './payout-batch-view.ts';
import { type PayoutsDeps, payoutsContext } from './payouts-context.ts';
import { prepareBatch } from './prepare-batch.ts';
import { releaseBatch } from './release-batch.ts';
import { returnItem } from './return-item.ts';

/**
 * Payouts (issue 15): a finance operator prepares a batch of a tenant's chosen transfers (the
 * SEPA file is built and sealed then, its SHA-256 shown), another releases it (four eyes), after
 * which it can be downloaded for the bank. When the bank executed it, finance confirms: the
 * rewards become Ausgezahlt and each person is mailed. A transfer the bank returns is booked per
 * item: the reward is ready again and the person asked for bank data again. Every step is audited
 * in its own transaction; each is one use case in its own file.
 */
export function createPayoutsService(deps: PayoutsDeps) {
  const ctx = payoutsContext(deps);
  return {
    overview: () => payoutOverview(ctx),
    details: (operatorId: string, id: string) => showBatch(ctx, operatorId, id),
    /** Collects the tenant's payable transfers into a new batch and builds its file. */
    prepare: (operatorId: string, tenantKeyOrId: string) => prepareBatch(ctx, operatorId, tenantKeyOrId),
    /** Four eyes: another finance operator releases the batch after comparing it. */
    release: (operatorId: string, id: string, entered: ReleasePayoutBody) =>
      releaseBatch(ctx, operatorId, id, entered),
    /** Discards a prepared batch before its release, with the reason. */
    discard: (operatorId: string, id: string, reason: string) => discardBatch(ctx, operatorId, id, reason),
    /** The file for the bank, only once released. */
    download: (operatorId: string, id: string) => downloadBatchFile(ctx, operatorId, id),
    /** The bank executed the file: rewards Ausgezahlt, people mailed. */
    confirm: (operatorId: string, id: string, statement?: string) =>
      confirmBatch(ctx, operatorId, id, statement),
    /** A returned transfer: the reward is ready again and the person enters bank data again. */
    returnItem: (operatorId: string, id: string, itemId: string, reason: string) =>
      returnItem(ctx, operatorId, id, itemId, reason),
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
