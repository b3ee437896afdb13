import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { rewardCreditStates } from '../lifecycle/lifecycle.api.ts';
import { partnerEventTimes } from '../partner-events/partner-events.api.ts';
import { recipientConfirmations } from '../recipients/recipients.api.ts';
import { referralClickTimes, referralMilestones } from '../referrals/referrals.api.ts';

/**
 * The console's figures (issue 14): read-only statements over the rows of referrals (clicks,
 * opt-ins), recipients, partner events and the lifecycle's reward credits, each read through its
 * owner's query (decision 051; plain projections the planner reads as the tables). Nothing here
 * writes.
 *
 * What each stage counts, in the ISO week (Europe/Berlin) its fact happened:
 * - Clicks      a row of `referral_clicks` (GET /empfehlen/click, PUT /empfehlung/{nr}), at `at`;
 * - Confirmed   a referral whose referrer confirmed the opt-in mail (spec §4), at `optin_confirmed_at`;
 * - Recipients  a recipient who confirmed their data (tracking completed), at `data_confirmed_at`;
 *               a recipient row alone (the link followed) is not yet a lead;
 * - Orders      a referral with an order, at its first `order.placed` or `order.effective` partner
 *               event (the engine also opens an order on `order.effective` alone), once per referral;
 * - Effective   a referral whose order became legally effective, at its first `order.effective`;
 *               for both, events dated before the referral was made count for nothing, as in the engine;
 * - Credited    a referral whose reward was credited, once per referral however many parts its split
 *               has (issue 27, item 11: the funnel counts referrals, not credit rows), at its first
 *               credit's `created_at`, unless every part was cancelled since (Storniert); the cents
 *               are its parts' sum. Bonuses and goodwill belong to no referral: they are in REWARDS;
 * - Paid        a credited referral whose every part still owed is Ausgezahlt (the bank's execution
 *               confirmed, or the voucher code sent; issue 15), at its last `paid_at`: the rule of
 *               the support detail (shared support-rewards.ts `referralPayout`), expired parts owed to
 *               nobody.
 */
const FUNNEL = (tenantId: string, from: string, to: string) => {
  // Each fact is filtered by its own column in its own branch, so an index on it can serve.
  const startAt = sql`(cast(${from} as date)::timestamp at time zone 'Europe/Berlin')`;
  const endAt = sql`((cast(${to} as date) + 1)::timestamp at time zone 'Europe/Berlin')`;
  const inRange = (column: ReturnType<typeof sql.raw>) =>
    sql`${column} >= ${startAt} and ${column} < ${endAt}`;
  return sql`
  with weeks as (
    select d::date as monday
    from generate_series(cast(${from} as date)::timestamp, cast(${to} as date)::timestamp, interval '7 days') d
  ), orders as (
    select min(e.occurred_at) as ordered,
           min(e.occurred_at) filter (where e.type = 'order.effective') as effective
    from ${partnerEventTimes} e join ${referralMilestones} r on r.id = e.referral_id
    where e.tenant_id = ${tenantId} and e.type in ('order.placed', 'order.effective')
      and e.occurred_at >= r.created_at and e.occurred_at < ${endAt}
    group by e.referral_id
  ), credited as (
    select min(c.created_at) as credited_at, sum(c.cents) as cents,
           max(c.paid_at) filter (where c.status = 'Ausgezahlt') as paid_at,
           coalesce(sum(c.cents) filter (where c.status = 'Ausgezahlt'), 0) as paid_cents,
           count(*) filter (where c.status = 'Ausgezahlt') as paid,
           count(*) filter (where c.status <> 'Abgelaufen') as owed
    from ${rewardCreditStates} c
    where c.tenant_id = ${tenantId} and c.kind = 'referral' and c.status <> 'Storniert'
    group by c.referral_id
  ), facts as (
    select 'Clicks' as stage, c.at, 0::bigint as cents from ${referralClickTimes} c
      where c.tenant_id = ${tenantId} and ${inRange(sql.raw('c.at'))}
    union all
    select 'Confirmed', r.optin_confirmed_at, 0 from ${referralMilestones} r
      where r.tenant_id = ${tenantId} and ${inRange(sql.raw('r.optin_confirmed_at'))}
    union all
    select 'Recipients', x.data_confirmed_at, 0 from ${recipientConfirmations} x
      where x.tenant_id = ${tenantId} and ${inRange(sql.raw('x.data_confirmed_at'))}
    union all
    select s.stage, s.at, 0 from orders o
      cross join lateral (values ('Orders', o.ordered), ('Effective', o.effective)) as s(stage, at)
      where ${inRange(sql.raw('s.at'))}
    union all
    select 'Credited', c.credited_at, c.cents from credited c
      where ${inRange(sql.raw('c.credited_at'))}
    union all
    select 'Paid', c.paid_at, c.paid_cents from credited c
      where c.paid > 0 and c.paid = c.owed and ${inRange(sql.raw('c.paid_at'))}
  ), weekly as (
    select stage, cents, (date_trunc('week', at at time zone 'Europe/Berlin'))::date as monday from facts
  )
  select to_char(w.monday, 'IYYY-"W"IW') as week, to_char(w.monday, 'YYYY-MM-DD') as monday, f.stage,
         count(f.stage)::int as n, coalesce(sum(f.cents), 0)::bigint as cents
  from weeks w left join weekly f on f.monday = w.monday
  group by w.monday, f.stage
  order by w.monday`;
};

