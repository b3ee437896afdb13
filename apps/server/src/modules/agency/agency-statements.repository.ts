import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { agents } from '../agents/agents.table.ts';
import { products } from '../catalogue/catalogue.table.ts';
import { referrals } from '../referrals/referrals.table.ts';
import { agencyOrderReleases } from './agency.table.ts';

/** Months turn at German midnight, as the programme's days do. */
const releaseMonth = sql<string>`to_char(${agencyOrderReleases.releasedAt} at time zone 'Europe/Berlin', 'YYYY-MM')`;

/** The agency's released orders (agency_order_releases), by month, for its commission statements. */
export function createAgencyStatementsRepository() {
  const ofAgency = (tenantId: string, agencyId: string) =>
    and(eq(agencyOrderReleases.tenantId, tenantId), eq(agencyOrderReleases.agencyId, agencyId));

  return {
    /** Released orders per month (YYYY-MM, Berlin time), newest month first. */
    months: (tx: Db, tenantId: string, agencyId: string) =>
      tx
        .select({ month: releaseMonth, orders: sql<number>`count(*)`.mapWith(Number) })
        .from(agencyOrderReleases)
        .where(ofAgency(tenantId, agencyId))
        .groupBy(releaseMonth)
        .orderBy(desc(releaseMonth)),

    /** The orders released in a month (YYYY-MM), oldest release first, with agent and product. */
    lines: (tx: Db, input: { tenantId: string; agencyId: string; month: string }) => {
      const start = `${input.month}-01`;
      return tx
        .select({
          empfehlungsnummer: referrals.empfehlungsnummer,
          agentNumber: referrals.agentNumber,
          agentName: sql<string>`trim(coalesce(${agents.vorname}, '') || ' ' || coalesce(${agents.nachname}, ''))`,
          product: products.anzeigeName,
          releasedAt: agencyOrderReleases.releasedAt,
        })
        .from(agencyOrderReleases)
        .innerJoin(referrals, eq(referrals.id, agencyOrderReleases.referralId))
        .leftJoin(
          agents,
          and(eq(agents.tenantId, referrals.tenantId), eq(agents.externeId, referrals.agentNumber)),
        )
        .leftJoin(
          products,
          and(eq(products.tenantId, referrals.tenantId), eq(products.id, referrals.productId)),
        )
        .where(
          and(
            ofAgency(input.tenantId, input.agencyId),
            // A range on the column, so the (agency_id, released_at) index finds the month.
            sql`${agencyOrderReleases.releasedAt} >= (${start}::timestamp at time zone 'Europe/Berlin')`,
            sql`${agencyOrderReleases.releasedAt} < ((${start}::timestamp + interval '1 month') at time zone 'Europe/Berlin')`,
          ),
        )
        .orderBy(asc(agencyOrderReleases.releasedAt), asc(referrals.empfehlungsnummer));
    },
  };
}

export type AgencyStatementsRepository = ReturnType<typeof createAgencyStatementsRepository>;
export type StatementLine = Awaited<ReturnType<AgencyStatementsRepository['lines']>>[number];
