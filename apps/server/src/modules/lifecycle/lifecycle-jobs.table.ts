import { date, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The daily lifecycle jobs as a Postgres-backed queue: one row per job kind and Berlin day. A
 * worker leases a row (`lockedUntil`), runs the job's set-based statements and marks the row done
 * in the same transaction, so a worker killed mid-job leaves the row to be taken again after its
 * lease, and the effect happens once.
 */
export const lifecycleJobs = pgTable(
  'lifecycle_jobs',
  {
    kind: text('kind').notNull(),
    runOn: date('run_on').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: text('last_error'),
    affected: integer('affected'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.kind, t.runOn] })],
);
