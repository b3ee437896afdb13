import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReferralRow } from '../referrals/referrals.repository.ts';
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

    addKeyIfAbsent: (tenantId: string, keyHash: string, label: string) =>
      db.insert(partnerApiKeys).values({ tenantId, keyHash, label }).onConflictDoNothing(),

    /**
     * The referral an event names (by its number, or by the recipient number the order carried),
     * locked for this transaction so events of one referral apply one at a time.
     */
    async lockReferral(
      tx: Db,
      tenantId: string,
      event: { empfehlungsnummer?: number | undefined; empfaengernummer?: string | undefined },
    ): Promise<ReferralRow | undefined> {
      const byRecipient = event.empfaengernummer
        ? sql`${referrals.id} = (select referral_id from recipients where tenant_id = ${tenantId} and empfaengernummer = ${event.empfaengernummer})`
        : undefined;
      const where =
        event.empfehlungsnummer !== undefined
          ? and(eq(referrals.tenantId, tenantId), eq(referrals.empfehlungsnummer, event.empfehlungsnummer))
          : and(eq(referrals.tenantId, tenantId), byRecipient);
      return (await tx.select().from(referrals).where(where).for('no key update'))[0];
    },

    /** A redelivered event that now applies leaves the dead letters. */
    forgetDeadLetter: (tx: Db, tenantId: string, eventId: string) =>
      tx
        .delete(partnerDeadLetters)
        .where(and(eq(partnerDeadLetters.tenantId, tenantId), eq(partnerDeadLetters.eventId, eventId))),

    /** Stores the event once; false when it was there already. */
    record: async (tx: Db, row: typeof partnerEvents.$inferInsert): Promise<boolean> =>
      (
        await tx
          .insert(partnerEvents)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: partnerEvents.eventId })
      ).length > 0,

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
