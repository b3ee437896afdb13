import { REPORT_ROWS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likeEscaped, rowsOf } from '../../lib/sql-helpers.ts';
import type { Filter, ReportPlan } from './agency-report-request.ts';
import { REPORT_SOURCES } from './agency-report-sources.ts';

type Row = Record<string, unknown>;
const UUID_LENGTH = 36;

/** `%` and `_` typed into a filter are letters, not patterns (as in agents.repository.ts). */

/** A column of the wrapped source; names reach here only from the allow-list (REPORT_COLUMNS). */
const column = (name: string) => sql.raw(`x."${name.replace(/"/g, '')}"`);

function condition(filter: Filter): SQL {
  const c = column(filter.column);
  switch (filter.kind) {
    case 'text':
      return sql`${c} ilike ${`%${likeEscaped(filter.contains)}%`}`;
    case 'exact':
    case 'bool':
      return sql`${c} = ${filter.value}`;
    case 'date': {
      // Berlin calendar days; the bounds are constants, so an index on the column still applies.
      const parts: SQL[] = [];
      if (filter.from)
        parts.push(sql`${c} >= (cast(${filter.from} as date)::timestamp at time zone 'Europe/Berlin')`);
      if (filter.to)
        parts.push(sql`${c} < ((cast(${filter.to} as date) + 1)::timestamp at time zone 'Europe/Berlin')`);
      return sql.join(parts, sql` and `);
    }
  }
}

const whereOf = (plan: ReportPlan, extra: SQL[] = []) => {
  const parts = [...plan.filters.map(condition), ...extra];
  return parts.length > 0 ? sql`where ${sql.join(parts, sql` and `)}` : sql``;
};

/** Sorted by the asked column, nulls last, then by the report's unique key in the same direction. */
function orderOf(report: ReportName, plan: ReportPlan): SQL {
  const dir = sql.raw(plan.descending ? 'desc' : 'asc');
  return sql`order by ${column(plan.orderBy)} ${dir} nulls last, ${column(REPORT_SOURCES[report].key)} ${dir}`;
}

/** A database row as the report's row: its fields only, timestamps as ISO 8601. */
export function toReportRow(report: ReportName, row: Row): Row {
  const dates = REPORT_SOURCES[report].dates;
  const out: Row = {};
  for (const name of Object.keys(REPORT_ROWS[report].shape)) {
    const value = row[name];
    out[name] =
      dates.includes(name) && value !== null && value !== undefined
        ? new Date(value as string | Date).toISOString()
        : value;
  }
  return out;
}

export interface ReportScope {
  tenantId: string;
  agencyId: string;
  now: Date;
}

/** The agency reports' reads: one page with the total, or the whole filter in keyset batches. */
export function createAgencyReportsRepository() {
  const source = (report: ReportName, scope: ReportScope) =>
    REPORT_SOURCES[report].rows(scope.tenantId, scope.agencyId, scope.now);

  return {
    async page(db: Db, report: ReportName, scope: ReportScope, plan: ReportPlan) {
      const offset = (plan.pagenumber - 1) * plan.pagesize;
      const rows = rowsOf(
        await db.execute(sql`select x.*, (count(*) over ())::int as "__total"
          from (${source(report, scope)}) x ${whereOf(plan)} ${orderOf(report, plan)}
          limit ${plan.pagesize} offset ${offset}`),
      );
      if (rows.length > 0)
        return { rows: rows.map((r) => toReportRow(report, r)), total: Number(rows[0]!.__total) };
      // Past the last page the window count is gone with the rows: count on its own.
      const counted = rowsOf(
        await db.execute(sql`select count(*)::int as n from (${source(report, scope)}) x ${whereOf(plan)}`),
      );
      return { rows: [], total: Number(counted[0]?.n ?? 0) };
    },

    /**
     * Every row of the filter in the plan's order, `size` at a time. The order is read once, as
     * the rows' keys in one string (uuids, 37 characters each: 3.7 MB for 100,000 rows); the rows
     * then come by key, `size` at a time, each batch an index lookup, so memory holds one batch.
     * Paging by the last row's sort value (keyset) would sort again for every batch: where the
     * sort column is computed per row (an order's date), that is a pass over all the agency's
     * rows per batch, some 100 passes for 100,000 orders.
     */
    async *batches(db: Db, report: ReportName, scope: ReportScope, plan: ReportPlan, size = 500) {
      const order = orderOf(report, plan);
      const [listed] = rowsOf(
        await db.execute(sql`select coalesce(string_agg(x."__key"::text, ',' ${order}), '') as keys
          from (${source(report, scope)}) x ${whereOf(plan)}`),
      );
      const keys = String(listed?.keys ?? '');
      const width = UUID_LENGTH + 1;
      for (let at = 0; at < keys.length; at += size * width) {
        const chunk = keys.slice(at, at + size * width - 1);
        const rows = rowsOf(
          await db.execute(sql`select x.* from (${source(report, scope)}) x
            where x."__key" = any(cast(string_to_array(${chunk}, ',') as uuid[])) ${order}`),
        );
        yield rows.map((r) => toReportRow(report, r));
      }
    },
  };
}

export type AgencyReportsRepository = ReturnType<typeof createAgencyReportsRepository>;
