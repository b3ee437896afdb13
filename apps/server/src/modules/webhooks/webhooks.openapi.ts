import {
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_TEST_EVENT,
} from '@kwk/shared/webhooks/webhook-events';
import {
  webhookEnvelopeSchema,
  webhookTestEnvelopeSchema,
} from '@kwk/shared/webhooks/webhook-events.schemas';
import type { OpenAPIV3_1 } from 'openapi-types';
import { z } from 'zod';

const SIGNED = [
  ['webhook-id', "The event's id: the same on every retry, so a receiver drops a repeat by it."],
  ['webhook-timestamp', 'When this attempt was signed, in seconds since 1970 (UTC).'],
  [
    'webhook-signature',
    '`v1,<base64 HMAC-SHA256 of id.timestamp.body>`; during a secret rotation two, separated by a space.',
  ],
] as const;

const operation = (summary: string, schema: z.ZodType) => ({
  post: {
    summary,
    description:
      "Signed the Standard Webhooks way; verify with the `standardwebhooks` package and the endpoint's secret. Answer 2xx within 10 s; anything else is retried with back-off for about three days. `sequence` orders the events of a referral.",
    parameters: SIGNED.map(([name, description]) => ({
      name,
      in: 'header',
      required: true,
      description,
      schema: { type: 'string' },
    })),
    requestBody: {
      required: true,
      content: { 'application/json': { schema: z.toJSONSchema(schema, { io: 'input' }) } },
    },
    responses: {
      '200': { description: 'Accepted (any 2xx). Redirects are not followed.' },
    },
  },
});

/**
 * The OpenAPI document's `webhooks` section (issue 31): each event the portal posts to a tenant's
 * endpoints, with its versioned body schema and the three signature headers.
 */
export function webhooksOpenApi(): NonNullable<OpenAPIV3_1.Document['webhooks']> {
  return {
    ...Object.fromEntries(
      WEBHOOK_EVENT_TYPES.map((type) => [
        type,
        operation(WEBHOOK_EVENT_LABELS[type].en, webhookEnvelopeSchema(type)),
      ]),
    ),
    [WEBHOOK_TEST_EVENT]: operation('Test event (sent from the console)', webhookTestEnvelopeSchema),
  } as NonNullable<OpenAPIV3_1.Document['webhooks']>;
}
