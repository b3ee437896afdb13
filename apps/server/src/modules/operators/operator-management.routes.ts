import {
  enrolmentMailedSchema,
  operatorInvitedSchema,
  operatorInviteSchema,
  operatorListItemSchema,
  operatorRolesSchema,
  operatorStatusSchema,
  roleChangeResultSchema,
  statusChangeResultSchema,
} from '@kwk/shared/operator/operator-management.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, security, tags } from '../../lib/console-route-docs.ts';
import type { OperatorManagementService } from './operator-management.service.ts';
import type { OperatorRoleGrantsService } from './operator-role-grants.service.ts';

const manage = { auth: { operator: 'operators.manage' as const } };
const params = z.object({ id: z.string().max(64) });

/** The admin's operator management: the list (`operators.read`), changes (`operators.manage`, dangerous: a fresh confirmation). */
export function operatorManagementRoutes({
  operatorManagement,
  operatorRoleGrants,
}: {
  operatorManagement: OperatorManagementService;
  operatorRoleGrants: OperatorRoleGrantsService;
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
      async (request) => operatorManagement.list(request.operator),
    );

    app.post(
      '/betreiber',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary:
            'Invites an operator: the enrolment link is mailed to them (never answered); finance or admin wait for a second admin',
          body: operatorInviteSchema,
          response: { 201: operatorInvitedSchema, ...errors },
        },
      },
      async (request, reply) => {
        const invited = await operatorManagement.invite(request.operator.operator.id, {
          email: request.body.Email,
          name: request.body.Name,
          roles: request.body.Roles,
        });
        return reply.code(201).send(invited);
      },
    );

    app.put(
      '/betreiber/:id/rollen',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary:
            'Changes another operator’s roles (ends their sessions); finance or admin added wait for a second admin',
          params,
          body: operatorRolesSchema,
          response: { 200: roleChangeResultSchema, ...errors },
        },
      },
      async (request) => operatorManagement.setRoles(request.operator, request.params.id, request.body.Roles),
    );

    for (const [path, decision, summary] of [
      ['genehmigung', 'approve', 'Approves a role grant another admin asked for (four eyes)'],
      ['ablehnung', 'reject', 'Rejects a role grant another admin asked for'],
    ] as const)
      app.post(
        `/betreiber/rollenfreigaben/:id/${path}`,
        {
          config: manage,
          schema: { tags, security, summary, params, response: { 204: z.null(), ...errors } },
        },
        async (request, reply) => {
          await operatorRoleGrants[decision](request.operator.operator.id, request.params.id);
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
          summary:
            'Deactivates (ends their sessions) or reactivates an operator; finance or admin held before wait for a second admin',
          params,
          body: operatorStatusSchema,
          response: { 200: statusChangeResultSchema, ...errors },
        },
      },
      async (request) =>
        operatorManagement.setActive(request.operator, request.params.id, request.body.Active),
    );

    app.post(
      '/betreiber/:id/zugang-zuruecksetzen',
      {
        config: manage,
        schema: {
          tags,
          security,
          summary: 'Removes an operator’s passkeys and app secret and mails them a new enrolment link',
          params,
          response: { 200: enrolmentMailedSchema, ...errors },
        },
      },
      async (request) => operatorManagement.resetCredentials(request.operator, request.params.id),
    );
  };
}
