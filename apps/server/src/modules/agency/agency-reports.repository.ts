import { REPORT_ROWS, type ReportName } from '@kwk/shared/agency/agency-reports.schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executeNamed, rowsOf } from '../../lib/sql-helpers.ts';
import { type Cursor, encodeCursor, nullable, type ValueKind, valueKind } from './agency-report-cursor.ts';
import type { Filter, ReportPlan } from './agency-report-request.ts';
import { REPORT_SOURCES } from './agency-report-sources.ts';
import type { ReportTotals } from './agency-report-totals.ts';

type Row = Record<string, unknown>;
const UUID_LENGTH = 36;

/** A column of the wrapped source; names reach here only from the allow-list (REPORT_COLUMNS). */
const column = (name: string) => sql.raw(`x."${name.replace(/"/g, '')}"`);

function condition(filter: Filter): SQL {
  const c = column(filter.column);
  switch (filter.kind) {
    case 'text':
      // A part in any case, `%` and `_` as letters. Not `ilike '%…%'`: on a computed column (an
      // agent's name) the planner has no statistics for a pattern and guesses that 1 row in 200
      // matches, so it would rather sort every row of the agency than read the sort column's index
      // until the page is full; for a comparison it guesses 1 in 3, which is nearer what a typed
      // part of a name matches, and pages by the index (issue 32, decision 044).
      return sql`strpos(lower(${c}), lower(${filter.contains})) > 0`;
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

/**
 * Sorted by the asked column, then by the report's unique key in the same direction. A column that
 * may be null puts its nulls last; one that may not keeps PostgreSQL's default null placement, so
 * the order is an index's order read forwards or backwards (referrals_ordered_idx, issue 32).
 * `reversed` reads the same order from its end (the page before a cursor).
 */
function orderOf(report: ReportName, plan: ReportPlan, reversed = false): SQL {
  const descending = plan.descending !== reversed;
  const dir = sql.raw(descending ? 'desc' : 'asc');
  const nulls = nullable(report, plan.orderBy) ? sql.raw(reversed ? ' nulls first' : ' nulls last') : sql``;
  return sql`order by ${column(plan.orderBy)} ${dir}${nulls}, ${column(REPORT_SOURCES[report].key)} ${dir}`;
}

const CASTS: Record<ValueKind, string> = {
  date: 'timestamptz',
  number: 'bigint',
  boolean: 'boolean',
  text: 'text',
};
const bound = (value: unknown, kind: ValueKind) => sql`cast(${value} as ${sql.raw(CASTS[kind])})`;

/**
 * The rows after (or, `before`, the rows before) the cursor's row in the plan's order: a row
 * comparison `(sort, key) > (value, key)` an index on the sort column answers as its range, with
 * the nulls a nullable column puts last on their side of it.
 */
function keysetOf(report: ReportName, plan: ReportPlan, cursor: Cursor): SQL {
  const { key, dates } = REPORT_SOURCES[report];
  const c = column(plan.orderBy);
  const k = column(key);
  const kv = bound(cursor.key, valueKind(report, key, dates));
  const op = sql.raw(plan.descending !== cursor.before ? '<' : '>');
  if (cursor.value === null)
    return cursor.before
      ? sql`(${c} is not null or ${k} ${op} ${kv})`
      : sql`(${c} is null and ${k} ${op} ${kv})`;
  const after = sql`(${c}, ${k}) ${op} (${bound(cursor.value, valueKind(report, plan.orderBy, dates))}, ${kv})`;
  return nullable(report, plan.orderBy) && !cursor.before ? sql`(${after} or ${c} is null)` : after;
}

/**
 * The sort value as the cursor carries it: a timestamp to the microsecond (a JavaScript date
 * holds milliseconds only, and a cursor cut to them would skip rows of the same millisecond).
 */
function sortValueOf(report: ReportName, plan: ReportPlan): SQL {
  const c = column(plan.orderBy);
  return valueKind(report, plan.orderBy, REPORT_SOURCES[report].dates) === 'date'
    ? sql`to_char(${c} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : c;
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

/** One page of a report: its rows, the filter's total, and the cursors of its neighbours. */
export interface ReportPageRows {
  rows: Row[];
  total: number;
  hasNext: boolean;
  next: string | null;
  previous: string | null;
}

/**
 * The agency reports' reads: one page with the total, or the whole filter in keyset batches.
 * The totals come through `totals` (agency-report-totals.ts): counted once per filter, kept briefly.
 */
export function createAgencyReportsRepository(totals: ReportTotals) {
  const source = (report: ReportName, scope: ReportScope) =>
    REPORT_SOURCES[report].rows(scope.tenantId, scope.agencyId, scope.now);

  const count = async (db: Db, report: ReportName, scope: ReportScope, plan: ReportPlan) => {
    const counted = rowsOf(
      await executeNamed(
        db,
        'agency_report_total',
        sql`select count(*)::int as n from (${source(report, scope)}) x ${whereOf(plan)}`,
      ),
    );
    return Number(counted[0]?.n ?? 0);
  };

  return {
    /**
     * One page: after or before the plan's cursor (keyset: the sort column's index is read from
     * the cursor's row on), else `pagenumber` pages from the start. One row more than the page is
     * read, to know whether there is a page beyond it.
     */
    async page(db: Db, report: ReportName, scope: ReportScope, plan: ReportPlan): Promise<ReportPageRows> {
      const { cursor, pagesize } = plan;
      const backwards = cursor?.before === true;
      const offset = cursor ? 0 : (plan.pagenumber - 1) * pagesize;
      const [read, total] = await Promise.all([
        // Named: planned once per connection, not on every page (issue 32).
        executeNamed(
          db,
          'agency_report_page',
          sql`select x.*, ${sortValueOf(report, plan)} as "__sort"
          from (${source(report, scope)}) x ${whereOf(plan, cursor ? [keysetOf(report, plan, cursor)] : [])}
          ${orderOf(report, plan, backwards)} limit ${pagesize + 1} offset ${offset}`,
        ),
        totals.total(`${scope.tenantId}/${scope.agencyId}/${plan.print}`, () =>
          count(db, report, scope, plan),
        ),
      ]);
      const fetched = rowsOf(read);
      const beyond = fetched.length > pagesize;
      const rows = fetched.slice(0, pagesize);
      if (backwards) rows.reverse();
      const keyOf = REPORT_SOURCES[report].key;
      const mark = (row: Row | undefined, before: boolean) =>
        row
          ? encodeCursor(plan.print, {
              value: row.__sort as Cursor['value'],
              key: row[keyOf] as Cursor['key'],
              before,
            })
          : null;
      // Forwards, a page beyond is the next one; backwards, it is the previous one, and the page
      // the cursor came from is the next.
      const hasNext = backwards ? rows.length > 0 : beyond;
      const hasPrevious = backwards ? beyond : cursor !== null || offset > 0;
      return {
        rows: rows.map((r) => toReportRow(report, r)),
        total,
        hasNext,
        next: hasNext ? mark(rows.at(-1), false) : null,
        previous: hasPrevious ? mark(rows[0], true) : null,
      };
    },

    /** Forgets an agency's kept totals: its own write changed what they count. */
    forgetTotals: (scope: Pick<ReportScope, 'tenantId' | 'agencyId'>) =>
      totals.forget(`${scope.tenantId}/${scope.agencyId}/`),

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
