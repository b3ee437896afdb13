import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;
const day = (field: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, de.invalidField(field))
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), de.invalidField(field))
    .optional()
    .or(z.literal('').transform(() => undefined));

/** `GET /api/betrieb/v1/protokoll` (and its CSV export): the search; `from` and `to` are days, both included. */
export const auditQuerySchema = z.object({
  action: z.string().trim().max(100, de.tooLong(100)).optional(),
  actor: z.string().trim().max(100, de.tooLong(100)).optional(),
  tenant: z.string().trim().max(64, de.tooLong(64)).optional(),
  subject: z.string().trim().max(200, de.tooLong(200)).optional(),
  from: day('Von'),
  to: day('Bis'),
  offset: z.coerce.number().int().min(0).max(10_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  Seq: z.number(),
  At: z.string(),
  ActorKind: z.string(),
  ActorId: z.string().nullable(),
  /** The operator's name and e-mail address where the actor is an operator (null for others, or one since deleted). */
  ActorName: z.string().nullable(),
  ActorEmail: z.string().nullable(),
  Action: z.string(),
  Tenant: z.string().nullable(),
  Subject: z.string().nullable(),
  Reason: z.string().nullable(),
  Details: z.record(z.string(), z.unknown()),
});
export type AuditEntryView = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({ Items: z.array(auditEntrySchema), Total: z.number() });

/** Whether every row's hash follows from its predecessor's; the first row that does not. */
export const auditChainSchema = z.object({ Intact: z.boolean(), BrokenAt: z.number().nullable() });
