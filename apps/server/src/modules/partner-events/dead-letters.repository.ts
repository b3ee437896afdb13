import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { tenants } from '../tenants/tenants.api.ts';
import { partnerDeadLetters, partnerEvents } from './partner-events.table.ts';

export type DeadLetterRow = typeof partnerDeadLetters.$inferSelect & { tenantKey: string };

export interface DeadLetterFilter {
  tenantId?: string | undefined;
  reason?: string | undefined;
}

/** The dead letters for the console (issue 14): list, counts per reason, fix, replay bookkeeping. */
export function createDeadLettersRepository({ db }: { db: Db }) {
  const where = (f: DeadLetterFilter) =>
    and(
      f.tenantId ? eq(partnerDeadLetters.tenantId, f.tenantId) : undefined,
      f.reason ? eq(partnerDeadLetters.reason, f.reason) : undefined,
    );
  const columns = {
    tenantId: partnerDeadLetters.tenantId,
    tenantKey: tenants.key,
    eventId: partnerDeadLetters.eventId,
    payload: partnerDeadLetters.payload,
    reason: partnerDeadLetters.reason,
    receivedAt: partnerDeadLetters.receivedAt,
    originalPayload: partnerDeadLetters.originalPayload,
    fixedAt: partnerDeadLetters.fixedAt,
    fixedBy: partnerDeadLetters.fixedBy,
    replays: partnerDeadLetters.replays,
    lastReplayAt: partnerDeadLetters.lastReplayAt,
  };

  return {
    /** A page, newest first, with the total. */
    async list(filter: DeadLetterFilter, page: { offset: number; limit: number }) {
      const condition = where(filter);
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(partnerDeadLetters)
          .innerJoin(tenants, eq(tenants.id, partnerDeadLetters.tenantId))
          .where(condition)
          .orderBy(desc(partnerDeadLetters.receivedAt), asc(partnerDeadLetters.eventId))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(partnerDeadLetters).where(condition),
      ]);
      return { rows: rows as DeadLetterRow[], total: total?.n ?? 0 };
    },

    /** How many dead letters per reason (of one tenant or all), most first. */
    countsByReason: (tenantId?: string) =>
      db
        .select({ reason: partnerDeadLetters.reason, n: count() })
        .from(partnerDeadLetters)
        .where(tenantId ? eq(partnerDeadLetters.tenantId, tenantId) : undefined)
        .groupBy(partnerDeadLetters.reason)
        .orderBy(desc(count()), asc(partnerDeadLetters.reason)),

    async one(tx: Db, tenantId: string, eventId: string, lock = false): Promise<DeadLetterRow | undefined> {
      const query = tx
        .select(columns)
        .from(partnerDeadLetters)
        .innerJoin(tenants, eq(tenants.id, partnerDeadLetters.tenantId))
        .where(and(eq(partnerDeadLetters.tenantId, tenantId), eq(partnerDeadLetters.eventId, eventId)));
      const [row] = lock ? await query.for('update', { of: partnerDeadLetters }) : await query;
      return row as DeadLetterRow | undefined;
    },

    /** Whether the event was applied (it is in `partner_events`). */
    async applied(tenantId: string, eventId: string): Promise<boolean> {
      const rows = await db
        .select({ id: partnerEvents.eventId })
        .from(partnerEvents)
        .where(and(eq(partnerEvents.tenantId, tenantId), eq(partnerEvents.eventId, eventId)));
      return rows.length > 0;
    },

    /** Replaces the payload with the operator's fix, keeping the partner's original the first time. */
    fix: (
      tx: Db,
      tenantId: string,
      eventId: string,
      payload: Record<string, unknown>,
      by: string,
      at: Date,
    ) =>
      tx
        .update(partnerDeadLetters)
        .set({
          payload,
          originalPayload: sql`coalesce(${partnerDeadLetters.originalPayload}, ${partnerDeadLetters.payload})`,
          fixedAt: at,
          fixedBy: by,
        })
        .where(and(eq(partnerDeadLetters.tenantId, tenantId), eq(partnerDeadLetters.eventId, eventId))),

    /** Counts a replay that left the event a dead letter. */
    countReplay: (tx: Db, tenantId: string, eventId: string, at: Date) =>
      tx
        .update(partnerDeadLetters)
        .set({ replays: sql`${partnerDeadLetters.replays} + 1`, lastReplayAt: at })
        .where(and(eq(partnerDeadLetters.tenantId, tenantId), eq(partnerDeadLetters.eventId, eventId))),
  };
}

export type DeadLettersRepository = ReturnType<typeof createDeadLettersRepository>;
