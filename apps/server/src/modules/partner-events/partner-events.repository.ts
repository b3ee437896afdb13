import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { and, asc, eq, fillPlaceholders, inArray, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { type FactEvent, type ReferralState, stateQuery, toState } from '../lifecycle/lifecycle.api.ts';
import { referralIdOfRecipientNumber } from '../recipients/recipients.api.ts';
import { referralFactCounted, referralStatusUpdate, referrals } from '../referrals/referrals.api.ts';
import { referralEventsJson } from './partner-events.queries.ts';
import { partnerDeadLetters, partnerEvents } from './partner-events.table.ts';

type NewEvent = typeof partnerEvents.$inferInsert;

const forgetDeadLetter = (db: Db, row: Pick<NewEvent, 'tenantId' | 'eventId'>) =>
  db
    .delete(partnerDeadLetters)
    .where(and(eq(partnerDeadLetters.tenantId, row.tenantId), eq(partnerDeadLetters.eventId, row.eventId)));

const p = (name: string) => sql`${sql.placeholder(name)}`;

/**
 * See `recordIfUnchanged` below: the referral's status change (the referrals module's statement),
 * the event and the dead letter's end in one statement, rendered once to text with numbered
 * parameters so PostgreSQL prepares it once per connection.
 */
const RECORD_IF_UNCHANGED = new PgDialect().sqlToQuery(
  sql`with u as (${referralStatusUpdate(
    sql`r.id = ${p('referralId')} and r.facts_version = ${p('factsVersion')} and r.status = ${p('status')}
      and r.rejection_reason is not distinct from ${p('reason')}::text
      and not exists (select 1 from partner_events where tenant_id = ${p('tenantId')} and event_id = ${p('eventId')})`,
    { status: p('nextStatus'), rejectionReason: p('nextReason') },
    { countFact: { type: sql`${p('type')}::text`, occurredAt: sql`${p('occurredAt')}::timestamptz` } },
  )}),
  i as (insert into partner_events (tenant_id, event_id, type, referral_id, occurred_at, payload, received_at)
    select ${p('tenantId')}::uuid, ${p('eventId')}::text, ${p('type')}::text, u.id, ${p('occurredAt')}::timestamptz,
      ${p('payload')}::jsonb, ${p('receivedAt')}::timestamptz from u
    on conflict do nothing returning event_id),
  d as (delete from partner_dead_letters where tenant_id = ${p('tenantId')} and event_id = ${p('eventId')}
    and exists (select 1 from i))
select (select count(*) from u)::int as updated, (select count(*) from i)::int as inserted`,
);

export function createPartnerEventsRepository({ database }: { database: Database }) {
  const { db } = database;
  const stateByNumber = stateQuery(
    db,
    and(
      eq(referrals.tenantId, sql.placeholder('tenantId')),
      eq(referrals.empfehlungsnummer, sql.placeholder('nr')),
    )!,
    referralEventsJson,
  ).prepare('partner_event_state_by_number');
  const stateByRecipient = stateQuery(
    db,
    sql`"referrals"."tenant_id" = ${sql.placeholder('tenantId')} and "referrals"."id" = ${referralIdOfRecipientNumber(
      sql.placeholder('tenantId'),
      sql.placeholder('nr'),
    )}`,
    referralEventsJson,
  ).prepare('partner_event_state_by_recipient');
  const recordIfUnchanged = database.statement<{ updated: number; inserted: number }>(
    'partner_event_record_if_unchanged',
    RECORD_IF_UNCHANGED.sql,
  );

  return {
    /** The referral an event names: by its number, or by the recipient number the order carried. */
    referralNamedBy(
      tenantId: string,
      event: { empfehlungsnummer?: number | undefined; empfaengernummer?: string | undefined },
    ): SQL {
      if (event.empfehlungsnummer !== undefined)
        return and(
          eq(referrals.tenantId, tenantId),
          eq(referrals.empfehlungsnummer, event.empfehlungsnummer),
        )!;
      return sql`"referrals"."tenant_id" = ${tenantId} and "referrals"."id" = ${referralIdOfRecipientNumber(
        tenantId,
        event.empfaengernummer ?? '',
      )}`;
    },

    /**
     * Stores the event once (false when it was there already) and, in the same statement, counts
     * it in the referral's `factsVersion` and takes a redelivered event that now applies out of
     * the dead letters. The caller holds the referral's row lock.
     */
    async recordAndForgetDeadLetter(tx: Db, row: NewEvent): Promise<boolean> {
      const inserted = tx
        .insert(partnerEvents)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: partnerEvents.eventId });
      const result = await tx.execute(
        sql`with i as (${inserted.getSQL()}),
          v as (${referralFactCounted(sql`r.id = ${row.referralId} and exists (select 1 from i)`, {
            type: sql`${row.type}::text`,
            occurredAt: sql`${row.occurredAt.toISOString()}::timestamptz`,
          })}),
          d as (${forgetDeadLetter(tx, row).getSQL()})
        select count(*)::int as n from i`,
      );
      return (rowsOf<{ n: number }>(result)[0]?.n ?? 0) > 0;
    },

    /**
     * The referral an event names with its state, read without a lock: what the optimistic path
     * decides on. Prepared statements, as this runs for every event.
     */
    async stateFor(
      tenantId: string,
      event: { empfehlungsnummer?: number | undefined; empfaengernummer?: string | undefined },
    ): Promise<ReferralState | undefined> {
      const [row] =
        event.empfehlungsnummer !== undefined
          ? await stateByNumber.execute({ tenantId, nr: event.empfehlungsnummer })
          : await stateByRecipient.execute({ tenantId, nr: event.empfaengernummer ?? '' });
      return toState(row);
    },

    /**
     * The optimistic write, one statement without a lock: sets the referral's status and records
     * the event only if the referral is still as it was read (same `factsVersion` and status) and
     * the event id is new to the tenant. Answers what it wrote; nothing written leaves everything
     * as it was. Written but not inserted is the race of one event id arriving for two referrals
     * at once, which the caller settles by evaluating under the lock.
     */
    async recordIfUnchanged(
      row: NewEvent & { referralId: string },
      read: { factsVersion: number; status: ReferralStatus; rejectionReason: string | null },
      next: { status: ReferralStatus; rejectionReason: string | null },
    ): Promise<{ updated: boolean; inserted: boolean }> {
      const [counts] = await recordIfUnchanged(
        fillPlaceholders(RECORD_IF_UNCHANGED.params, {
          referralId: row.referralId,
          factsVersion: read.factsVersion,
          status: read.status,
          reason: read.rejectionReason,
          nextStatus: next.status,
          nextReason: next.rejectionReason,
          tenantId: row.tenantId,
          eventId: row.eventId,
          type: row.type,
          occurredAt: row.occurredAt.toISOString(),
          payload: JSON.stringify(row.payload),
          receivedAt: row.receivedAt.toISOString(),
        }),
      );
      return { updated: (counts?.updated ?? 0) > 0, inserted: (counts?.inserted ?? 0) > 0 };
    },

    /** A referral's facts so far, in the order they arrived: what the lifecycle engine folds. */
    eventsOf: (tx: Db, tenantId: string, referralId: string): Promise<FactEvent[]> =>
      tx
        .select({
          eventId: partnerEvents.eventId,
          type: partnerEvents.type,
          occurredAt: partnerEvents.occurredAt,
          payload: partnerEvents.payload,
        })
        .from(partnerEvents)
        .where(and(eq(partnerEvents.tenantId, tenantId), eq(partnerEvents.referralId, referralId)))
        .orderBy(asc(partnerEvents.receivedAt)) as Promise<FactEvent[]>,

    /** When the partner reported the order (the first order.placed, else order.effective). */
    async orderDate(tx: Db, tenantId: string, referralId: string): Promise<Date | null> {
      const rows = await tx
        .select({ type: partnerEvents.type, at: partnerEvents.occurredAt })
        .from(partnerEvents)
        .where(
          and(
            eq(partnerEvents.tenantId, tenantId),
            eq(partnerEvents.referralId, referralId),
            inArray(partnerEvents.type, ['order.placed', 'order.effective']),
          ),
        )
        .orderBy(asc(partnerEvents.occurredAt));
      return (rows.find((r) => r.type === 'order.placed') ?? rows[0])?.at ?? null;
    },

    /** Keeps the event with its latest reason; a redelivery that fails again updates the reason. */
    deadLetter: (tx: Db, row: typeof partnerDeadLetters.$inferInsert) =>
      tx
        .insert(partnerDeadLetters)
        .values(row)
        .onConflictDoUpdate({
          target: [partnerDeadLetters.tenantId, partnerDeadLetters.eventId],
          set: { reason: row.reason, payload: row.payload, receivedAt: row.receivedAt },
        }),
  };
}

export type PartnerEventsRepository = ReturnType<typeof createPartnerEventsRepository>;
