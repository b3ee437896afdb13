import type { ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import { type SQL, sql } from 'drizzle-orm';
import { referrerNames } from '../accounts/accounts.api.ts';
import { agentNames } from '../agents/agents.api.ts';
import { productNames } from '../catalogue/catalogue.api.ts';
import { referralRewardCents, rewardCreditStates } from '../lifecycle/lifecycle.api.ts';
import { referralHasOrderPlaced } from '../partner-events/partner-events.api.ts';
import { orderRecipientNumber, recipientLeads } from '../recipients/recipients.api.ts';
import { referralSummaries } from '../referrals/referrals.api.ts';
import { earnsCommission } from './agency-commission.ts';

/**
 * Where each agency report's rows come from: one SQL select per report, its columns named as on
 * the wire, always bound to one agency of one tenant (an agency sees only its own agents' rows,
 * and its own invitations). The reports read other modules' rows in joins, through their owners' queries
 * (decision 051: plain projections and correlated subqueries), and write none. The repository
 * wraps a source as a subquery (`x`); PostgreSQL flattens it and the owners' projections in it, so
 * a filter on `x."Agentennummer"` is a condition on `referrals.agent_number` and can use its index.
 */
export interface ReportSource {
  /**
   * Every source also answers `__key`, the primary key of its row's table (a uuid): an export
   * reads its rows by these (see the repository's `batches`), each an index lookup.
   */
  rows(tenantId: string, agencyId: string, now: Date): SQL;
  /** A unique column: the tie-break of every order, so pages never overlap or skip. */
  key: string;
  /** Columns that are timestamps (answered as ISO 8601). */
  dates: readonly string[];
}

/** The agency's agents' referrals with agent, product and referrer. */
const agencyReferrals = (tenantId: string, agencyId: string) => sql`
  from ${referralSummaries} r
  join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
  left join ${agentNames(tenantId)} ag on ag.number = r.agent_number
  left join ${productNames} p on p.tenant_id = r.tenant_id and p.id = r.product_id
  left join ${referrerNames} f on f.id = r.referrer_id
  where r.tenant_id = ${tenantId} and aa.agency_id = ${agencyId} and r.agent_number is not null`;

const agentColumns = sql`r.agent_number as "Agentennummer",
  coalesce(ag.name, r.agent_number) as "AgentName",
  coalesce(p.anzeige_name, '') as "Produkt"`;

export const REPORT_SOURCES: Record<ReportName, ReportSource> = {
  einladungen: {
    key: 'Id',
    dates: ['EingeladenAm', 'AngenommenAm'],
    // An open invitation past its day shows as expired, whether or not a job has marked it.
    rows: (tenantId, agencyId, now) => sql`select i.id as "__key", i.id::text as "Id", i.vorname as "Vorname",
        i.nachname as "Nachname", i.email as "Email", i.art as "Art",
        i.mitarbeiternummer as "Mitarbeiternummer",
        case when i.status = 'Offen' and i.expires_at <= ${now.toISOString()}::timestamptz
          then 'Abgelaufen' else i.status end as "Status",
        i.created_at as "EingeladenAm", i.accepted_at as "AngenommenAm"
      from agency_invitations i where i.tenant_id = ${tenantId} and i.agency_id = ${agencyId}`,
  },
  empfehlungen: {
    key: 'Empfehlungsnummer',
    dates: ['ErstelltAm'],
    rows: (tenantId, agencyId) => sql`select r.id as "__key", r.empfehlungsnummer::int as "Empfehlungsnummer",
        ${agentColumns},
        coalesce(nullif(trim(coalesce(f.vorname, '') || ' ' || coalesce(f.nachname, '')), ''), '') as "EmpfehlerName",
        r.channel as "Kanal", r.status as "Status", r.created_at as "ErstelltAm"
      ${agencyReferrals(tenantId, agencyId)}`,
  },
  leads: {
    key: 'Empfaengernummer',
    dates: ['BestaetigtAm'],
    rows: (
      tenantId,
      agencyId,
    ) => sql`select rc.id as "__key", r.empfehlungsnummer::int as "Empfehlungsnummer",
        rc.empfaengernummer as "Empfaengernummer", ${agentColumns},
        rc.name as "EmpfaengerName", rc.ort as "Ort", rc.data_confirmed_at as "BestaetigtAm",
        ${referralHasOrderPlaced(sql`r.tenant_id`, sql`r.id`)} as "Bestellt"
      from ${recipientLeads} rc
      join ${referralSummaries} r on r.id = rc.referral_id
      join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
      left join ${agentNames(tenantId)} ag on ag.number = r.agent_number
      left join ${productNames} p on p.tenant_id = r.tenant_id and p.id = r.product_id
      where rc.tenant_id = ${tenantId} and r.tenant_id = ${tenantId} and aa.agency_id = ${agencyId}
        and rc.data_confirmed_at is not null`,
  },
  auftraege: {
    key: 'Empfehlungsnummer',
    // The order's recipient: the confirmed one first, then the first created; two created at the
    // same moment by their number, so the row (and the release it names) is the same on every read.
    dates: ['AuftragsDatum', 'WirksamAm', 'FreigegebenAm'],
    rows: (tenantId, agencyId) => sql`select r.id as "__key", r.empfehlungsnummer::int as "Empfehlungsnummer",
        ${orderRecipientNumber(sql`r.id`)} as "Empfaengernummer",
        ${agentColumns},
        r.ordered_at as "AuftragsDatum", r.order_effective_at as "WirksamAm",
        case r.order_ended when 'order.cancelled' then 'Storniert' when 'order.revoked' then 'Widerrufen'
          when 'order.rejected' then 'Abgelehnt'
          else case when r.status = 'Storniert' then 'Abgelehnt'
            when r.order_effective_at is not null then 'Wirksam' else 'Bestellt' end end as "Status",
        ${referralRewardCents(sql`r.id`)} as "PraemieCent",
        rel.referral_id is not null as "Freigegeben", rel.released_at as "FreigegebenAm",
        rel.released_by_name as "FreigegebenVon",
        (rel.referral_id is not null and ${earnsCommission(sql`r`)}) as "Provision"
      from ${referralSummaries} r
      join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
      left join ${agentNames(tenantId)} ag on ag.number = r.agent_number
      left join ${productNames} p on p.tenant_id = r.tenant_id and p.id = r.product_id
      left join agency_order_releases rel on rel.referral_id = r.id
      where r.tenant_id = ${tenantId} and aa.agency_id = ${agencyId} and r.agent_number is not null
        and r.ordered_at is not null`,
  },
  praemien: {
    key: 'Id',
    dates: ['GutgeschriebenAm'],
    rows: (
      tenantId,
      agencyId,
    ) => sql`select c.id as "__key", c.id::text as "Id", r.empfehlungsnummer::int as "Empfehlungsnummer",
        ${agentColumns}, c.beneficiary as "Empfaenger", c.cents as "WertCent", c.status as "Status",
        c.created_at as "GutgeschriebenAm"
      from ${rewardCreditStates} c
      join ${referralSummaries} r on r.id = c.referral_id
      join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
      left join ${agentNames(tenantId)} ag on ag.number = r.agent_number
      left join ${productNames} p on p.tenant_id = r.tenant_id and p.id = r.product_id
      where c.tenant_id = ${tenantId} and c.kind = 'referral' and r.tenant_id = ${tenantId}
        and aa.agency_id = ${agencyId}`,
  },
};
