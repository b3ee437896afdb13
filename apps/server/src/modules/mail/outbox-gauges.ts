import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { type Metrics, sharedRead } from '../../observability/metrics.ts';

/**
 * The outbox's queue for the operator's alerts (README "Operating"): mails waiting, the age of the
 * oldest waiting one, and mails given up after their last attempt. One indexed read per scrape.
 */
export function watchOutbox(metrics: Pick<Metrics, 'gauge'>, db: Db) {
  const stats = sharedRead(async () => {
    const result = await db.execute(sql`
      select count(*) filter (where status = 'pending')::int as pending,
        coalesce(extract(epoch from now() - min(created_at) filter (where status = 'pending')), 0)::float8 as oldest,
        count(*) filter (where status = 'failed')::int as failed
      from outbox where status in ('pending', 'failed')`);
    return (
      rowsOf<{ pending: number; oldest: number; failed: number }>(result)[0] ?? {
        pending: 0,
        oldest: 0,
        failed: 0,
      }
    );
  });
  metrics.gauge({
    name: 'kwk_mail_outbox_pending',
    help: 'Mails in the outbox waiting to be sent (including retries)',
    read: async () => (await stats()).pending,
  });
  metrics.gauge({
    name: 'kwk_mail_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest mail waiting in the outbox, 0 when none waits',
    read: async () => (await stats()).oldest,
  });
  metrics.gauge({
    name: 'kwk_mail_outbox_failed',
    help: 'Mails given up after their last attempt (status failed), until resent from the console',
    read: async () => (await stats()).failed,
  });
}
