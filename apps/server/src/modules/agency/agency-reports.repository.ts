import { REPORT_ROWS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Filter, ReportPlan } from './agency-report-request.ts';
import { REPORT_SOURCES } from './agency-report-sources.ts';

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/** `%` and `_` typed into a filter are letters, not patterns (as in agents.repository.ts). */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A column of the wrapped source; names reach here only from the allow-list (REPORT_COLUMNS). */
const column = (name: string) => sql.raw(`x."${name.replace(/"/g, '')}"`);

const NUMBERS = new Set(['Empfehlungsnummer', 'PraemieCent', 'WertCent']);

/** The SQL type a keyset value is read back as: the sort value travels as text, exact to the microsecond. */
function castOf(report: ReportName, name: string): SQL {
  if (REPORT_SOURCES[report].dates.includes(name)) return sql.raw('timestamptz');
  return sql.raw(NUMBERS.has(name) ? 'int' : 'text');
}

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

/** The position after the last row sent (keyset), in the order `orderOf` gives. */
function after(report: ReportName, plan: ReportPlan, last: { s: string | null; k: string }): SQL {
  const s = column(plan.orderBy);
  const k = column(REPORT_SOURCES[report].key);
  const op = sql.raw(plan.descending ? '<' : '>');
  const key = sql`cast(${last.k} as ${castOf(report, REPORT_SOURCES[report].key)})`;
  if (last.s === null) return sql`(${s} is null and ${k} ${op} ${key})`;
  const value = sql`cast(${last.s} as ${castOf(report, plan.orderBy)})`;
  return sql`(${s} ${op} ${value} or (${s} = ${value} and ${k} ${op} ${key}) or ${s} is null)`;
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
     * Every row of the filter in the plan's order, `size` at a time: each batch starts after the
     * last row of the one before (keyset), so memory holds one batch and no row is read twice.
     * A sort on a column computed per row (an order's date) costs a pass over the agency's rows
     * per batch: 5,000 rows a batch keep 100,000 to 20 passes and a batch to a few MB.
     */
    async *batches(db: Db, report: ReportName, scope: ReportScope, plan: ReportPlan, size = 5000) {
      let last: { s: string | null; k: string } | undefined;
      for (;;) {
        const rows = rowsOf(
          await db.execute(sql`select x.*, x.${sql.raw(`"${plan.orderBy}"`)}::text as "__s",
              x.${sql.raw(`"${REPORT_SOURCES[report].key}"`)}::text as "__k"
            from (${source(report, scope)}) x
            ${whereOf(plan, last ? [after(report, plan, last)] : [])} ${orderOf(report, plan)}
            limit ${size}`),
        );
        if (rows.length === 0) return;
        yield rows.map((r) => toReportRow(report, r));
        if (rows.length < size) return;
        const end = rows.at(-1)!;
        last = { s: (end.__s as string | null) ?? null, k: end.__k as string };
      }
    },
  };
}

export type AgencyReportsRepository = ReturnType<typeof createAgencyReportsRepository>;
