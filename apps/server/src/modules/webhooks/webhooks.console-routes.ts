import {
  webhookCreateSchema,
  webhookDeliveriesQuerySchema,
  webhookDeliveriesSchema,
  webhookEditSchema,
  webhookEndpointSchema,
  webhookListSchema,
  webhookResendAnswerSchema,
  webhookResendFailedSchema,
  webhookRotateSchema,
  webhookSecretAnswerSchema,
  webhookTestAnswerSchema,
} from '@kwk/shared/operator/webhooks.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors, security, tags } from '../../lib/console-route-docs.ts';
import type { WebhooksConsole } from './webhooks-console.service.ts';

const idParams = z.object({ id: z.string().max(64) });
const deliveryParams = z.object({ id: z.string().max(64), delivery: z.string().max(64) });
const read = { operator: 'webhooks.read' } as const;
const manage = { operator: 'webhooks.manage' } as const;

/**
 * The console's webhooks screen (issue 31): the tenants' endpoints, their deliveries, and the
 * admin's changes (each audited in its transaction); a secret is in the answer of a create or a
 * rotation only.
 */
export function webhooksConsoleRoutes({
  console: hooks,
}: {
  console: WebhooksConsole;
}): FastifyPluginAsyncZod {
  return async (app) => {
    const schema = <E extends object, R extends z.ZodType>(summary: string, extra: E, response: R) => ({
      tags,
      security,
      summary,
      ...extra,
      response: { 200: response, ...errors },
    });

    app.get(
      '/webhooks',
      {
        config: { auth: read },
        schema: schema(
          "The tenants' webhook endpoints with their deliveries by state; never a secret",
          { querystring: z.object({ tenant: z.string().max(64).optional() }) },
          webhookListSchema,
        ),
      },
      async (request) => hooks.list(request.query.tenant || undefined),
    );

    app.post(
      '/webhooks',
      {
        config: { auth: manage },
        schema: schema(
          'A new endpoint for a tenant; the answer holds its signing secret, shown this once',
          { body: webhookCreateSchema },
          webhookSecretAnswerSchema,
        ),
      },
      async (request) => {
        const { Tenant, Url, Description, EventTypes } = request.body;
        return hooks.create(request.operator.operator.id, {
          Tenant,
          url: Url,
          description: Description,
          eventTypes: EventTypes,
        });
      },
    );

    app.put(
      '/webhooks/:id',
      {
        config: { auth: manage },
        schema: schema(
          "Changes an endpoint's address, description and events",
          { params: idParams, body: webhookEditSchema },
          webhookEndpointSchema,
        ),
      },
      async (request) => {
        const { Url, Description, EventTypes } = request.body;
        return hooks.edit(request.operator.operator.id, request.params.id, {
          url: Url,
          description: Description,
          eventTypes: EventTypes,
        });
      },
    );

    for (const [path, enabled] of [
      ['einschalten', true],
      ['ausschalten', false],
    ] as const)
      app.post(
        `/webhooks/:id/${path}`,
        {
          config: { auth: manage },
          schema: schema(
            enabled ? 'Switches an endpoint on' : 'Switches an endpoint off: nothing more is posted to it',
            { params: idParams },
            webhookEndpointSchema,
          ),
        },
        async (request) => hooks.setEnabled(request.operator.operator.id, request.params.id, enabled),
      );

    app.post(
      '/webhooks/:id/rotation',
      {
        config: { auth: manage },
        schema: schema(
          'A new signing secret, shown this once; the old one signs beside it for the overlap',
          { params: idParams, body: webhookRotateSchema },
          webhookSecretAnswerSchema,
        ),
      },
      async (request) =>
        hooks.rotate(request.operator.operator.id, request.params.id, request.body.OverlapHours),
    );

    app.get(
      '/webhooks/:id/lieferungen',
      {
        config: { auth: read },
        schema: schema(
          "An endpoint's deliveries, newest first: state, attempts, answer code, latency, first bytes",
          { params: idParams, querystring: webhookDeliveriesQuerySchema },
          webhookDeliveriesSchema,
        ),
      },
      async (request) => hooks.deliveries(request.params.id, request.query),
    );

    app.post(
      '/webhooks/:id/lieferungen/:delivery/wiederholung',
      {
        config: { auth: manage },
        schema: schema(
          'Sends one delivery again, with the same event id',
          { params: deliveryParams },
          webhookResendAnswerSchema,
        ),
      },
      async (request) =>
        hooks.resend(request.operator.operator.id, request.params.id, request.params.delivery),
    );

    app.post(
      '/webhooks/:id/wiederholung',
      {
        config: { auth: manage },
        schema: schema(
          'Sends every failed delivery of the endpoint created since the given time again',
          { params: idParams, body: webhookResendFailedSchema },
          webhookResendAnswerSchema,
        ),
      },
      async (request) =>
        hooks.resendFailedSince(
          request.operator.operator.id,
          request.params.id,
          new Date(request.body.Since),
        ),
    );

    app.post(
      '/webhooks/:id/test',
      {
        config: { auth: manage },
        schema: schema(
          'Sends a `webhook.test` event to this endpoint',
          { params: idParams },
          webhookTestAnswerSchema,
        ),
      },
      async (request) => hooks.sendTest(request.operator.operator.id, request.params.id),
    );
  };
}
