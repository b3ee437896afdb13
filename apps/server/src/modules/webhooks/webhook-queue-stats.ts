import type { Db } from '../../db/client.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

/**
 * The webhook queue for the metrics (issue 31, item 2): how many deliveries wait (first try or a
 * retry) and the age in seconds of the oldest, in one read on the pending rows' index.
 */
export function webhookQueueStats(
  db: Db,
  now = new Date(),
): Promise<{ depth: number; oldestAgeSeconds: number }> {
  return createWebhooksRepository().queueStats(db, now);
}
