import {
  type PartnerKeyView,
  partnerKeyIssuedSchema,
  partnerKeyIssueSchema,
  partnerKeyListSchema,
  partnerKeyRevokeSchema,
  partnerKeyRotateSchema,
  partnerKeySchema,
} from '@kwk/shared/operator/partner-keys.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import { errors, security, tags } from '../../lib/console-route-docs.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { FourEyes } from '../operators/operators.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { PartnerKeyApprovalsService } from './partner-key-approvals.service.ts';
import { keyState } from './partner-key-state.ts';
import type { PartnerKeyListed } from './partner-keys.repository.ts';
import type { PartnerKeysService } from './partner-keys.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The console's partner keys: the list for admins, issue/rotate/revoke behind a fresh confirmation,
 * and a second admin's approval of a key that may send events (decision 041).
 */
export function partnerKeysConsoleRoutes(deps: {
  partnerKeys: PartnerKeysService;
  approvals: PartnerKeyApprovalsService;
  names: Pick<FourEyes, 'namesOf'>;
  tenants: TenantCache;
  clock: Clock;
}): FastifyPluginAsyncZod {
  const { partnerKeys, approvals, names, tenants, clock } = deps;
  /** The keys as `viewerId` sees them: who issued each, and whether the viewer may decide it. */
  const views = async (rows: PartnerKeyListed[], viewerId: string): Promise<PartnerKeyView[]> => {
    const issuers = await names.namesOf(rows.map((r) => r.issuedBy));
    return rows.map((row) => view(row, issuers, viewerId));
  };
  const viewOne = async (row: PartnerKeyListed, viewerId: string) =>
    (await views([row], viewerId))[0] as PartnerKeyView;
  const view = (row: PartnerKeyListed, issuers: Map<string, string>, viewerId: string): PartnerKeyView => ({
    Id: row.id,
    Tenant: row.tenantKey,
    Label: row.label,
    Prefix: row.keyPrefix,
    Permissions: row.permissions,
    State: keyState(row, clock.now()),
    CreatedAt: row.createdAt.toISOString(),
    LastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    ExpiresAt: row.expiresAt?.toISOString() ?? null,
    RevokedAt: row.revokedAt?.toISOString() ?? null,
    Demo: row.demo,
    IssuedBy: row.issuedBy ? (issuers.get(row.issuedBy) ?? null) : null,
    MayDecide: keyState(row, clock.now()) === 'pending' && row.issuedBy !== viewerId,
  });
  const tenantByKey = async (key: string) => {
    const tenant = await tenants.byKey(key);
    if (!tenant) throw new AppError('operations.tenant_unknown');
    return tenant;
  };
  const checkedId = (id: string) => {
    if (!uuidPattern.test(id)) throw new AppError('partnerKeys.not_found');
    return id;
  };

  return async (app) => {
    app.get(
      '/partner-schluessel',
      {
        config: { auth: { operator: 'partnerKeys.read' } },
        schema: {
          tags,
          security,
          summary:
            'Partner keys of every tenant, or of one: label, permissions, state, last use (never the key)',
          querystring: z.object({ tenant: z.string().max(64).optional() }),
          response: { 200: partnerKeyListSchema, ...errors },
        },
      },
      async (request) => {
        const tenant = request.query.tenant ? await tenantByKey(request.query.tenant) : undefined;
        const all = await tenants.all();
        return {
          Keys: await views(await partnerKeys.list(tenant?.id), request.operator.operator.id),
          Tenants: all
            .map((t) => ({ Key: t.key, Name: t.mandant.Brand.Name }))
            .sort((a, b) => a.Key.localeCompare(b.Key)),
        };
      },
    );

    app.post(
      '/partner-schluessel',
      {
        config: { auth: { operator: 'partnerKeys.manage' } },
        schema: {
          tags,
          security,
          summary:
            'Issues a partner key (shown only in this answer); one that may send events waits for a second admin',
          body: partnerKeyIssueSchema,
          response: { 201: partnerKeyIssuedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const tenant = await tenantByKey(request.body.Tenant);
        const issued = await partnerKeys.issueByOperator(request.operator.operator.id, {
          tenantId: tenant.id,
          label: request.body.Label,
          permissions: request.body.Permissions,
        });
        return reply.code(201).send({
          Key: issued.key,
          PartnerKey: await viewOne({ ...issued.row, tenantKey: tenant.key }, request.operator.operator.id),
        });
      },
    );

    app.post(
      '/partner-schluessel/:id/rotation',
      {
        config: { auth: { operator: 'partnerKeys.manage' } },
        schema: {
          tags,
          security,
          summary: 'Rotates a key: a new one (shown once), the old one works until the overlap ends',
          params: idParams,
          body: partnerKeyRotateSchema,
          response: {
            201: partnerKeyIssuedSchema.extend({ Previous: partnerKeySchema }),
            ...errors,
          },
        },
      },
      async (request, reply) => {
        const rotated = await partnerKeys.rotate(
          request.operator.operator.id,
          checkedId(request.params.id),
          request.body.OverlapHours,
        );
        const viewer = request.operator.operator.id;
        const [fresh, previous] = await views(
          [{ ...rotated.row, tenantKey: rotated.old.tenantKey }, rotated.old],
          viewer,
        );
        return reply.code(201).send({ Key: rotated.key, PartnerKey: fresh!, Previous: previous! });
      },
    );

    app.post(
      '/partner-schluessel/:id/sperre',
      {
        config: { auth: { operator: 'partnerKeys.manage' } },
        schema: {
          tags,
          security,
          summary: 'Revokes a key: refused from now on',
          params: idParams,
          body: partnerKeyRevokeSchema,
          response: { 200: partnerKeySchema, ...errors },
        },
      },
      async (request) =>
        viewOne(
          await partnerKeys.revoke(
            request.operator.operator.id,
            checkedId(request.params.id),
            request.body.Reason,
          ),
          request.operator.operator.id,
        ),
    );

    app.post(
      '/partner-schluessel/:id/genehmigung',
      {
        config: { auth: { operator: 'partnerKeys.manage' } },
        schema: {
          tags,
          security,
          summary:
            'Approves a key waiting for a second admin (not its issuer): the partner API takes it from now on',
          params: idParams,
          response: { 200: partnerKeySchema, ...errors },
        },
      },
      async (request) => {
        const viewer = request.operator.operator.id;
        return viewOne(await approvals.approve(viewer, checkedId(request.params.id)), viewer);
      },
    );

    app.post(
      '/partner-schluessel/:id/ablehnung',
      {
        config: { auth: { operator: 'partnerKeys.manage' } },
        schema: {
          tags,
          security,
          summary: 'Refuses a key waiting for a second admin (not its issuer): it is revoked',
          params: idParams,
          body: partnerKeyRevokeSchema,
          response: { 200: partnerKeySchema, ...errors },
        },
      },
      async (request) => {
        const viewer = request.operator.operator.id;
        return viewOne(
          await approvals.refuse(viewer, checkedId(request.params.id), request.body.Reason),
          viewer,
        );
      },
    );
  };
}
