import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gt,
  gte,
  like,
  lt,
  type SQL,
  type SQLWrapper,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeEscaped } from '../../lib/sql-helpers.ts';
import { auditLog } from './audit.table.ts';
import { type ChainedFields, GENESIS_HASH, keyedChainHash } from './audit-chain.ts';

export type AuditRow = typeof auditLog.$inferSelect;

export interface AuditFilter {
  action?: string | undefined;
  /** Actions starting with this (`partner_key.` finds issue, rotate, revoke and failed checks). */
  actionPrefix?: string | undefined;
  actorKind?: string | undefined;
  /** The actor's id, or a scalar subquery of its owner finding it (an operator by e-mail address). */
  actorId?: string | SQL<string | null> | undefined;
  /** The tenant's id, or a scalar subquery of the tenants' finding it (by key). */
  tenantId?: string | SQL<string | null> | undefined;
  subject?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * How the log's screen names the tenants and operators its rows hold by id, in the same statement:
 * their owners' queries (tenants', operators'), passed by the module that serves the screen, as both
 * owners record here and sit above this module (decision 050).
 */
export interface AuditNames {
  tenantIdOfKey(key: string): SQL<string | null>;
  tenantKeyOf(tenantId: SQLWrapper): SQL<string | null>;
  operatorIdOfEmail(email: string): SQL<string | null>;
  operatorNameOf(operatorId: SQLWrapper): SQL<string | null>;
  operatorEmailOf(operatorId: SQLWrapper): SQL<string | null>;
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
      f.actorKind ? eq(auditLog.actorKind, f.actorKind) : undefined,
      f.actorId ? eq(auditLog.actorId, f.actorId) : undefined,
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

    /** A page of rows, newest first, and the total; with `names`, the tenant's key and the operator's name. */
    async search(db: Db, filter: AuditFilter, page: { offset: number; limit: number }, names?: AuditNames) {
      const condition = where(filter);
      const operator = (of: (id: SQLWrapper) => SQL<string | null>) =>
        sql<string | null>`case when ${auditLog.actorKind} = 'operator' then ${of(auditLog.actorId)} end`;
      const [rows, [count]] = await Promise.all([
        db
          .select({
            ...getTableColumns(auditLog),
            tenantKey: names ? names.tenantKeyOf(auditLog.tenantId) : sql<string | null>`null`,
            actorName: names ? operator(names.operatorNameOf) : sql<string | null>`null`,
            actorEmail: names ? operator(names.operatorEmailOf) : sql<string | null>`null`,
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
