import { moneyRejectSchema, pendingMoneyChangeSchema } from '@kwk/shared/operator/money-raises';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import { consoleTenant, type TenantCache } from '../tenants/tenants.api.ts';
import type { MoneyApprovalsService } from './money-approvals.service.ts';

const tags = ['operator console: money approvals'];
const security = bearerSecurity;
const errors = errorResponses(400, 401, 403, 404, 409);
const idParams = z.object({ id: z.string().max(64) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const checkedId = (id: string) => {
  if (!UUID.test(id)) throw new AppError('common.not_found');
  return id;
};

/**
 * Raises of money settings waiting for a second admin (decision 047): the tenant's open ones for
 * its configuration and catalogue screens, and another admin's approval or rejection (a dangerous
 * right: fresh confirmation, as every money decision).
 */
export function moneyApprovalsRoutes({
  moneyApprovals,
  tenants,
}: {
  moneyApprovals: MoneyApprovalsService;
  tenants: TenantCache;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/mandanten/:key/geldfreigaben',
      {
        config: { auth: { operator: 'tenants.read' } },
        schema: {
          tags,
          security,
          summary: "The tenant's raises of money settings waiting for a second admin",
          params: z.object({ key: z.string().max(64) }),
          response: { 200: z.array(pendingMoneyChangeSchema), ...errors },
        },
      },
      async (request) => {
        const tenant = await consoleTenant(tenants, request.params.key);
        return moneyApprovals.open(tenant.id, request.operator.operator.id);
      },
    );

    app.post(
      '/geldfreigaben/:id/genehmigung',
      {
        config: { auth: { operator: 'money.approve' } },
        schema: {
          tags,
          security,
          summary:
            'Approves a raise (not its proposer): applied if the setting is unchanged since (answers the reward’s or campaign’s id), else closed with 409',
          params: idParams,
          response: { 200: z.object({ ObjektId: z.number().int().nullable() }), ...errors },
        },
      },
      async (request) => moneyApprovals.approve(request.operator.operator.id, checkedId(request.params.id)),
    );

    app.post(
      '/geldfreigaben/:id/ablehnung',
      {
        config: { auth: { operator: 'money.approve' } },
        schema: {
          tags,
          security,
          summary: 'Rejects a raise (not its proposer): nothing of it applies',
          params: idParams,
          body: moneyRejectSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await moneyApprovals.reject(
          request.operator.operator.id,
          checkedId(request.params.id),
          request.body.Grund,
        );
        return reply.code(204).send(null);
      },
    );
  };
}
