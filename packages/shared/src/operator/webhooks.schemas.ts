import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { WEBHOOK_DELIVERY_STATES, WEBHOOK_EVENT_TYPES } from '../webhooks/webhook-events.ts';
import { tenantKeyField, tenantOptionSchema } from './partner-keys.schemas.ts';

const de = VALIDATION_MESSAGES.de;

/** The longest overlap a rotation may give the old secret: a week. */
export const MAX_WEBHOOK_OVERLAP_HOURS = 168;

const url = z
  .string(de.requiredField('Adresse'))
  .trim()
  .min(1, de.requiredField('Adresse'))
  .max(2000, de.tooLong(2000));
const description = z.string().trim().max(200, de.tooLong(200)).default('');
const eventTypes = z
  .array(z.enum(WEBHOOK_EVENT_TYPES, de.invalidField('Ereignis')), de.requiredField('Ereignisse'))
  .min(1, de.requiredField('Ereignisse'))
  .max(WEBHOOK_EVENT_TYPES.length)
  .transform((list) => [...new Set(list)]);

/** `POST /api/betrieb/v1/webhooks`: a new endpoint; the answer holds its secret, once. */
export const webhookCreateSchema = z.object({
  Tenant: tenantKeyField,
  Url: url,
  Description: description,
  EventTypes: eventTypes,
});

/** `PUT /api/betrieb/v1/webhooks/{id}`: address, description and events. */
export const webhookEditSchema = z.object({ Url: url, Description: description, EventTypes: eventTypes });

/** `POST /api/betrieb/v1/webhooks/{id}/rotation`: the old secret signs `OverlapHours` longer. */
export const webhookRotateSchema = z.object({
  OverlapHours: z
    .number(de.invalidField('Überlappung'))
    .int(de.invalidField('Überlappung'))
    .min(0, de.invalidField('Überlappung'))
    .max(MAX_WEBHOOK_OVERLAP_HOURS, de.invalidField('Überlappung'))
    .default(24),
});

/** `POST /api/betrieb/v1/webhooks/{id}/wiederholung`: every failed delivery created since then, again. */
export const webhookResendFailedSchema = z.object({
  Since: z.iso.datetime({ offset: true, error: de.invalidField('Seit') }),
});

export const webhookEndpointSchema = z.object({
  Id: z.string(),
  Tenant: z.string(),
  Url: z.string(),
  Description: z.string(),
  EventTypes: z.array(z.string()),
  Enabled: z.boolean(),
  /** Why the portal switched it off: `failing` after days without a delivery accepted. */
  DisabledReason: z.string().nullable(),
  FailingSince: z.string().nullable(),
  /** Until when the previous secret still signs beside the new one, after a rotation. */
  PreviousSecretUntil: z.string().nullable(),
  CreatedAt: z.string(),
  Counts: z.object({ pending: z.number(), delivered: z.number(), failed: z.number() }),
});
export type WebhookEndpointView = z.infer<typeof webhookEndpointSchema>;

export const webhookListSchema = z.object({
  Endpoints: z.array(webhookEndpointSchema),
  Tenants: z.array(tenantOptionSchema),
});

/** The answer of a create or a rotation: the secret, shown this once. */
export const webhookSecretAnswerSchema = z.object({ Secret: z.string(), Endpoint: webhookEndpointSchema });

export const webhookDeliveriesQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

export const webhookDeliverySchema = z.object({
  Id: z.string(),
  EventId: z.string(),
  EventType: z.string(),
  Sequence: z.number(),
  ReferralNumber: z.number().nullable(),
  Status: z.enum(WEBHOOK_DELIVERY_STATES),
  Attempts: z.number(),
  LastStatusCode: z.number().nullable(),
  LastLatencyMs: z.number().nullable(),
  /** The first bytes of the receiver's answer, or why there was none. */
  LastResponse: z.string().nullable(),
  LastAttemptAt: z.string().nullable(),
  NextAttemptAt: z.string().nullable(),
  CreatedAt: z.string(),
  DeliveredAt: z.string().nullable(),
});
export type WebhookDeliveryView = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesSchema = z.object({
  Endpoint: webhookEndpointSchema,
  Items: z.array(webhookDeliverySchema),
  Total: z.number(),
});

export const webhookResendAnswerSchema = z.object({ Count: z.number() });
export const webhookTestAnswerSchema = z.object({ EventId: z.string() });
