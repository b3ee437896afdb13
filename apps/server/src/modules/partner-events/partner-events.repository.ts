import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client.ts';
import { type ReferralState, stateQuery, toState } from '../lifecycle/lifecycle.repository.ts';
import { referrals } from '../referrals/referrals.table.ts';
import { partnerDeadLetters, partnerEvents } from './partner-events.table.ts';

type NewEvent = typeof partnerEvents.$inferInsert;

const forgetDeadLetter = (db: Db, row: Pick<NewEvent, 'tenantId' | 'eventId'>) =>
  db
    .delete(partnerDeadLetters)
    .where(and(eq(partnerDeadLetters.tenantId, row.tenantId), eq(partnerDeadLetters.eventId, row.eventId)));

/** See `recordIfUnchanged` below. */
const RECORD_IF_UNCHANGED = `with u as (
    update referrals set status = $5, rejection_reason = $6, facts_version = facts_version + 1
    where id = $1 and facts_version = $2 and status = $3 and rejection_reason is not distinct from $4::text
      and not exists (select 1 from partner_events where tenant_id = $7 and event_id = $8)
    returning id),
  i as (insert into partner_events (tenant_id, event_id, type, referral_id, occurred_at, payload, received_at)
    select $7::uuid, $8::text, $9::text, u.id, $10::timestamptz, $11::jsonb, $12::timestamptz from u
    on conflict do nothing returning event_id),
  d as (delete from partner_dead_letters where tenant_id = $7 and event_id = $8 and exists (select 1 from i))
select (select count(*) from u)::int as updated, (select count(*) from i)::int as inserted`;

export function createPartnerEventsRepository({ database }: { database: Database }) {
  const { db } = database;
  const stateByNumber = stateQuery(
    db,
    and(
      eq(referrals.tenantId, sql.placeholder('tenantId')),
      eq(referrals.empfehlungsnummer, sql.placeholder('nr')),
    )!,
  ).prepare('partner_event_state_by_number');
  const stateByRecipient = stateQuery(
    db,
    sql`"referrals"."tenant_id" = ${sql.placeholder('tenantId')} and "referrals"."id" = (select referral_id
      from recipients where tenant_id = ${sql.placeholder('tenantId')} and empfaengernummer = ${sql.placeholder('nr')})`,
  ).prepare('partner_event_state_by_recipient');
  const recordIfUnchanged = database.statement<{ updated: number; inserted: number }>(
    'partner_event_record_if_unchanged',
    RECORD_IF_UNCHANGED,
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
      return sql`"referrals"."tenant_id" = ${tenantId} and "referrals"."id" = (select referral_id from recipients
        where tenant_id = ${tenantId} and empfaengernummer = ${event.empfaengernummer ?? ''})`;
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
          v as (update referrals set facts_version = facts_version + 1
            where id = ${row.referralId} and exists (select 1 from i)),
          d as (${forgetDeadLetter(tx, row).getSQL()})
        select count(*)::int as n from i`,
      );
      return ((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
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
      const [counts] = await recordIfUnchanged([
        row.referralId,
        read.factsVersion,
        read.status,
        read.rejectionReason,
        next.status,
        next.rejectionReason,
        row.tenantId,
        row.eventId,
        row.type,
        row.occurredAt.toISOString(),
        JSON.stringify(row.payload),
        row.receivedAt.toISOString(),
      ]);
      return { updated: (counts?.updated ?? 0) > 0, inserted: (counts?.inserted ?? 0) > 0 };
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
