import { randomUUID } from 'node:crypto';
import { WEBHOOK_PAYLOAD_VERSION } from '@kwk/shared/webhooks/webhook-events';
import {
  and,
  arrayContains,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { webhookDeliveries, webhookEndpoints, webhookEventSequence } from './webhooks.table.ts';

export type WebhookEndpointRow = typeof webhookEndpoints.$inferSelect;
export type WebhookDeliveryRow = typeof webhookDeliveries.$inferSelect;

/**
 * A leased delivery stays with its worker this long by default (WEBHOOK_LEASE_SECONDS); a crashed
 * worker's row is due again after it.
 */
export const WEBHOOK_LEASE_MS = 60_000;

/**
 * What the worker needs of a claimed delivery to post it (`claim`): the delivery, and its endpoint
 * read in the same statement (one round trip a batch fewer).
 */
const claimedColumns = {
  id: webhookDeliveries.id,
  eventId: webhookDeliveries.eventId,
  payload: webhookDeliveries.payload,
  attempts: webhookDeliveries.attempts,
  endpoint: getTableColumns(webhookEndpoints),
};

/** One attempt's answer, recorded with its batch's (`recordAttempts`). */
export interface AttemptRecord {
  id: string;
  ok: boolean;
  at: Date;
  statusCode: number | null;
  latencyMs: number;
  response: string;
  /** When to try again; null after a failure ends the delivery as failed. */
  next: Date | null;
}

/** An event to report: the caller's change, said in numbers, amounts, states and times. */
export interface WebhookEvent {
  tenantId: string;
  tenantKey: string;
  type: string;
  referralNumber?: number | null;
  /**
   * The event's data; a function is called only when an endpoint takes the event (it may cost a
   * query). Data at hand makes the event one statement: endpoints, number and rows together.
   */
  data: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
}

/**
 * The deliveries of one event as an insert from `endpoints` (a relation of endpoint ids `e(id)`),
 * numbered by the sequence in the same statement, the payload written around the number; the
 * number is taken only when an endpoint is there (decision 073).
 */
function insertDeliveries(event: WebhookEvent, data: Record<string, unknown>, now: Date, endpoints: SQL) {
  const eventId = randomUUID();
  const head = `${JSON.stringify({ type: event.type, version: WEBHOOK_PAYLOAD_VERSION, id: eventId }).slice(0, -1)},"sequence":`;
  const tail = `,${JSON.stringify({ occurredAt: now.toISOString(), tenant: event.tenantKey, data }).slice(1)}`;
  const at = now.toISOString();
  const query = sql`
    with e as (${endpoints}),
      s as (
        select nextval(${sql.raw(`'${webhookEventSequence.seqName}'`)}) as n
        from (select 1) as one where exists (select 1 from e)
      )
    insert into ${webhookDeliveries}
      (event_id, endpoint_id, tenant_id, event_type, sequence, referral_number, payload, next_attempt_at, created_at)
    select ${eventId}::uuid, e.id, ${event.tenantId}::uuid, ${event.type}, s.n, ${event.referralNumber ?? null}::bigint,
      ${head} || s.n || ${tail}, ${at}::timestamptz, ${at}::timestamptz
    from e, s
    returning event_id`;
  return { eventId, query };
}

/** The webhooks' tables: only this module writes or reads them in SQL (docs/modules.md). */
export function createWebhooksRepository() {
  return {
    endpointsOf: (db: Db, tenantId: string) =>
      db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.tenantId, tenantId))
        .orderBy(webhookEndpoints.createdAt),

    endpoint: async (db: Db, id: string, lock = false) => {
      const query = db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    insertEndpoint: async (db: Db, row: typeof webhookEndpoints.$inferInsert) =>
      (await db.insert(webhookEndpoints).values(row).returning())[0] as WebhookEndpointRow,

    updateEndpoint: (db: Db, id: string, values: Partial<typeof webhookEndpoints.$inferInsert>) =>
      db.update(webhookEndpoints).set(values).where(eq(webhookEndpoints.id, id)),

    /**
     * One delivery per enabled endpoint of the tenant that takes the event's type, in the caller's
     * transaction (the outbox pattern). No endpoint: nothing written and no sequence number taken.
     * Answers the event's id, or null when no endpoint takes it.
     */
    async enqueue(tx: Db, event: WebhookEvent, now: Date, only?: { endpointId: string }) {
      const takers = tx
        .select({ id: webhookEndpoints.id })
        .from(webhookEndpoints)
        .where(
          only
            ? and(eq(webhookEndpoints.id, only.endpointId), eq(webhookEndpoints.tenantId, event.tenantId))
            : and(
                eq(webhookEndpoints.tenantId, event.tenantId),
                eq(webhookEndpoints.enabled, true),
                arrayContains(webhookEndpoints.eventTypes, [event.type]),
              ),
        );
      // Data at hand: one round trip in the caller's transaction (the create's latency, issue 31).
      if (typeof event.data !== 'function') {
        const { eventId, query } = insertDeliveries(event, event.data, now, takers.getSQL());
        return rowsOf(await tx.execute(query)).length > 0 ? eventId : null;
      }
      const endpoints = await takers;
      if (endpoints.length === 0) return null;
      const ids = sql`select unnest(array[${sql.join(
        endpoints.map((endpoint) => sql`${endpoint.id}::uuid`),
        sql`, `,
      )}]) as id`;
      const { eventId, query } = insertDeliveries(event, await event.data(), now, ids);
      await tx.execute(query);
      return eventId;
    },

    /** Whether an enabled endpoint of the tenant takes one of the types (a path that writes without a transaction asks first). */
    anyEndpointTakes: async (db: Db, tenantId: string, type: string) =>
      (
        await db
          .select({ id: webhookEndpoints.id })
          .from(webhookEndpoints)
          .where(
            and(
              eq(webhookEndpoints.tenantId, tenantId),
              eq(webhookEndpoints.enabled, true),
              arrayContains(webhookEndpoints.eventTypes, [type]),
            ),
          )
          .limit(1)
      ).length > 0,

    /**
     * Leases up to `limit` due deliveries of enabled endpoints, each with its endpoint: the
     * earliest due first, in the order of their events among equals (the pending rows' index,
     * `webhook_deliveries_due_idx`).
     */
    async claim(db: Db, now: Date, limit = 20, leaseMs = WEBHOOK_LEASE_MS) {
      const leaseUntil = new Date(now.getTime() + leaseMs);
      const due = db
        .select({ id: webhookDeliveries.id })
        .from(webhookDeliveries)
        .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
        .where(
          and(
            eq(webhookDeliveries.status, 'pending'),
            eq(webhookEndpoints.enabled, true),
            sql`${webhookDeliveries.nextAttemptAt} <= ${now}`,
            sql`(${webhookDeliveries.lockedUntil} is null or ${webhookDeliveries.lockedUntil} < ${now})`,
          ),
        )
        .orderBy(webhookDeliveries.nextAttemptAt, webhookDeliveries.sequence)
        .limit(limit)
        .for('update', { of: webhookDeliveries, skipLocked: true });
      return db
        .update(webhookDeliveries)
        .set({ lockedUntil: leaseUntil, attempts: sql`${webhookDeliveries.attempts} + 1` })
        .from(webhookEndpoints)
        .where(
          and(eq(webhookEndpoints.id, webhookDeliveries.endpointId), sql`${webhookDeliveries.id} in ${due}`),
        )
        .returning(claimedColumns);
    },

    /**
     * Records the answers of a batch of attempts in one statement (one commit for the batch, not
     * one per delivery); `next` null with a failure ends that delivery as failed.
     */
    async recordAttempts(db: Db, attempts: AttemptRecord[]) {
      if (attempts.length === 0) return;
      await db.execute(sql`
        update ${webhookDeliveries} as d set
          status = case when v.ok then 'delivered' when v.next is null then 'failed' else 'pending' end,
          locked_until = null,
          last_status_code = v.code,
          last_latency_ms = v.latency,
          last_response = v.response,
          last_attempt_at = v.at,
          delivered_at = case when v.ok then v.at end,
          next_attempt_at = coalesce(v.next, d.next_attempt_at)
        from (
          select * from json_to_recordset(${JSON.stringify(
            attempts.map((a) => ({
              id: a.id,
              ok: a.ok,
              code: a.statusCode,
              latency: a.latencyMs,
              response: a.response,
              at: a.at.toISOString(),
              next: a.next?.toISOString() ?? null,
            })),
          )}::json)
            as r(id uuid, ok boolean, code integer, latency integer, response text, at timestamptz, next timestamptz)
        ) as v
        where d.id = v.id`);
    },

    /** A delivery of the endpoint, for the console (locked when it is to change). */
    delivery: async (db: Db, endpointId: string, id: string, lock = false) => {
      const query = db
        .select()
        .from(webhookDeliveries)
        .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.endpointId, endpointId)));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    /** The endpoint's deliveries, newest first, with their total. */
    async deliveriesOf(db: Db, endpointId: string, page: { offset: number; limit: number }) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.endpointId, endpointId))
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.sequence))
          .offset(page.offset)
          .limit(page.limit),
        db.select({ n: count() }).from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId)),
      ]);
      return { rows, total: total?.n ?? 0 };
    },

    /** A delivery due again now with fresh attempts (console: resend). */
    resend: (db: Db, id: string, now: Date) =>
      db
        .update(webhookDeliveries)
        .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null, deliveredAt: null })
        .where(eq(webhookDeliveries.id, id)),

    /** Every failed delivery of the endpoint created since `since`, due again; answers how many. */
    resendFailedSince: async (db: Db, endpointId: string, since: Date, now: Date) =>
      (
        await db
          .update(webhookDeliveries)
          .set({ status: 'pending', attempts: 0, nextAttemptAt: now, lockedUntil: null })
          .where(
            and(
              eq(webhookDeliveries.endpointId, endpointId),
              eq(webhookDeliveries.status, 'failed'),
              gte(webhookDeliveries.createdAt, since),
            ),
          )
          .returning({ id: webhookDeliveries.id })
      ).length,

    /** The endpoint answered: it is no longer failing. */
    markEndpointHealthy: (db: Db, id: string) =>
      db
        .update(webhookEndpoints)
        .set({ failingSince: null })
        .where(and(eq(webhookEndpoints.id, id), sql`${webhookEndpoints.failingSince} is not null`)),

    /** The endpoint failed at `now`: failing since then unless it already was; answers the row. */
    markEndpointFailing: async (db: Db, id: string, now: Date) =>
      (
        await db
          .update(webhookEndpoints)
          .set({
            failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
          })
          .where(eq(webhookEndpoints.id, id))
          .returning()
      )[0],

    /** Switches an enabled endpoint off; answers whether it was on (so the admins are told once). */
    disableEndpoint: async (db: Db, id: string, reason: string, now: Date) =>
      (
        await db
          .update(webhookEndpoints)
          .set({ enabled: false, disabledReason: reason, updatedAt: now })
          .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.enabled, true)))
          .returning({ id: webhookEndpoints.id })
      ).length > 0,

    /** Each endpoint's deliveries by state, for the console's list. */
    countsOf: (db: Db, endpointIds: string[]) =>
      endpointIds.length === 0
        ? Promise.resolve([])
        : db
            .select({
              endpointId: webhookDeliveries.endpointId,
              status: webhookDeliveries.status,
              n: count(),
            })
            .from(webhookDeliveries)
            .where(inArray(webhookDeliveries.endpointId, endpointIds))
            .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status),

    /**
     * Refreshes the planner's statistics of the deliveries. A backlog (a receiver back after an
     * outage) comes faster than autovacuum notices: statistics that still say "almost nothing
     * pending" make the claim read and sort every due row per batch instead of walking the due
     * index for twenty, a cost that grows with the square of the backlog (issue 31).
     */
    refreshStatistics: async (db: Db) => {
      await db.execute(sql`analyze ${webhookDeliveries}`);
    },

    /** The queue for the metrics (issue 31): pending deliveries, the oldest's age, and the failed ones. */
    async queueStats(db: Db, now: Date) {
      const [row] = await db
        .select({
          depth: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'pending')::int`,
          oldest: sql<
            string | null
          >`min(${webhookDeliveries.createdAt}) filter (where ${webhookDeliveries.status} = 'pending')`,
          failed: sql<number>`count(*) filter (where ${webhookDeliveries.status} = 'failed')::int`,
        })
        .from(webhookDeliveries)
        .where(inArray(webhookDeliveries.status, ['pending', 'failed']));
      const oldest = row?.oldest ? new Date(row.oldest) : null;
      return {
        depth: Number(row?.depth ?? 0),
        oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
        failed: Number(row?.failed ?? 0),
      };
    },
  };
}

export type WebhooksRepository = ReturnType<typeof createWebhooksRepository>;
