import {
  type DeadLetterDetail,
  deadLetterDetailSchema,
  deadLetterFixSchema,
  deadLetterListSchema,
  deadLetterQuerySchema,
  deadLetterReplaySchema,
} from '@kwk/shared/operator/dead-letters.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FourEyes } from '../operators/operators.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { DeadLetterRow } from './dead-letters.repository.ts';
import { type DeadLettersService, mayReplay } from './dead-letters.service.ts';

const errors = errorResponses(400, 401, 403, 404);
const tags = ['operator console'];
const security = bearerSecurity;
const letterParams = z.object({ tenant: z.string().max(64), eventId: z.string().max(100) });

const item = (row: DeadLetterRow) => ({
  Tenant: row.tenantKey,
  EventId: row.eventId,
  Type: typeof row.payload.type === 'string' ? row.payload.type : null,
  Reason: row.reason,
  ReceivedAt: row.receivedAt.toISOString(),
  Fixed: row.fixedAt !== null,
  Replays: row.replays,
});
/** One letter as `viewerId` sees it: who fixed it, and whether the viewer may replay it (four eyes). */
const detail = (row: DeadLetterRow, fixer: string | null, viewerId: string): DeadLetterDetail => ({
  ...item(row),
  Payload: row.payload,
  OriginalPayload: row.originalPayload,
  FixedAt: row.fixedAt?.toISOString() ?? null,
  FixedBy: fixer,
  MayReplay: mayReplay(row, viewerId),
  LastReplayAt: row.lastReplayAt?.toISOString() ?? null,
});

/** The dead-letter queue: list with counts per reason, the payload, fix, replay (issue 14). */
export function deadLettersConsoleRoutes(deps: {
  deadLetters: DeadLettersService;
  names: Pick<FourEyes, 'namesOf'>;
  tenants: TenantCache;
}): FastifyPluginAsyncZod {
  const { deadLetters, names, tenants } = deps;
  const detailFor = async (row: DeadLetterRow, viewerId: string) => {
    const fixer = row.fixedBy ? ((await names.namesOf([row.fixedBy])).get(row.fixedBy) ?? null) : null;
    return detail(row, fixer, viewerId);
  };
  const tenantByKey = async (key: string) => {
    const tenant = await tenants.byKey(key);
    if (!tenant) throw new AppError('operations.tenant_unknown');
    return tenant;
  };
  const auth = { operator: 'deadLetters.replay' } as const;

  return async (app) => {
    app.get(
      '/unzustellbare-events',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'Partner events that could not be applied, with their reasons and counts per reason',
          querystring: deadLetterQuerySchema,
          response: { 200: deadLetterListSchema, ...errors },
        },
      },
      async (request) => {
        const { tenant: key, reason, offset, limit } = request.query;
        const tenant = key ? await tenantByKey(key) : undefined;
        const [page, counts, all] = await Promise.all([
          deadLetters.list({ tenantId: tenant?.id, reason }, { offset, limit }),
          deadLetters.counts(tenant?.id),
          tenants.all(),
        ]);
        return {
          Items: page.rows.map(item),
          Total: page.total,
          Counts: counts.map((c) => ({ Reason: c.reason, Count: c.n })),
          Tenants: all
            .map((t) => ({ Key: t.key, Name: t.mandant.Brand.Name }))
            .sort((a, b) => a.Key.localeCompare(b.Key)),
        };
      },
    );

    app.get(
      '/unzustellbare-events/:tenant/:eventId',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'One dead letter with its payload (and the partner’s original, if fixed)',
          params: letterParams,
          response: { 200: deadLetterDetailSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = await tenantByKey(request.params.tenant);
        return detailFor(
          await deadLetters.one(tenant.id, request.params.eventId),
          request.operator.operator.id,
        );
      },
    );

    app.put(
      '/unzustellbare-events/:tenant/:eventId',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary: 'Fixes a dead letter’s payload, checked as the partner API checks an event',
          params: letterParams,
          body: deadLetterFixSchema,
          response: { 200: deadLetterDetailSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = await tenantByKey(request.params.tenant);
        const fixed = await deadLetters.fix(
          request.operator.operator.id,
          tenant.id,
          request.params.eventId,
          request.body.Payload,
        );
        return detailFor(fixed, request.operator.operator.id);
      },
    );

    app.post(
      '/unzustellbare-events/:tenant/:eventId/wiederholung',
      {
        config: { auth },
        schema: {
          tags,
          security,
          summary:
            'Replays a dead letter through the partner API’s ingest path (an event applies once); a fixed one only by another operator than its fixer',
          params: letterParams,
          response: { 200: deadLetterReplaySchema, ...errors },
        },
      },
      async (request) => {
        const tenant = await tenantByKey(request.params.tenant);
        const result = await deadLetters.replay(
          request.operator.operator.id,
          tenant.id,
          request.params.eventId,
        );
        return result.outcome === 'dead_letter'
          ? { Outcome: result.outcome, Reason: result.reason }
          : { Outcome: result.outcome };
      },
    );
  };
}
