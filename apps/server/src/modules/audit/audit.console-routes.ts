import { Readable } from 'node:stream';
import {
  type AuditQuery,
  auditChainSchema,
  auditPageSchema,
  auditQuerySchema,
} from '@kwk/shared/operator/audit-log.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { AuditFilter } from './audit.repository.ts';
import type { AuditService } from './audit.service.ts';
import { AUDIT_CSV_HEADER, auditCsvLine, csvLine } from './audit-csv.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['operator console'];
const security = bearerSecurity;
const auth = { operator: 'audit.read' } as const;
const DAY_MS = 86_400_000;

/** The console's search fields as the log's filter: an action ending in `.` or `*` is a prefix; days are UTC, both included. */
export function auditFilterOf(query: Omit<AuditQuery, 'offset' | 'limit'>): AuditFilter {
  const action = query.action || undefined;
  const prefix = action && /[.*]$/.test(action) ? action.replace(/\*$/, '') : undefined;
  return {
    action: prefix ? undefined : action,
    actionPrefix: prefix,
    actorId: query.actor || undefined,
    tenantKey: query.tenant || undefined,
    subject: query.subject || undefined,
    from: query.from ? new Date(`${query.from}T00:00:00Z`) : undefined,
    to: query.to ? new Date(new Date(`${query.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
  };
}

/** The audit log's screen (issue 14): search, CSV export (streamed), the hash chain's check. */
export function auditConsoleRoutes(deps: {
  audit: AuditService;
  db: Db;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const { audit, db, clock } = deps;
  return async (app) => {
    app.get(
      '/protokoll',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'Searches the audit log by action, operator, tenant, subject and days; newest first',
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema, ...errors },
        },
      },
      async (request) => {
        const { offset, limit, ...search } = request.query;
        const page = await audit.search(auditFilterOf(search), { offset, limit });
        return {
          Total: page.total,
          Items: page.rows.map((row) => ({
            Seq: row.seq,
            At: row.at.toISOString(),
            ActorKind: row.actorKind,
            ActorId: row.actorId,
            Action: row.action,
            Tenant: row.tenantKey ?? row.tenantId,
            Subject: row.subject,
            Reason: row.reason,
            Details: row.details,
          })),
        };
      },
    );

    app.get(
      '/protokoll/export',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'The rows the search finds as CSV, oldest first, streamed; the export itself is logged',
          querystring: auditQuerySchema.omit({ offset: true, limit: true }),
          response: { 200: z.unknown().describe('the CSV file, as an attachment'), ...errors },
        },
      },
      async (request, reply) => {
        const filter = auditFilterOf(request.query);
        await audit.record(db, {
          actor: { kind: 'operator', id: request.operator.operator.id },
          action: 'audit.export',
          details: { filter: { ...request.query } },
        });
        async function* lines() {
          yield csvLine(AUDIT_CSV_HEADER);
          for await (const row of audit.rows(filter)) yield auditCsvLine(row);
        }
        const stamp = clock.now().toISOString().slice(0, 10);
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="audit-log-${stamp}.csv"`)
          .header('cache-control', 'no-store')
          .send(Readable.from(lines()));
      },
    );

    app.get(
      '/protokoll/kette',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'Checks the hash chain over every row: intact, or the first row that does not follow',
          response: { 200: auditChainSchema, ...errors },
        },
      },
      async () => {
        const broken = await audit.verifyChain();
        return { Intact: broken === null, BrokenAt: broken?.brokenAt ?? null };
      },
    );
  };
}
