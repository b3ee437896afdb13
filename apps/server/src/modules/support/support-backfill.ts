import type { Db } from '../../db/client.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { ReferralSupportRecords } from '../referrals/referrals.api.ts';

/**
 * Fills the e-mail search hashes (issue 14) of rows written before they existed, a batch per
 * transaction, until none is left. Run once at start-up, in the background (main.ts): new rows
 * get their hash when the owning module writes the address, so after one run nothing is missing,
 * and a later start finds the to-do list empty at the cost of one index look-up per table.
 * Computing on a read miss is no option: a search by hash cannot find the row whose hash is missing.
 */
export async function backfillEmailHashes(
  deps: { db: Db; referrers: ReferrerRecords; referralSupport: ReferralSupportRecords },
  batch = 1000,
): Promise<{ referrers: number; referrals: number }> {
  const run = async (step: (tx: Db, limit: number) => Promise<number>) => {
    let total = 0;
    for (;;) {
      const done = await deps.db.transaction((t) => step(t as unknown as Db, batch));
      total += done;
      if (done < batch) return total;
    }
  };
  return {
    referrers: await run((tx, limit) => deps.referrers.backfillEmailHashes(tx, limit)),
    referrals: await run((tx, limit) => deps.referralSupport.backfillRecipientHashes(tx, limit)),
  };
}
