import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { type Metrics, sharedRead } from '../../observability/metrics.ts';

/**
 * Payout batches prepared and waiting for the second finance operator's release (four eyes,
 * issue 15): how many, and how long the oldest has waited. People wait for their money meanwhile.
 */
export function watchPayoutBatches(metrics: Pick<Metrics, 'gauge'>, db: Db) {
  const waiting = sharedRead(async () => {
    const result = await db.execute(sql`
      select count(*)::int as batches,
        coalesce(extract(epoch from now() - min(prepared_at)), 0)::float8 as oldest
      from payout_batches where state = 'Vorbereitet'`);
    return rowsOf<{ batches: number; oldest: number }>(result)[0] ?? { batches: 0, oldest: 0 };
  });
  metrics.gauge({
    name: 'kwk_payout_batches_awaiting_release',
    help: 'Payout batches prepared and not yet released or discarded',
    read: async () => (await waiting()).batches,
  });
  metrics.gauge({
    name: 'kwk_payout_batch_oldest_awaiting_release_age_seconds',
    help: 'Age of the oldest payout batch waiting for its release, 0 when none waits',
    read: async () => (await waiting()).oldest,
  });
}
