import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import type { OriginRow } from './fraud.repository.ts';
import { fraudOrigins } from './fraud.table.ts';

/** Where the referrer recommended and the recipient confirmed from (part of the fraud repository). */
export const fraudOriginQueries = {
  /**
   * Records where the referrer recommended from and answers, in the same statement, how many
   * referrals the referrer and the network made within the window before this one.
   */
  async recordReferrerOrigin(
    tx: Db,
    row: OriginRow & { referrerId: string },
    since: Date,
  ): Promise<{ byReferrer: number; byNetwork: number }> {
    const [counts] = rowsOf<{ by_referrer: number; by_network: number }>(
      await tx.execute(sql`with ins as (
          insert into fraud_origins (referral_id, party, tenant_id, referrer_id, network, address, device, at)
          values (${row.referralId}, 'referrer', ${row.tenantId}, ${row.referrerId}, ${row.network ?? null},
            ${row.address ?? null}, ${row.device ?? null}, ${row.at})
          on conflict do nothing)
        select
          (select count(*) from fraud_origins o where o.tenant_id = ${row.tenantId} and o.party = 'referrer'
            and o.referrer_id = ${row.referrerId} and o.at > ${since})::int as by_referrer,
          (select count(*) from fraud_origins o where o.tenant_id = ${row.tenantId} and o.party = 'referrer'
            and ${row.network ?? null}::text is not null and o.network = ${row.network ?? null}::text
            and o.at > ${since})::int as by_network`),
    );
    return { byReferrer: counts?.by_referrer ?? 0, byNetwork: counts?.by_network ?? 0 };
  },

  /** Records where the recipient confirmed from; answers the referrer's origin to compare with. */
  async recordRecipientOrigin(tx: Db, row: OriginRow) {
    await tx
      .insert(fraudOrigins)
      .values({ ...row, party: 'recipient' })
      .onConflictDoNothing();
    const [referrer] = await tx
      .select()
      .from(fraudOrigins)
      .where(and(eq(fraudOrigins.referralId, row.referralId), eq(fraudOrigins.party, 'referrer')));
    return referrer;
  },
};