/** The tenant's reward credits as they stand now, by what they are to the programme. */
const REWARDS = (tenantId: string) => sql`
  select count(*) filter (where status = 'Offen')::int as waiting_n,
         coalesce(sum(cents) filter (where status = 'Offen'), 0)::bigint as waiting_cents,
         count(*) filter (where status in ('Bereitgestellt', 'Abgeholt'))::int as owed_n,
         coalesce(sum(cents) filter (where status in ('Bereitgestellt', 'Abgeholt')), 0)::bigint as owed_cents,
         count(*) filter (where status = 'Ausgezahlt')::int as paid_n,
         coalesce(sum(cents) filter (where status = 'Ausgezahlt'), 0)::bigint as paid_cents
  from ${rewardCreditStates} c where tenant_id = ${tenantId}`;

export interface FunnelRow {
  week: string;
  monday: string;
  /** null for a week without any fact (the left join's empty side). */
  stage: string | null;
  n: number;
  cents: number;
}

export interface RewardsRow {
  waiting: { count: number; cents: number };
  owed: { count: number; cents: number };
  paid: { count: number; cents: number };
}

export function createFiguresRepository({ db }: { db: Db }) {
  return {
    /** Per week from `from` (a Monday) to `to` (a Sunday) and stage: the count and the cents. */
    async funnel(tenantId: string, from: string, to: string): Promise<FunnelRow[]> {
      return rowsOf<Record<string, unknown>>(await db.execute(FUNNEL(tenantId, from, to))).map((row) => ({
        week: String(row.week),
        monday: String(row.monday),
        stage: row.stage === null ? null : String(row.stage),
        n: Number(row.n),
        cents: Number(row.cents),
      }));
    },
    async rewards(tenantId: string): Promise<RewardsRow> {
      const [row] = rowsOf<Record<string, unknown>>(await db.execute(REWARDS(tenantId)));
      const pair = (n: string, cents: string) => ({
        count: Number(row?.[n] ?? 0),
        cents: Number(row?.[cents] ?? 0),
      });
      return {
        waiting: pair('waiting_n', 'waiting_cents'),
        owed: pair('owed_n', 'owed_cents'),
        paid: pair('paid_n', 'paid_cents'),
      };
    },
  };
}

export type FiguresRepository = ReturnType<typeof createFiguresRepository>;
