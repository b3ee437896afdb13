import { and, asc, count, desc, eq, getTableColumns, gt, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeEscaped } from '../../lib/sql-helpers.ts';
import { auditLog } from './audit.table.ts';
import { type ChainedFields, GENESIS_HASH, keyedChainHash } from './audit-chain.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  action?: string | undefined;
  /** Actions starting with this (`partner_key.` finds issue, rotate, revoke and failed checks). */
  actionPrefix?: string | undefined;
  /** An operator by e-mail address (any case); like tenantKey, a subquery of the operators' table. */
  actorEmail?: string | undefined;
  /** The tenant by its key; no import of the tenants module (it may record here), a subquery. */
  tenantKey?: string | undefined;
  actorId?: string | undefined;
  tenantId?: string | undefined;
  subject?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The audit log; only this module writes it, and only by appending. `chainKey` keys each row's
 * hash (decision 035): it comes from the configuration, never from the database.
 */
export function createAuditRepository(chainKey: Buffer) {
  const where = (f: AuditFilter): SQL | undefined =>
    and(
      f.action ? eq(auditLog.action, f.action) : undefined,
      f.actionPrefix ? like(auditLog.action, `${likeEscaped(f.actionPrefix)}%`) : undefined,
      f.tenantKey
        ? sql`${auditLog.tenantId} = (select id from tenants where key = ${f.tenantKey.toLowerCase()})`
        : undefined,
      f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
      f.actorEmail
        ? sql`${auditLog.actorKind} = 'operator' and ${auditLog.actorId} = (select id::text from operators where lower(email) = ${f.actorEmail.toLowerCase()})`
        : undefined,
      f.tenantId ? eq(auditLog.tenantId, f.tenantId) : undefined,
      f.subject ? eq(auditLog.subject, f.subject) : undefined,
      f.from ? gte(auditLog.at, f.from) : undefined,
      f.to ? lt(auditLog.at, f.to) : undefined,
    );

  return {
    /**
     * Appends one row after the last. The transaction-scoped advisory lock serialises appends, so
     * two concurrent writers cannot both chain onto the same predecessor. The key costs one HMAC
     * instead of one SHA-256, and no round trip.
     */
    async append(tx: Db, row: ChainedFields): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('audit_log'))`);
      const [last] = await tx
        .select({ hash: auditLog.hash })
        .from(auditLog)
        .orderBy(desc(auditLog.seq))
        .limit(1);
      const prevHash = last?.hash ?? GENESIS_HASH;
      await tx.insert(auditLog).values({ ...row, prevHash, hash: keyedChainHash(chainKey, prevHash, row) });
    },

    /** A page of rows, newest first, and the total. */
    async search(db: Db, filter: AuditFilter, page: { offset: number; limit: number }) {
      const condition = where(filter);
      const [rows, [count]] = await Promise.all([
        db
          .select({
            ...getTableColumns(auditLog),
            tenantKey: sql<string | null>`(select key from tenants where id = ${auditLog.tenantId})`,
            // Who an operator id is, for the screen (the operators module records here: no import).
            actorName: sql<
              string | null
            >`(select name from operators where ${auditLog.actorKind} = 'operator' and id::text = ${auditLog.actorId})`,
            actorEmail: sql<
              string | null
            >`(select email from operators where ${auditLog.actorKind} = 'operator' and id::text = ${auditLog.actorId})`,
          })
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.seq))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: sql<number>`count(*)::int` }).from(auditLog).where(condition),
      ]);
      return { rows, total: count?.n ?? 0 };
    },

    /** Rows in order from `afterSeq`, for exports and the chain check, a batch at a time. */
    batchAfter: (db: Db, filter: AuditFilter, afterSeq: number, limit: number) =>
      db
        .select()
        .from(auditLog)
        .where(and(where(filter), gt(auditLog.seq, afterSeq)))
        .orderBy(asc(auditLog.seq))
        .limit(limit),

    /** One row by its number. */
    bySeq: async (db: Db, seq: number): Promise<AuditRow | undefined> =>
      (await db.select().from(auditLog).where(eq(auditLog.seq, seq)))[0],

    /** How many rows of an action (the daily anchors), by the action's index. */
    countOfAction: async (db: Db, action: string): Promise<number> =>
      (await db.select({ n: count() }).from(auditLog).where(eq(auditLog.action, action)))[0]?.n ?? 0,

    /**
     * How many rows of an action a subject has in a tenant since a time, and the oldest of them:
     * what a limit per subject counts where its audit row is the record of each use (a recipient's
     * fresh pickup links, decision 040).
     */
    async countSince(
      db: Db,
      f: { tenantId: string; action: string; subject: string; since: Date },
    ): Promise<{ count: number; oldest: Date | null }> {
      const [row] = await db
        .select({ n: count(), oldest: sql<string | null>`min(${auditLog.at})` })
        .from(auditLog)
        .where(
          and(
            eq(auditLog.subject, f.subject),
            eq(auditLog.action, f.action),
            eq(auditLog.tenantId, f.tenantId),
            gte(auditLog.at, f.since),
          ),
        );
      return { count: row?.n ?? 0, oldest: row?.oldest ? new Date(row.oldest) : null };
    },

    /** The newest row of an action (the last daily anchor), by the action's index. */
    lastOfAction: async (db: Db, action: string): Promise<AuditRow | undefined> =>
      (
        await db
          .select()
          .from(auditLog)
          .where(eq(auditLog.action, action))
          .orderBy(desc(auditLog.at), desc(auditLog.seq))
          .limit(1)
      )[0],
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
