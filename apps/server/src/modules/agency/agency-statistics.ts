import type { Statistics } from '@kwk/shared/agency/agency-reports.schemas';
import { sql } from 'drizzle-orm';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { agentNames } from '../agents/agents.api.ts';
import { rewardCreditStates } from '../lifecycle/lifecycle.api.ts';
import { partnerEventTimes } from '../partner-events/partner-events.api.ts';
import { recipientConfirmations } from '../recipients/recipients.api.ts';
import { referralSummaries } from '../referrals/referrals.api.ts';
import { lastWeeks } from './agency-statistics-weeks.ts';

type Figures = { Empfehlungen: number; Leads: number; Auftraege: number; PraemienCent: number };
const zero = (): Figures => ({ Empfehlungen: 0, Leads: 0, Auftraege: 0, PraemienCent: 0 });
const FIGURE: Record<string, keyof Figures> = { E: 'Empfehlungen', L: 'Leads', A: 'Auftraege' };

/**
 * The agency's figures since the Monday (Berlin) of the oldest week: each fact of its agents'
 * referrals (made, recipient confirmed, order placed, reward credited) counted once per week and
 * once per agent, in one statement (grouping sets).
 */
const FIGURES = (tenantId: string, agencyId: string, since: string) => sql`
  with agency_referrals as (
    select r.id, r.tenant_id, r.agent_number, r.created_at from ${referralSummaries} r
    join agency_agents aa on aa.tenant_id = r.tenant_id and aa.agent_number = r.agent_number
    where r.tenant_id = ${tenantId} and aa.agency_id = ${agencyId}
  ), start as (select (cast(${since} as date)::timestamp at time zone 'Europe/Berlin') as at),
  facts as (
    select 'E' as kind, ar.agent_number, ar.created_at as at, 0 as cents
      from agency_referrals ar, start where ar.created_at >= start.at
    union all
    select 'L', ar.agent_number, x.data_confirmed_at, 0
      from ${recipientConfirmations} x join agency_referrals ar on ar.id = x.referral_id, start
      where x.data_confirmed_at >= start.at
    union all
    select 'A', ar.agent_number, o.placed, 0 from agency_referrals ar
      join lateral (select min(e.occurred_at) as placed from ${partnerEventTimes} e
        where e.tenant_id = ar.tenant_id and e.referral_id = ar.id and e.type = 'order.placed') o on true, start
      where o.placed >= start.at
    union all
    select 'P', ar.agent_number, c.created_at, c.cents
      from ${rewardCreditStates} c join agency_referrals ar on ar.id = c.referral_id, start
      where c.kind = 'referral' and c.status <> 'Storniert' and c.created_at >= start.at
  ), weekly as (
    select kind, agent_number, cents, to_char(at at time zone 'Europe/Berlin', 'IYYY-"W"IW') as week from facts
  )
  select kind, week, agent_number, grouping(week)::int as by_agent, count(*)::int as n, sum(cents)::int as cents
  from weekly group by grouping sets ((kind, week), (kind, agent_number))`;

const AGENTS = (tenantId: string, agencyId: string) => sql`
  select aa.agent_number, coalesce(ag.name, aa.agent_number) as name
  from agency_agents aa
  left join ${agentNames(tenantId)} ag on ag.number = aa.agent_number
  where aa.tenant_id = ${tenantId} and aa.agency_id = ${agencyId}
  order by aa.agent_number`;

const add = (figures: Figures, kind: string, n: number, cents: number) => {
  if (kind === 'P') figures.PraemienCent += cents;
  else figures[FIGURE[kind]!] += n;
};

/** `PUT agentur/statistik` and `agentur/dashboard`: per ISO week (every one, zeros too) and per agent. */
export async function agencyStatistics(
  db: Db,
  scope: { tenantId: string; agencyId: string; now: Date },
  weeks: number,
): Promise<Statistics> {
  const span = lastWeeks(berlinDate(scope.now), weeks);
  const [facts, agents] = await Promise.all([
    db.execute(FIGURES(scope.tenantId, scope.agencyId, span[0]!.monday)),
    db.execute(AGENTS(scope.tenantId, scope.agencyId)),
  ]);
  const perWeek = new Map(span.map((w) => [w.week, zero()]));
  const perAgent = new Map(
    rowsOf(agents).map((a) => [a.agent_number as string, { name: a.name as string, ...zero() }]),
  );
  const total = zero();
  for (const row of rowsOf(facts)) {
    const kind = row.kind as string;
    const n = Number(row.n);
    const cents = Number(row.cents ?? 0);
    if (row.by_agent === 1) {
      const agent = perAgent.get(row.agent_number as string);
      if (agent) add(agent, kind, n, cents);
    } else {
      const week = perWeek.get(row.week as string);
      // A fact after now (a clock set back in a test) belongs to no week shown.
      if (week) add(week, kind, n, cents);
      if (week) add(total, kind, n, cents);
    }
  }
  return {
    ProWoche: span.map((w) => ({ Woche: w.week, ...perWeek.get(w.week)! })),
    ProAgent: [...perAgent].map(([number, { name, ...figures }]) => ({
      Agentennummer: number,
      AgentName: name,
      ...figures,
    })),
    Summe: total,
  };
}
