import { type ConsentCategory, defaultRegistry } from '@kwk/shared/analytics/consent-registry';
import { baseGoalOf, type Goal, goalKey } from '@kwk/shared/analytics/goals';
import type { GoalCounts } from '@kwk/shared/analytics/goals.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { FiguresQuery } from '@kwk/shared/operator/figures.schemas';
import { defaultFiguresRange, wholeWeeks } from '@kwk/shared/operator/figures-range';
import { berlinDate, type Clock } from '../../clock.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import type { AnalyticsRepository, CategoryRow } from './analytics.repository.ts';

const toCategory = (row: CategoryRow): ConsentCategory => ({
  Identifier: row.identifier,
  Title: row.title,
  ShortDescription: row.shortDescription,
  LongDescription: row.longDescription,
  Required: row.required,
  Position: row.position,
});

/**
 * The consent registry per tenant (spec §3, §8) and the embedded goal counter (spec §7): the
 * counter only counts for a tenant without a tracking endpoint in this environment; with one, the
 * browser sends the goals there and the portal keeps nothing.
 */
export function createAnalyticsService(deps: {
  repository: AnalyticsRepository;
  tenants: TenantCache;
  clock: Clock;
}) {
  const { repository, tenants, clock } = deps;

  const registry = async (tenant: Tenant, language: Language): Promise<ConsentCategory[]> => {
    const rows = await repository.allCategories(tenant.id);
    if (rows.length === 0) return defaultRegistry(language);
    // Per category the request's language, else its other one (a category the console stored
    // with German texts only): every registered identifier is known in both languages.
    const chosen = new Map<string, CategoryRow>();
    for (const row of rows)
      if (row.language === language || !chosen.has(row.identifier)) chosen.set(row.identifier, row);
    return [...chosen.values()].map(toCategory);
  };

  return {
    registry,

    /** One category, or spec §8's error telling to register it first. */
    async category(tenant: Tenant, language: Language, identifier: string): Promise<ConsentCategory> {
      const found = (await registry(tenant, language)).find((c) => c.Identifier === identifier);
      if (!found) throw new AppError('consent.unregistered');
      return found;
    },

    /** Counts a goal for a tenant that counts itself; answers whether it was counted. */
    async countGoal(tenant: Tenant, goal: Goal, detail?: string): Promise<boolean> {
      const endpoint = tenant.mandant.Brand.Tracking[tenant.mandant.Environment]?.endpoint;
      if (endpoint) return false;
      await repository.count(tenant.id, goalKey(goal, detail), berlinDate(clock.now()));
      return true;
    },

    /** The console's goal counts of a tenant over whole weeks (default: the figures' last 12 weeks). */
    async goalCounts(tenantKey: string, query: FiguresQuery): Promise<GoalCounts> {
      const tenant = await tenants.byKey(tenantKey);
      if (!tenant) throw new AppError('figures.unknown_tenant');
      const fallback = defaultFiguresRange(berlinDate(clock.now()));
      const range = wholeWeeks(query.von ?? fallback.from, query.bis ?? query.von ?? fallback.to);
      const rows = await repository.counts(tenant.id, range.from, range.to);
      const totals: Record<string, number> = {};
      // A detailed goal (`share.Whatsapp`) counts for itself and for its goal (`share`).
      const add = (key: string, count: number) => {
        totals[key] = (totals[key] ?? 0) + count;
      };
      for (const row of rows) {
        add(row.goal, row.count);
        if (baseGoalOf(row.goal) !== row.goal) add(baseGoalOf(row.goal), row.count);
      }
      return {
        Tenant: tenant.key,
        From: range.from,
        To: range.to,
        Totals: totals,
        Days: rows.map((r) => ({ Day: r.day, Goal: r.goal, Count: r.count })),
      };
    },
  };
}

export type AnalyticsService = ReturnType<typeof createAnalyticsService>;
