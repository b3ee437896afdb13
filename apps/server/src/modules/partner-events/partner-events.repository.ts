import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrals } from '../referrals/referrals.table.ts';
import { partnerApiKeys, partnerDeadLetters, partnerEvents } from './partner-events.table.ts';

export function createPartnerEventsRepository({ db }: { db: Db }) {
  return {
    /** Whether this key hash is a live key of the tenant. */
    async keyIsValid(tenantId: string, keyHash: string): Promise<boolean> {
      const rows = await db
        .select({ tenantId: partnerApiKeys.tenantId })
        .from(partnerApiKeys)
        .where(
          and(
            eq(partnerApiKeys.keyHash, keyHash),
            eq(partnerApiKeys.tenantId, tenantId),
            isNull(partnerApiKeys.revokedAt),
          ),
        );
      return rows.length > 0;
    },

    addKey: (tenantId: string, keyHash: string, label: string) =>
      db.insert(partnerApiKeys).values({ tenantId, keyHash, label }),

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
     * Stores the event once (false when it was there already) and, in the same statement, takes
     * a redelivered event that now applies out of the dead letters.
     */
    async recordAndForgetDeadLetter(tx: Db, row: typeof partnerEvents.$inferInsert): Promise<boolean> {
      const inserted = tx
        .insert(partnerEvents)
        .values(row)
        .onConflictDoNothing()
        .returning({ id: partnerEvents.eventId });
      const forgotten = tx
        .delete(partnerDeadLetters)
        .where(
          and(eq(partnerDeadLetters.tenantId, row.tenantId), eq(partnerDeadLetters.eventId, row.eventId)),
        );
      const result = await tx.execute(
        sql`with i as (${inserted.getSQL()}), d as (${forgotten.getSQL()}) select count(*)::int as n from i`,
      );
      return ((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0) > 0;
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
