import { z } from 'zod';
import { tenantOptionSchema } from './partner-keys.schemas.ts';

export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;

/** `GET /api/betrieb/v1/postausgang`: filters and page. */
export const outboxQuerySchema = z.object({
  status: z.enum(OUTBOX_STATES).optional(),
  tenant: z.string().max(64).optional(),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});

/** A mail in the list: the address masked (`a…@example.org`), never the body (login links carry tokens). */
export const outboxItemSchema = z.object({
  Id: z.string(),
  /** Null for a mail of the console to an operator (no tenant). */
  Tenant: z.string().nullable(),
  /** The template (mail kind), e.g. `referral.confirm`. */
  Template: z.string(),
  Subject: z.string(),
  To: z.string(),
  Status: z.enum(OUTBOX_STATES),
  Attempts: z.number(),
  LastError: z.string().nullable(),
  CreatedAt: z.string(),
  SentAt: z.string().nullable(),
  NextAttemptAt: z.string().nullable(),
});
export type OutboxItem = z.infer<typeof outboxItemSchema>;

export const outboxListSchema = z.object({
  Items: z.array(outboxItemSchema),
  Total: z.number(),
  Counts: z.object({ pending: z.number(), sent: z.number(), failed: z.number() }),
  Tenants: z.array(tenantOptionSchema),
});

/** The detail: the whole address for the operator who opens it; still no body. */
export const outboxDetailSchema = outboxItemSchema;
