import type { Db } from '../../db/client.ts';
import { type Metrics, sharedRead } from '../../observability/metrics.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

/**
 * The webhook queue (issue 31): how many deliveries wait (first try or a retry), the age in
 * seconds of the oldest, and how many were given up, in one read on the pending rows.
 */
export function webhookQueueStats(
  db: Db,
  now = new Date(),
): Promise<{ depth: number; oldestAgeSeconds: number; failed: number }> {
  return createWebhooksRepository().queueStats(db, now);
}

/** The queue's gauges for the operator's alerts (README "Operating"): one read per scrape. */
export function watchWebhooks(metrics: Pick<Metrics, 'gauge'>, db: Db) {
  const stats = sharedRead(() => webhookQueueStats(db));
  metrics.gauge({
    name: 'kwk_webhook_queue_pending',
    help: 'Webhook deliveries waiting to be posted (including retries)',
    read: async () => (await stats()).depth,
  });
  metrics.gauge({
    name: 'kwk_webhook_queue_oldest_pending_age_seconds',
    help: 'Age of the oldest webhook delivery waiting, 0 when none waits',
    read: async () => (await stats()).oldestAgeSeconds,
  });
  metrics.gauge({
    name: 'kwk_webhook_deliveries_failed',
    help: 'Webhook deliveries given up after about three days of retries, until resent from the console',
    read: async () => (await stats()).failed,
  });
}
