import { reportRequestSchema } from '@kwk/shared/agency/agency.schemas';
import {
  type AnalyticsRequest,
  analyticsRequestSchema,
  analyticsSchema,
} from '@kwk/shared/agency/agency-analytics.schemas';
import {
  orderReleaseSchema,
  REPORT_ABILITY,
  REPORTS,
  type ReportName,
  reportPages,
  statisticsRequestSchema,
  statisticsSchema,
} from '@kwk/shared/agency/agency-reports.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleContext } from '../../lib/app-module.ts';
import { loggable } from '../../lib/loggable-error.ts';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import { agencyAnalytics } from './agency-analytics.ts';
import type { AgencyBase, AgencyUses } from './agency-base.ts';
import { csvExport, exportFileName, xlsxExport } from './agency-export.ts';
import { agencyReleaseFact, createAgencyRelease } from './agency-release.ts';
import { type ReportPlan, reportBodySchema } from './agency-report-request.ts';
import { createReportTotals } from './agency-report-totals.ts';
import { createAgencyReportsRepository } from './agency-reports.repository.ts';
import { agencyStatistics } from './agency-statistics.ts';

/**
 * The reports (einladungen, empfehlungen, leads, auftraege, praemien) with paging, sorting, filters and CSV/XLSX export; order release; dashboard and statistics.
 * One part of the agency module (agency.module.ts): its services, built from the module's base,
 * and its routes.
 */
export function agencyReportsServices(ctx: ModuleContext, use: AgencyUses, _base: AgencyBase) {
  return {
    /**
     * The reports and the order release on the given engine: the release hands the order to it, so
     * the programme module, above the engine's fact owners, builds this and serves the routes (decision 050).
     */
    agencyReportsWith: (engine: LifecycleService) => ({
      repository: createAgencyReportsRepository(createReportTotals(ctx.clock)),
      release: createAgencyRelease({
        db: ctx.db,
        clock: ctx.clock,
        engine,
        referrals: use.referralRecords,
        webhooks: use.webhooks,
      }),
      statistics: (scope: { tenantId: string; agencyId: string }, weeks: number) =>
        agencyStatistics(ctx.db, { ...scope, now: ctx.clock.now() }, weeks),
      analytics: (scope: { tenantId: string; agencyId: string }, request: AnalyticsRequest) =>
        agencyAnalytics(ctx.db, scope, request),
      db: ctx.db,
      clock: ctx.clock,
    }),
    /** The engine's fact (lifecycle.module.ts): an agency agent's order waits for its release. */
    agencyRelease: agencyReleaseFact,
  };
}

/** The reports and the release, as the programme module builds them. */
export type AgencyReports = ReturnType<ReturnType<typeof agencyReportsServices>['agencyReportsWith']>;

const params = tenantParams;
const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 429);
const exportLimit = { rateLimit: { max: 10, timeWindow: '1 minute' } };

const CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

