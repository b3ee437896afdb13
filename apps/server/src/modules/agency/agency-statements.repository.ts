import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { agentNames } from '../agents/agents.api.ts';
import { productNames } from '../catalogue/catalogue.api.ts';
import { referralSummaries } from '../referrals/referrals.api.ts';
import { agencyCreditNoteLines } from './agency.table.ts';
import { earnsCommission } from './agency-commission.ts';

/** An order a statement settles: its commission to credit, or its commission to reverse. */
export interface SettlementRow {
  referralId: string;
  empfehlungsnummer: number;
  agentNumber: string | null;
  agentName: string;
  product: string | null;
  releasedAt: Date;
  /** What the order's issued lines add up to: 0 if never credited or credited and reversed. */
  balanceCent: number;
  /** Whether it earns its commission now (`earnsCommission`). */
  earns: boolean;
  /** The credit note whose line credited what stands (balance > 0), for the reversal to name. */
  creditedOn: string | null;
}

/**
 * The agency's released orders (agency_order_releases) against what its credit notes have paid for
 * them (agency_credit_note_lines), for its commission statements (decision 038, second addendum).
 */
export function createAgencyStatementsRepository() {
  return {
    /** The months (YYYY-MM, Berlin time) with releases, oldest first. */
    async releaseMonths(tx: Db, tenantId: string, agencyId: string): Promise<string[]> {
      const rows = rowsOf<{ month: string }>(
        await tx.execute(sql`select distinct to_char(rel.released_at at time zone 'Europe/Berlin', 'YYYY-MM') as month
          from agency_order_releases rel where rel.tenant_id = ${tenantId} and rel.agency_id = ${agencyId}
          order by month`),
      );
      return rows.map((r) => r.month);
    },

    /**
     * The orders released before `before` that a statement must settle now, oldest release first:
     * an earning order not paid for (credit), and a paid one that earns no longer — cancelled,
     * revoked, rejected or held by the fraud review — (reverse). An order settled is on neither
     * side again until its state changes once more, so a statement computed twice settles it once.
     */
    async settlement(
      tx: Db,
      input: { tenantId: string; agencyId: string; before: Date },
    ): Promise<SettlementRow[]> {
      const rows = rowsOf(
        await tx.execute(sql`select * from (
            select r.id as "referralId", r.empfehlungsnummer as "empfehlungsnummer",
              r.agent_number as "agentNumber",
              trim(coalesce(ag.name, '')) as "agentName",
              p.anzeige_name as "product", rel.released_at as "releasedAt",
              ${earnsCommission(sql`r`)} as "earns",
              coalesce(paid.balance, 0)::int as "balanceCent", paid.credited_on as "creditedOn"
            from agency_order_releases rel
            join ${referralSummaries} r on r.id = rel.referral_id
            left join ${agentNames(input.tenantId)} ag on ag.number = r.agent_number
            left join ${productNames} p on p.tenant_id = r.tenant_id and p.id = r.product_id
            left join lateral (
              select sum(l.amount_cent) as balance,
                (array_agg(n.number order by n.sequence desc) filter (where l.amount_cent > 0))[1] as credited_on
              from agency_credit_note_lines l join agency_credit_notes n on n.id = l.credit_note_id
              where l.referral_id = rel.referral_id
            ) paid on true
            where rel.tenant_id = ${input.tenantId} and rel.agency_id = ${input.agencyId}
              and rel.released_at < ${input.before.toISOString()}::timestamptz
          ) o
          where (o."earns" and o."balanceCent" = 0) or (not o."earns" and o."balanceCent" > 0)
          order by o."releasedAt", o."empfehlungsnummer"`),
      );
      return rows.map((r) => ({
        referralId: r.referralId as string,
        empfehlungsnummer: Number(r.empfehlungsnummer),
        agentNumber: r.agentNumber as string | null,
        agentName: r.agentName as string,
        product: r.product as string | null,
        releasedAt: new Date(r.releasedAt as string | Date),
        balanceCent: Number(r.balanceCent),
        earns: Boolean(r.earns),
        creditedOn: r.creditedOn as string | null,
      }));
    },

    /** The lines of a credit note being issued (in its transaction). */
    async insertLines(tx: Db, lines: (typeof agencyCreditNoteLines.$inferInsert)[]) {
      if (lines.length > 0) await tx.insert(agencyCreditNoteLines).values(lines);
    },
  };
}

export type AgencyStatementsRepository = ReturnType<typeof createAgencyStatementsRepository>;
