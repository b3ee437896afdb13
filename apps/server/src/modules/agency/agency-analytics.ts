import type { Analytics, AnalyticsRequest, Funnel } from '@kwk/shared/agency/agency-analytics.schemas';
import { weeksTouched, wholeWeeks } from '@kwk/shared/operator/figures-range';
import { sql } from 'drizzle-orm';
import { startOfBerlinDay } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { agentNames } from '../agents/agents.api.ts';
import { referralRewardsCredited } from '../lifecycle/lifecycle.api.ts';
import { linkOpensPerDay, referralsOfAgents } from '../referrals/referrals.api.ts';
import { agencyAgents } from './agency.table.ts';
import { lastWeeks } from './agency-statistics-weeks.ts';

type Counts = Pick<Funnel, 'Oeffnungen' | 'Empfehlungen' | 'Auftraege' | 'Praemien' | 'PraemienCent'>;
const zero = (): Counts => ({ Oeffnungen: 0, Empfehlungen: 0, Auftraege: 0, Praemien: 0, PraemienCent: 0 });

/** A step over the one before it; null where that counted nothing (no division by zero). */
export const rateOf = (part: number, whole: number): number | null =>
  whole === 0 ? null : Math.round((part / whole) * 10_000) / 10_000;

/** The counts with their three conversion rates. */
export const funnelOf = (c: Counts): Funnel => ({
  ...c,
  OeffnungenZuEmpfehlungen: rateOf(c.Empfehlungen, c.Oeffnungen),
  EmpfehlungenZuAuftraegen: rateOf(c.Auftraege, c.Empfehlungen),
  AuftraegeZuPraemien: rateOf(c.Praemien, c.Auftraege),
});

/** The day after a YYYY-MM-DD day. */
const dayAfter = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/**
 * The agency's funnel in one statement: its agents' referrals (made, ordered), their links' opens
 * and their credited rewards in [from, to), each fact in the Berlin day it happened, counted per
 * ISO week and per agent (grouping sets), plus the agency's agents with their names as one more
 * kind of row, so a page load is one round trip. Every read of another module's rows is its
 * owner's query (decision 051).
 */
export const analyticsStatement = (
  scope: { tenantId: string; agencyId: string; agent: string | null },
  days: { from: string; to: string },
  at: { from: Date; to: Date },
) => {
  const agentsReferrals = referralsOfAgents(scope.tenantId, sql`select agent_number from chosen`);
  const [from, to] = [at.from.toISOString(), at.to.toISOString()];
  return sql`
  with agency_agent as (
    select ${agencyAgents.agentNumber} as agent_number from ${agencyAgents}
    where ${agencyAgents.tenantId} = ${scope.tenantId} and ${agencyAgents.agencyId} = ${scope.agencyId}
  ), chosen as (
    select agent_number from agency_agent where ${scope.agent}::text is null or agent_number = ${scope.agent}
  ), facts as (
    select r.agent_number, date_trunc('week', r.created_at at time zone 'Europe/Berlin')::date as monday,
        'E' as kind, count(*)::int as n, 0 as cents
      from ${agentsReferrals} r
      where r.created_at >= ${from} and r.created_at < ${to} group by 1, 2
    union all
    select r.agent_number, date_trunc('week', r.ordered_at at time zone 'Europe/Berlin')::date, 'A', count(*)::int, 0
      from ${agentsReferrals} r
      where r.ordered_at >= ${from} and r.ordered_at < ${to} group by 1, 2
    union all
    select r.agent_number, date_trunc('week', o.day)::date, 'O', sum(o.opens)::int, 0
      from ${linkOpensPerDay(scope.tenantId, days.from, days.to)} o join ${agentsReferrals} r on r.id = o.referral_id
      group by 1, 2
    union all
    select r.agent_number, date_trunc('week', c.at at time zone 'Europe/Berlin')::date, 'P', count(*)::int, sum(c.cents)::int
      from ${referralRewardsCredited(scope.tenantId, at)} c join ${agentsReferrals} r on r.id = c.referral_id
      group by 1, 2
  ), grouped as (
    select to_char(monday, 'IYYY-"W"IW') as week, agent_number, grouping(agent_number)::int as per_week,
      coalesce(sum(n) filter (where kind = 'O'), 0)::int as opens,
      coalesce(sum(n) filter (where kind = 'E'), 0)::int as made,
      coalesce(sum(n) filter (where kind = 'A'), 0)::int as ordered,
      coalesce(sum(n) filter (where kind = 'P'), 0)::int as rewarded,
      coalesce(sum(cents) filter (where kind = 'P'), 0)::int as cents
    from facts group by grouping sets ((monday), (agent_number))
  )
  select 'figures' as row_kind, week, agent_number, per_week, opens, made, ordered, rewarded, cents, null as name
    from grouped
  union all
  select 'agent', null, a.agent_number, null, null, null, null, null, null, coalesce(n.name, a.agent_number)
    from agency_agent a left join ${agentNames(scope.tenantId)} n on n.number = a.agent_number`;
};

