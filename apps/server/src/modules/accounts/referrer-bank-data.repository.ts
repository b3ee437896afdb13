import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrerBankData } from './referrer-bank-data.table.ts';

export type ReferrerBankDataRow = typeof referrerBankData.$inferSelect;

/** A referrer's stored bank account (sealed IBAN); one per referrer. */
export function createReferrerBankDataRepository() {
  return {
    of: async (tx: Db, referrerId: string): Promise<ReferrerBankDataRow | undefined> =>
      (await tx.select().from(referrerBankData).where(eq(referrerBankData.referrerId, referrerId)))[0],

    save: (tx: Db, row: ReferrerBankDataRow) =>
      tx
        .insert(referrerBankData)
        .values(row)
        .onConflictDoUpdate({
          target: referrerBankData.referrerId,
          set: {
            holder: row.holder,
            ibanSealed: row.ibanSealed,
            ibanIdentity: row.ibanIdentity,
            bic: row.bic,
            updatedAt: row.updatedAt,
          },
        }),

    remove: (tx: Db, referrerId: string) =>
      tx.delete(referrerBankData).where(eq(referrerBankData.referrerId, referrerId)),
  };
}

export type ReferrerBankDataRepository = ReturnType<typeof createReferrerBankDataRepository>;