export function agencyReportsRoutes({
  agencyReports,
}: {
  agencyReports: AgencyReports;
}): FastifyPluginAsyncZod[] {
  const { repository, release, db, clock } = agencyReports;

  const reportRoutes = (report: ReportName): FastifyPluginAsyncZod => {
    const config = {
      auth: { agency: REPORT_ABILITY[report] },
      bodySchema: (_tenant: unknown, lang: 'de' | 'en') => reportBodySchema(report, lang),
    };
    return async (app) => {
      app.put(
        `/agentur/${report}/seite`,
        {
          config,
          schema: {
            tags,
            security,
            summary: `One page of the ${report} report of the caller's agency, sorted and filtered, with totals`,
            params,
            body: reportRequestSchema,
            response: { 200: reportPages[report], ...errors },
          },
        },
        async (request) => {
          const plan = request.body as unknown as ReportPlan;
          const scope = { tenantId: request.tenant.id, agencyId: request.agency.agency.id, now: clock.now() };
          const page = await repository.page(db, report, scope, plan);
          return {
            Content: page.rows as never,
            TotalCount: page.total,
            PageCount: Math.ceil(page.total / plan.pagesize),
            Pagenumber: plan.pagenumber,
            Pagesize: plan.pagesize,
            HasNext: page.hasNext,
            NextCursor: page.next,
            PreviousCursor: page.previous,
          };
        },
      );

      app.put(
        `/agentur/${report}/:format`,
        {
          config: { ...config, ...exportLimit },
          schema: {
            tags,
            security,
            summary: `The whole ${report} report of the caller's agency as filtered and sorted, as a CSV or XLSX download`,
            params: params.extend({ format: z.enum(['csv', 'xlsx']) }),
            body: reportRequestSchema,
            // A stream, sent as it is written (a stream is never serialised by a schema).
            response: { 200: z.unknown().describe('the CSV or XLSX file, as an attachment'), ...errors },
          },
        },
        async (request, reply) => {
          const plan = request.body as unknown as ReportPlan;
          const { format } = request.params;
          const lang = languageOf(request.headers['accept-language']);
          const now = clock.now();
          const scope = { tenantId: request.tenant.id, agencyId: request.agency.agency.id, now };
          const batches = repository.batches(db, report, scope, plan);
          const body =
            format === 'csv'
              ? csvExport(report, lang, batches)
              : xlsxExport(report, lang, batches, (error) =>
                  request.log.error({ err: loggable(error), report }, 'agency export failed'),
                );
          return reply
            .header('content-type', CONTENT_TYPES[format])
            .header('content-disposition', `attachment; filename="${exportFileName(report, format, now)}"`)
            .header('cache-control', 'no-store')
            .send(body);
        },
      );
    };
  };

  const releaseRoutes: FastifyPluginAsyncZod = async (app) => {
    app.put(
      '/agentur/auftragfreigeben/:Empfehlungsnummer/:Empfaengernummer',
      {
        config: { auth: { agency: 'Verwaltung' } },
        schema: {
          tags,
          security,
          summary:
            "Releases an order of an agent of the caller's agency for payout (who, when); again: the release that stands",
          params: params.extend({
            Empfehlungsnummer: z.coerce.number().int().min(1).max(999_999_999),
            Empfaengernummer: z.string().min(1).max(50),
          }),
          response: { 200: orderReleaseSchema, ...errors },
        },
      },
      async (request) => {
        const released = await release.release(
          request.tenant,
          request.agency,
          request.params.Empfehlungsnummer,
          request.params.Empfaengernummer,
        );
        // The agency's totals by `Freigegeben` changed: its next page counts them again.
        repository.forgetTotals({ tenantId: request.tenant.id, agencyId: request.agency.agency.id });
        return released;
      },
    );

    for (const [path, summary] of [
      ['/agentur/dashboard', "The caller's agency at a glance: its figures per week and per agent"],
      [
        '/agentur/statistik',
        "Recommendations, leads, orders and rewards of the caller's agency per ISO week and agent",
      ],
    ] as const)
      app.put(
        path,
        {
          config: { auth: { agency: 'StatistikReport' } },
          schema: {
            tags,
            security,
            summary,
            params,
            body: statisticsRequestSchema.nullish(),
            response: { 200: statisticsSchema, ...errors },
          },
        },
        async (request) =>
          agencyReports.statistics(
            { tenantId: request.tenant.id, agencyId: request.agency.agency.id },
            request.body?.Wochen ?? 12,
          ),
      );

    app.put(
      '/agentur/analyse',
      {
        config: { auth: { agency: 'StatistikReport' } },
        schema: {
          tags,
          security,
          summary:
            "Link opens, recommendations, orders and rewards of the caller's agency per ISO week and agent, with conversion rates",
          params,
          body: analyticsRequestSchema,
          response: { 200: analyticsSchema, ...errors },
        },
      },
      async (request) =>
        agencyReports.analytics(
          { tenantId: request.tenant.id, agencyId: request.agency.agency.id },
          request.body,
        ),
    );
  };

  return [...REPORTS.map(reportRoutes), releaseRoutes];
}
