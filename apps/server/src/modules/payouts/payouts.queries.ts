import { and, desc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payoutBatchItems } from './payouts.table.ts';

/**
 * The payouts module's read of returned transfers for other modules (decision 051; support's view
 * of a referral, issue 29 item 4): for each credit, the latest transfer the bank returned, with
 * when and the reason finance booked.
 */
export async function returnedTransfersOf(
  tx: Db,
  creditIds: string[],
): Promise<Map<string, { at: Date; reason: string | null }>> {
  if (creditIds.length === 0) return new Map();
  const rows = await tx
    .select({
      creditId: payoutBatchItems.creditId,
      at: payoutBatchItems.returnedAt,
      reason: payoutBatchItems.returnReason,
    })
    .from(payoutBatchItems)
    .where(and(inArray(payoutBatchItems.creditId, creditIds), isNotNull(payoutBatchItems.returnedAt)))
    .orderBy(desc(payoutBatchItems.returnedAt));
  const latest = new Map<string, { at: Date; reason: string | null }>();
  for (const r of rows)
    if (r.at && !latest.has(r.creditId)) latest.set(r.creditId, { at: r.at, reason: r.reason });
  return latest;
}
