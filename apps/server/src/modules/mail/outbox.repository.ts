import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { tenants } from '../tenants/tenants.api.ts';
import { type OutgoingMail, outboxRow } from './outbox.statements.ts';
import { outbox } from './outbox.table.ts';

export type { OutgoingMail } from './outbox.statements.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** Why a sealed mail was given up: its body was sealed under another APP_SECRET. */
export const UNOPENABLE_BODY = 'the sealed body does not open (sealed under another APP_SECRET)';

export const LEASE_MS = 60_000;

/** What the console may read of a mail: never the body, whose links carry tokens. */
const consoleColumns = {
  id: outbox.id,
  tenantId: outbox.tenantId,
  kind: outbox.kind,
  toAddress: outbox.toAddress,
  subject: outbox.subject,
  status: outbox.status,
  attempts: outbox.attempts,
  lastError: outbox.lastError,
  availableAt: outbox.availableAt,
  createdAt: outbox.createdAt,
  sentAt: outbox.sentAt,
};
export const MAX_ATTEMPTS = 8;

export function createOutboxRepository({ db, appSecret }: { db: Db; appSecret: string }) {
  const box = createSecretBox(appSecret, 'outbox.body');
  /** A row as the sender and the development mailbox need it: the body in the clear. */
  const opened = (row: OutboxRow): OutboxRow =>
    row.bodySealed ? { ...row, textBody: box.open(row.textBody), bodySealed: false } : row;
  /** Who hears of each mail written here: this instance's worker, which then sends without polling. */
  const listeners = new Set<() => void>();
  const written = () => {
    for (const listener of listeners) listener();
  };
  return {
    /** Calls `listener` after each mail written through this repository; answers the unsubscribe. */
    onWritten(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /**
     * Art. 17 erasure (issue 14): the mails to or from the address (reply-to of the contact form)
     * go, sent or not. In the given tenants (null: all); answers how many.
     */
    eraseAddress: async (tx: Db, email: string, tenantIds: string[] | null) => {
      const address = email.trim().toLowerCase();
      return (
        await tx
          .delete(outbox)
          .where(
            and(
              sql`(lower(${outbox.toAddress}) = ${address} or lower(${outbox.replyTo}) = ${address})`,
              tenantIds ? inArray(outbox.tenantId, tenantIds) : undefined,
            ),
          )
          .returning({ id: outbox.id })
      ).length;
    },

    /** Writes a mail; pass the caller's transaction so the mail exists exactly when the change does. */
    enqueue: async (mail: OutgoingMail, tx: Db = db, now = new Date()) => {
      const row = outboxRow(mail, now);
      if (mail.sealBody) Object.assign(row, { textBody: box.seal(mail.text), bodySealed: true });
      await tx.insert(outbox).values(row);
      written();
      return row.id!;
    },

    /** The mails about a referral, oldest first (support's timeline); ordered by the index's rows. */
    ofReferral: (referralId: string) =>
      db
        .select({
          id: outbox.id,
          kind: outbox.kind,
          subject: outbox.subject,
          status: outbox.status,
          createdAt: outbox.createdAt,
          sentAt: outbox.sentAt,
          lastError: outbox.lastError,
        })
        .from(outbox)
        .where(eq(outbox.referralId, referralId))
        .orderBy(outbox.createdAt),

    /** Writes a prepared row (see `outboxRow`) in the caller's transaction. */
    insert: async (tx: Db, row: typeof outbox.$inferInsert) => {
      await tx.insert(outbox).values(row);
      written();
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
      const leased = await db
        .update(outbox)
        .set({ lockedUntil: leaseUntil, attempts: sql`${outbox.attempts} + 1` })
        .where(sql`${outbox.id} in ${ids}`)
        .returning();
      // A body sealed under another APP_SECRET never opens: that mail fails for good, alone, and
      // does not hold back the mails leased with it (issue 27, finding 7's neighbour).
      const ready: OutboxRow[] = [];
      for (const row of leased) {
        try {
          ready.push(opened(row));
        } catch {
          await db
            .update(outbox)
            .set({ status: 'failed', lockedUntil: null, lastError: UNOPENABLE_BODY })
            .where(eq(outbox.id, row.id));
        }
      }
      return ready;
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

    /** A page for the console, newest first, with the total and the counts per state (of the tenant or all). */
    async list(
      filter: { status?: OutboxRow['status'] | undefined; tenantId?: string | undefined },
      page: { offset: number; limit: number },
    ) {
      const condition = and(
        filter.status ? eq(outbox.status, filter.status) : undefined,
        filter.tenantId ? eq(outbox.tenantId, filter.tenantId) : undefined,
      );
      const [rows, [total], counts] = await Promise.all([
        db
          .select({ ...consoleColumns, tenantKey: tenants.key })
          .from(outbox)
          .leftJoin(tenants, eq(tenants.id, outbox.tenantId))
          .where(condition)
          .orderBy(desc(outbox.createdAt), desc(outbox.id))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(outbox).where(condition),
        db
          .select({ status: outbox.status, n: count() })
          .from(outbox)
          .where(filter.tenantId ? eq(outbox.tenantId, filter.tenantId) : undefined)
          .groupBy(outbox.status),
      ]);
      return { rows, total: total?.n ?? 0, counts };
    },

    /** One mail for the console (without its body), locked when `tx` is a transaction that changes it. */
    async one(tx: Db, id: string, lock = false) {
      const query = tx
        .select({ ...consoleColumns, tenantKey: tenants.key })
        .from(outbox)
        .leftJoin(tenants, eq(tenants.id, outbox.tenantId))
        .where(eq(outbox.id, id));
      const [row] = lock ? await query.for('update', { of: outbox }) : await query;
      return row;
    },

    /** A failed mail due again with fresh attempts: the worker sends it on its next round. */
    retry: (tx: Db, id: string, now: Date) =>
      tx
        .update(outbox)
        .set({ status: 'pending', attempts: 0, availableAt: now, lockedUntil: null })
        .where(and(eq(outbox.id, id), eq(outbox.status, 'failed'))),

    recent: async (limit = 100) =>
      (await db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(limit)).map(opened),
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;

/**
 * What other modules may call of the outbox (issue 28), as `outbox`: write a mail in their
 * transaction, erase an address's mails, show a referral's mails. Sending is this module's worker
 * (`outboxWorkerWith`).
 */
export const OUTBOX_RECORDS = ['enqueue', 'insert', 'eraseAddress', 'ofReferral'] as const;
export type OutboxRecords = Pick<OutboxRepository, (typeof OUTBOX_RECORDS)[number]>;
