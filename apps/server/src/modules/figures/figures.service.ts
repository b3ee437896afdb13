import {
  type Figures,
  type FiguresQuery,
  type FiguresTenants,
  FUNNEL_STAGES,
  noStageCounts,
  type StageCounts,
  type WeekFigures,
} from '@kwk/shared/operator/figures.schemas';
import { defaultFiguresRange, wholeWeeks } from '@kwk/shared/operator/figures-range';
import { berlinDate, type Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { FiguresRepository, FunnelRow } from './figures.repository.ts';

const isStage = (stage: string | null): stage is (typeof FUNNEL_STAGES)[number] =>
  (FUNNEL_STAGES as readonly (string | null)[]).includes(stage);

/** Adds a statement's row (one stage of one week) to a week's counts. */
function add(counts: StageCounts, row: FunnelRow) {
  if (!isStage(row.stage)) return;
  counts[row.stage] += row.n;
  if (row.stage === 'Credited') counts.CreditedCent += row.cents;
  if (row.stage === 'Paid') counts.PaidCent += row.cents;
}

/**
 * Figures per tenant for the console (issue 14): the funnel per ISO week of a range, counted in
 * one statement (figures.repository.ts says what each stage is), and the rewards as they stand.
 */
export function createFiguresService(deps: {
  tenants: TenantCache;
  repository: FiguresRepository;
  clock: Clock;
}) {
  const { tenants, repository, clock } = deps;
  return {
    async tenantsToPick(): Promise<FiguresTenants> {
      return (await tenants.all())
        .map((t) => ({ Key: t.key, Name: t.mandant.Brand.Name }))
        .sort((a, b) => a.Name.localeCompare(b.Name, 'de') || a.Key.localeCompare(b.Key));
    },

    async figures(tenantKey: string, query: FiguresQuery): Promise<Figures> {
      const tenant = await tenants.byKey(tenantKey);
      if (!tenant) throw new AppError('figures.unknown_tenant');
      const fallback = defaultFiguresRange(berlinDate(clock.now()));
      const range = wholeWeeks(query.von ?? fallback.from, query.bis ?? query.von ?? fallback.to);
      const [rows, rewards] = await Promise.all([
        repository.funnel(tenant.id, range.from, range.to),
        repository.rewards(tenant.id),
      ]);
      const weeks = new Map<string, WeekFigures>();
      const totals = noStageCounts();
      for (const row of rows) {
        let week = weeks.get(row.monday);
        if (!week) {
          week = { Week: row.week, Monday: row.monday, ...noStageCounts() };
          weeks.set(row.monday, week);
        }
        add(week, row);
        add(totals, row);
      }
      return {
        Tenant: { Key: tenant.key, Name: tenant.mandant.Brand.Name },
        From: range.from,
        To: range.to,
        Weeks: [...weeks.values()],
        Totals: totals,
        Rewards: {
          Waiting: { Count: rewards.waiting.count, Cent: rewards.waiting.cents },
          Owed: { Count: rewards.owed.count, Cent: rewards.owed.cents },
          Paid: { Count: rewards.paid.count, Cent: rewards.paid.cents },
        },
      };
    },
  };
}

export type FiguresService = ReturnType<typeof createFiguresService>;
