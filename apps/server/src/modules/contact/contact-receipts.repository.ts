import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { contactReceiptCounts } from './contact-receipts.table.ts';

/** The receipt counts of the contact form; only this module writes them. */
export function createContactReceiptsRepository() {
  return {
    /**
     * Counts one more receipt for the address on the day and answers the new count, in one
     * statement: concurrent requests for one address queue on its row, so each sees its own number.
     * Days before are dropped on the way (they no longer limit anything), skipping rows another
     * request is dropping, so two requests never wait on each other for them.
     */
    async count(tx: Db, addressHash: string, day: string): Promise<number> {
      await tx.execute(sql`delete from contact_receipt_counts where (address_hash, day) in (
        select address_hash, day from contact_receipt_counts where day < ${day}::date
        limit 100 for update skip locked)`);
      const [row] = await tx
        .insert(contactReceiptCounts)
        .values({ addressHash, day, sent: 1 })
        .onConflictDoUpdate({
          target: [contactReceiptCounts.addressHash, contactReceiptCounts.day],
          set: { sent: sql`${contactReceiptCounts.sent} + 1` },
        })
        .returning({ sent: contactReceiptCounts.sent });
      return row?.sent ?? 1;
    },
  };
}

export type ContactReceiptsRepository = ReturnType<typeof createContactReceiptsRepository>;
