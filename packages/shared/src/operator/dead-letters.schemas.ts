import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { tenantOptionSchema } from './partner-keys.schemas.ts';

const de = VALIDATION_MESSAGES.de;

/** `GET /api/betrieb/v1/unzustellbare-events`: filters and page. */
export const deadLetterQuerySchema = z.object({
  tenant: z.string().max(64).optional(),
  reason: z.string().max(500).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A dead letter in the list: no payload (it may hold personal data; the detail shows it). */
export const deadLetterItemSchema = z.object({
  Tenant: z.string(),
  EventId: z.string(),
  Type: z.string().nullable(),
  Reason: z.string(),
  ReceivedAt: z.string(),
  Fixed: z.boolean(),
  Replays: z.number(),
});

export const deadLetterListSchema = z.object({
  Items: z.array(deadLetterItemSchema),
  Total: z.number(),
  /** Dead letters per reason, for the filter's tenant or all. */
  Counts: z.array(z.object({ Reason: z.string(), Count: z.number() })),
  Tenants: z.array(tenantOptionSchema),
});

export const deadLetterDetailSchema = deadLetterItemSchema.extend({
  Payload: z.record(z.string(), z.unknown()),
  /** The partner's payload before the first fix (null while unfixed). */
  OriginalPayload: z.record(z.string(), z.unknown()).nullable(),
  FixedAt: z.string().nullable(),
  /** The name of the operator who fixed it last (null while unfixed). */
  FixedBy: z.string().nullable(),
  /** Whether the viewer may replay it: not when they fixed its payload themselves (four eyes). */
  MayReplay: z.boolean(),
  LastReplayAt: z.string().nullable(),
});
export type DeadLetterDetail = z.infer<typeof deadLetterDetailSchema>;

/** `PUT …/{tenant}/{eventId}`: the corrected payload, checked as the partner API checks an event. */
export const deadLetterFixSchema = z.object({
  Payload: z.record(z.string(), z.unknown(), de.requiredField('Payload')),
});

export const deadLetterReplaySchema = z.object({
  Outcome: z.enum(['applied', 'duplicate', 'dead_letter']),
  Reason: z.string().optional(),
});
export type DeadLetterReplay = z.infer<typeof deadLetterReplaySchema>;
