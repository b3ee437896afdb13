import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { type OutgoingMail, outboxRow } from './outbox.statements.ts';
import { outbox } from './outbox.table.ts';

export type { OutgoingMail } from './outbox.statements.ts';

export type OutboxRow = typeof outbox.$inferSelect;

export const LEASE_MS = 60_000;
export const MAX_ATTEMPTS = 8;

export function createOutboxRepository({ db }: { db: Db }) {
  return {
    /** Writes a mail; pass the caller's transaction so the mail exists exactly when the change does. */
    enqueue: async (mail: OutgoingMail, tx: Db = db, now = new Date()) => {
      const row = outboxRow(mail, now);
      await tx.insert(outbox).values(row);
      return row.id!;
    },

    /** Writes a prepared row (see `outboxRow`) in the caller's transaction. */
    insert: async (tx: Db, row: typeof outbox.$inferInsert) => {
      await tx.insert(outbox).values(row);
    },

    /** Leases up to `limit` due mails; a lease that runs out (crashed worker) makes the row due again. */
    claim: async (now: Date, limit = 10): Promise<OutboxRow[]> => {
      const leaseUntil = new Date(now.getTime() + LEASE_MS);
      const ids = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(
          and(
            eq(outbox.status, 'pending'),
            sql`${outbox.availableAt} <= ${now}`,
            sql`(${outbox.lockedUntil} is null or ${outbox.lockedUntil} < ${now})`,
          ),
        )
        .orderBy(outbox.createdAt)
        .limit(limit)
        .for('update', { skipLocked: true });
      return db
        .update(outbox)
        .set({ lockedUntil: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(sql`${outbox.id} in ${ids}`)
        .returning();
    },

    markSent: (id: string, now: Date) =>
      db
        .update(outbox)
        .set({ status: 'sent', sentAt: now, lockedUntil: null, lastError: null })
        .where(eq(outbox.id, id)),

    /** Retries later with growing back-off; gives up after MAX_ATTEMPTS. The reason never holds an address. */
    markFailed: (row: OutboxRow, reason: string, now: Date) => {
      const backoffMs = Math.min(2 ** row.attempts * 30_000, 6 * 60 * 60_000);
      return db
        .update(outbox)
        .set({
          status: row.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
          lockedUntil: null,
          lastError: reason.slice(0, 500),
          availableAt: new Date(now.getTime() + backoffMs),
        })
        .where(eq(outbox.id, row.id));
    },

    recent: (limit = 100) => db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
