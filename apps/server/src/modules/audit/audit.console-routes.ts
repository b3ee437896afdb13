import { Readable } from 'node:stream';
import {
  type AuditQuery,
  auditChainQuerySchema,
  auditChainSchema,
  auditPageSchema,
  auditQuerySchema,
  formatAuditAnchor,
} from '@kwk/shared/operator/audit-log.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, startOfBerlinDay } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { signedInDocs } from '../../lib/route-schemas.ts';
import type { AuditFilter, AuditNames } from './audit.repository.ts';
import type { AuditService } from './audit.service.ts';
import { AUDIT_CSV_HEADER, auditCsvLine, csvLine } from './audit-csv.ts';

const { tags, security, errors } = signedInDocs('operator console', 400, 401, 403, 404);
const auth = { operator: 'audit.read' } as const;
const DAY_MS = 86_400_000;

/** The day after a `YYYY-MM-DD` day, in the same form. */
const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * The console's search fields as the log's filter: an action ending in `.` or `*` is a prefix; an
 * operator by id or e-mail address; days are Berlin days (as the screen shows the times), both included.
 */
export function auditFilterOf(query: Omit<AuditQuery, 'offset' | 'limit'>, names: AuditNames): AuditFilter {
  const action = query.action || undefined;
  const prefix = action && /[.*]$/.test(action) ? action.replace(/\*$/, '') : undefined;
  return {
    action: prefix ? undefined : action,
    actionPrefix: prefix,
    ...(query.actor?.includes('@')
      ? { actorKind: 'operator', actorId: names.operatorIdOfEmail(query.actor) }
      : { actorId: query.actor || undefined }),
    tenantId: query.tenant ? names.tenantIdOfKey(query.tenant) : undefined,
    subject: query.subject || undefined,
    from: query.from ? startOfBerlinDay(query.from) : undefined,
    to: query.to ? startOfBerlinDay(nextDay(query.to)) : undefined,
  };
}

/**
 * The audit log's screen (issue 14): search, CSV export (streamed), the hash chain's check. The
 * module above the tenants and operators serves it, with their `names`.
 */
export function auditConsoleRoutes(deps: {
  audit: AuditService;
  names: AuditNames;
  db: Db;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const { audit, names, db, clock } = deps;
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
        const page = await audit.search(auditFilterOf(search, names), { offset, limit }, names);
        return {
          Total: page.total,
          Items: page.rows.map((row) => ({
            Seq: row.seq,
            At: row.at.toISOString(),
            ActorKind: row.actorKind,
            ActorId: row.actorId,
            ActorName: row.actorName,
            ActorEmail: row.actorEmail,
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
        const filter = auditFilterOf(request.query, names);
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
          summary:
            'Checks the hash chain over every row, against an anchor printed earlier if given: intact, rewritten (the first row that breaks) or truncated',
          querystring: auditChainQuerySchema,
          response: { 200: auditChainSchema, ...errors },
        },
      },
      async (request) => {
        const { walk, verdict } = await audit.checkChain(request.query.anchor);
        return {
          Intact: verdict.state === 'intact',
          State: verdict.state,
          BrokenAt: verdict.state === 'rewritten' ? verdict.brokenAt : null,
          Rows: walk.rows,
          AnchoredRows: request.query.anchor?.rows ?? null,
          KeyedFrom: walk.keyedFrom,
          // The chain's anchor now, to note down; only of a chain that follows.
          Anchor: walk.brokenAt === null ? formatAuditAnchor(walk) : null,
        };
      },
    );
  };
}
