import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrers } from '../accounts/referrers.table.ts';
import { rewardCredits } from '../lifecycle/reward-credits.table.ts';

export interface PaidPerReferrer {
  empfehlerHash: string;
  vorname: string;
  nachname: string;
  email: string;
  payouts: number;
  cents: number;
}

/**
 * What a tenant paid each referrer in [from, to): the referrer's own rewards that are Ausgezahlt
 * with their payment in the range (the recipient's share is the recipient's income). Reads only.
 * A payout whose account was deleted since has no one to name and is left out.
 */
export function createTaxExportRepository() {
  return {
    paidPerReferrer: (
      tx: Db,
      tenantId: string,
      range: { from: Date; to: Date },
    ): Promise<PaidPerReferrer[]> =>
      tx
        .select({
          empfehlerHash: referrers.empfehlerHash,
          vorname: referrers.vorname,
          nachname: referrers.nachname,
          email: referrers.email,
          payouts: count(),
          cents: sql<number>`sum(${rewardCredits.cents})::int`,
        })
        .from(rewardCredits)
        .innerJoin(referrers, eq(referrers.id, rewardCredits.referrerId))
        .where(
          and(
            eq(rewardCredits.tenantId, tenantId),
            eq(rewardCredits.beneficiary, 'Empfehler'),
            eq(rewardCredits.status, 'Ausgezahlt'),
            gte(rewardCredits.paidAt, range.from),
            lt(rewardCredits.paidAt, range.to),
          ),
        )
        .groupBy(referrers.id),
  };
}

export type TaxExportRepository = ReturnType<typeof createTaxExportRepository>;
