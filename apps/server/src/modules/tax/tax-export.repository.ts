import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { referrers } from '../accounts/referrers.table.ts';
import { rewardCredits } from '../lifecycle/reward-credits.table.ts';

/** One person's paid year: a referrer (by referrer number) or a recipient (by recipient number). */
export interface PaidPerPerson {
  rolle: 'Empfehler' | 'Empfaenger';
  /** The referrer number (`empfehlerHash`) or the recipient number (`empfaengernummer`). */
  nummer: string;
  vorname: string;
  nachname: string;
  email: string;
  payouts: number;
  cents: number;
}

/**
 * What a tenant paid each person in [from, to): rewards that are Ausgezahlt with their payment in
 * the range — the referrer's own rewards per referrer, and the recipient's share per recipient
 * (their income too, issue 15). Reads only. A payout whose person was deleted or erased since has
 * no one to name and is left out.
 */
export function createTaxExportRepository() {
  return {
    paidPerReferrer: async (
      tx: Db,
      tenantId: string,
      range: { from: Date; to: Date },
    ): Promise<PaidPerPerson[]> =>
      (
        await tx
          .select({
            nummer: referrers.empfehlerHash,
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
          .groupBy(referrers.id)
      ).map((r) => ({ rolle: 'Empfehler' as const, ...r })),

    /** The recipients' paid shares, per recipient (their details as they gave them, never erased ones). */
    paidPerRecipient: async (
      tx: Db,
      tenantId: string,
      range: { from: Date; to: Date },
    ): Promise<PaidPerPerson[]> =>
      rowsOf<PaidPerPerson>(
        await tx.execute(sql`
          select 'Empfaenger' as rolle, p.empfaengernummer as nummer,
            coalesce(p.personal->>'vorname', '') as vorname, coalesce(p.personal->>'name', '') as nachname,
            coalesce(p.email, '') as email, count(*)::int as payouts, sum(c.cents)::int as cents
          from reward_credits c
          join recipients p on p.id = c.recipient_id and p.erased_at is null
          where c.tenant_id = ${tenantId} and c.beneficiary = 'Empfaenger' and c.status = 'Ausgezahlt'
            and c.paid_at >= ${range.from.toISOString()} and c.paid_at < ${range.to.toISOString()}
          group by p.id`),
      ),
  };
}

export type TaxExportRepository = ReturnType<typeof createTaxExportRepository>;