interface Row {
  row_kind: 'figures' | 'agent';
  week: string | null;
  agent_number: string;
  per_week: number | null;
  opens: number;
  made: number;
  ordered: number;
  rewarded: number;
  cents: number;
  name: string | null;
}

const countsOf = (row: Row): Counts => ({
  Oeffnungen: Number(row.opens),
  Empfehlungen: Number(row.made),
  Auftraege: Number(row.ordered),
  Praemien: Number(row.rewarded),
  PraemienCent: Number(row.cents),
});

const addTo = (sum: Counts, c: Counts) => {
  for (const key of Object.keys(sum) as (keyof Counts)[]) sum[key] += c[key];
};

/**
 * `PUT agentur/analyse`: the agency's link opens, recommendations, orders and rewards per ISO week
 * (every week of the range, zeros too) and per agent (those with any fact), with the conversion
 * rates, over a range of Berlin days widened to whole weeks, for all its agents or one.
 */
export async function agencyAnalytics(
  db: Db,
  scope: { tenantId: string; agencyId: string },
  request: AnalyticsRequest,
): Promise<Analytics> {
  const range = wholeWeeks(request.Von, request.Bis);
  const end = dayAfter(range.to);
  const agent = request.Agentennummer || null;
  const rows = rowsOf<Row>(
    await db.execute(
      analyticsStatement(
        { ...scope, agent },
        { from: range.from, to: end },
        { from: startOfBerlinDay(range.from)!, to: startOfBerlinDay(end)! },
      ),
    ),
  );
  const names = new Map<string, string>();
  const perWeek = new Map(
    lastWeeks(range.to, weeksTouched(range.from, range.to)).map((w) => [w.week, zero()]),
  );
  const perAgent: { Agentennummer: string; AgentName: string; counts: Counts }[] = [];
  const total = zero();
  for (const row of rows)
    if (row.row_kind === 'agent') names.set(row.agent_number, row.name ?? row.agent_number);
  for (const row of rows) {
    if (row.row_kind !== 'figures') continue;
    if (row.per_week === 1) {
      const week = perWeek.get(row.week ?? '');
      if (week) addTo(week, countsOf(row));
      if (week) addTo(total, countsOf(row));
    } else {
      const number = row.agent_number;
      perAgent.push({ Agentennummer: number, AgentName: names.get(number) ?? number, counts: countsOf(row) });
    }
  }
  perAgent.sort(
    (a, b) => b.counts.Oeffnungen - a.counts.Oeffnungen || a.Agentennummer.localeCompare(b.Agentennummer),
  );
  return {
    Von: range.from,
    Bis: range.to,
    Agentennummer: agent,
    Agenten: [...names]
      .map(([number, name]) => ({ Agentennummer: number, AgentName: name }))
      .sort((a, b) => a.Agentennummer.localeCompare(b.Agentennummer)),
    ProWoche: [...perWeek].map(([woche, counts]) => ({ Woche: woche, ...funnelOf(counts) })),
    ProAgent: perAgent.map(({ counts, ...agentOf }) => ({ ...agentOf, ...funnelOf(counts) })),
    Summe: funnelOf(total),
  };
}
