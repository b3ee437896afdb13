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

/** The chain at one moment, as the daily job prints it (decision 035): row count, head hash, first keyed row. */
export interface AuditAnchorFields {
  rows: number;
  head: string;
  keyedFrom: number | null;
}

/** `rows=1234 head=<64 hex> keyed_from=57` (`keyed_from=none` while no row is keyed): in the log and the export. */
export const formatAuditAnchor = (a: AuditAnchorFields) =>
  `rows=${a.rows} head=${a.head} keyed_from=${a.keyedFrom ?? 'none'}`;

const ANCHOR_LINE =
  /^(?:audit anchor:\s*)?rows=(\d{1,15})\s+head=([0-9a-f]{64})\s+keyed_from=(\d{1,15}|none)$/i;

/** An anchor as printed (the `audit anchor:` in front may be pasted along), or undefined. */
export function parseAuditAnchor(text: string): AuditAnchorFields | undefined {
  const m = ANCHOR_LINE.exec(text.trim());
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  return {
    rows: Number(m[1]),
    head: m[2].toLowerCase(),
    keyedFrom: m[3].toLowerCase() === 'none' ? null : Number(m[3]),
  };
}

/** `GET /api/betrieb/v1/protokoll/kette`: optionally an anchor printed earlier, to check the chain against. */
export const auditChainQuerySchema = z.object({
  anchor: z
    .string()
    .trim()
    .max(200, de.tooLong(200))
    .refine((v) => v === '' || parseAuditAnchor(v) !== undefined, de.invalidField('Anker'))
    .transform((v) => (v === '' ? undefined : parseAuditAnchor(v)))
    .optional(),
});

/**
 * The chain's check: intact, rewritten (the first row that does not follow, or the first anchored
 * keyed row hashed the old way) or truncated (fewer rows than anchored, or the anchored head gone);
 * and the chain's anchor now, to note down.
 */
export const auditChainSchema = z.object({
  Intact: z.boolean(),
  State: z.enum(['intact', 'rewritten', 'truncated']),
  BrokenAt: z.number().nullable(),
  Rows: z.number(),
  AnchoredRows: z.number().nullable(),
  KeyedFrom: z.number().nullable(),
  Anchor: z.string().nullable(),
});
export type AuditChainView = z.infer<typeof auditChainSchema>;
