import { and, eq } from 'drizzle-orm';
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

    /**
     * Removes the stored account only if it is the one with this IBAN identity (a returned
     * transfer names a wrong account, issue 15): an account the referrer changed since stays.
     * Answers whether one was removed.
     */
    removeIfIdentity: async (
      tx: Db,
      input: { referrerId: string; tenantId: string; ibanIdentity: string },
    ): Promise<boolean> =>
      (
        await tx
          .delete(referrerBankData)
          .where(
            and(
              eq(referrerBankData.referrerId, input.referrerId),
              eq(referrerBankData.tenantId, input.tenantId),
              eq(referrerBankData.ibanIdentity, input.ibanIdentity),
            ),
          )
          .returning({ referrerId: referrerBankData.referrerId })
      ).length > 0,

    remove: (tx: Db, referrerId: string) =>
      tx.delete(referrerBankData).where(eq(referrerBankData.referrerId, referrerId)),
  };
}

export type ReferrerBankDataRepository = ReturnType<typeof createReferrerBankDataRepository>;

/**
 * What other modules may call of the referrers' stored bank data (issue 28), as `bankData`.
 */
export const BANK_DATA_RECORDS = ['of', 'save', 'remove', 'removeIfIdentity'] as const;
export type BankDataRecords = Pick<ReferrerBankDataRepository, (typeof BANK_DATA_RECORDS)[number]>;
