import {
  enrolmentLinkSchema,
  operatorInviteSchema,
  operatorListItemSchema,
  operatorRolesSchema,
  operatorStatusSchema,
} from '@kwk/shared/operator/operator-management.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import type { OperatorManagementService } from './operator-management.service.ts';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['operator console'];
const security = bearerSecurity;
const manage = { auth: { operator: 'operators.manage' as const } };
const params = z.object({ id: z.string().max(64) });

/** The admin's operator management: the list (`operators.read`), changes (`operators.manage`, dangerous: a fresh confirmation). */
export function operatorManagementRoutes({
  operatorManagement,
}: {
  operatorManagement: OperatorManagementService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/betreiber',
      {
        // Reading the list is not dangerous: the screen opens without a fresh confirmation.
        config: { auth: { operator: 'operators.read' as const } },
        schema: {
          tags,
          security,
          summary: 'The operators with their roles, passkeys and last sign-in',
          response: { 200: z.array(operatorListItemSchema), ...errors },
        },
      },
      async () => operatorManagement.list(),
    );

    app.post(
      '/betreiber',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary: 'Invites an operator: the enrolment link is answered once',
          body: operatorInviteSchema,
          response: { 201: enrolmentLinkSchema, ...errors },
        },
      },
      async (request, reply) => {
        const link = await operatorManagement.create(
          { kind: 'operator', id: request.operator.operator.id },
          { email: request.body.Email, name: request.body.Name, roles: request.body.Roles },
        );
        return reply.code(201).send(link);
      },
    );

    app.put(
      '/betreiber/:id/rollen',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary: 'Changes an operator’s roles (ends their sessions)',
          params,
          body: operatorRolesSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await operatorManagement.setRoles(request.operator, request.params.id, request.body.Roles);
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/betreiber/:id/status',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary: 'Deactivates (ends their sessions) or reactivates an operator',
          params,
          body: operatorStatusSchema,
          response: { 204: z.null(), ...errors },
        },
      },
      async (request, reply) => {
        await operatorManagement.setActive(request.operator, request.params.id, request.body.Active);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/betreiber/:id/zugang-zuruecksetzen',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary: 'Removes an operator’s passkeys and app secret and answers a new enrolment link once',
          params,
          response: { 200: enrolmentLinkSchema, ...errors },
        },
      },
      async (request) => operatorManagement.resetCredentials(request.operator, request.params.id),
    );
  };
}
