import { and, eq, isNull } from 'drizzle-orm';
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

    /** The referral, locked for this transaction so events of one referral apply one at a time. */
    lockReferral: async (tx: Db, tenantId: string, empfehlungsnummer: number) =>
      (
        await tx
          .select({ id: referrals.id, status: referrals.status })
          .from(referrals)
          .where(and(eq(referrals.tenantId, tenantId), eq(referrals.empfehlungsnummer, empfehlungsnummer)))
          .for('update')
      )[0],

    isKnown: async (tx: Db, tenantId: string, eventId: string) =>
      (
        await tx
          .select({ id: partnerEvents.eventId })
          .from(partnerEvents)
          .where(and(eq(partnerEvents.tenantId, tenantId), eq(partnerEvents.eventId, eventId)))
      ).length > 0,

    /** Stores the event once; false when it was there already. */
    record: async (tx: Db, row: typeof partnerEvents.$inferInsert): Promise<boolean> =>
      (
        await tx
          .insert(partnerEvents)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: partnerEvents.eventId })
      ).length > 0,

    setReferralStatus: (tx: Db, referralId: string, status: (typeof referrals.$inferSelect)['status']) =>
      tx.update(referrals).set({ status }).where(eq(referrals.id, referralId)),

    deadLetter: (tx: Db, row: typeof partnerDeadLetters.$inferInsert) =>
      tx.insert(partnerDeadLetters).values(row).onConflictDoNothing(),
  };
}

export type PartnerEventsRepository = ReturnType<typeof createPartnerEventsRepository>;
