import { z } from 'zod';

/** Partner events (issue 4): how orders and account activity reach the portal. */
export const PARTNER_EVENT_TYPES = [
  'order.placed',
  /** Legally effective, first payment made. */
  'order.effective',
  'order.cancelled',
  'order.revoked',
  'order.rejected',
  /** Banking: per month since opening, the transactions of at least 25 € and any self-transfer. */
  'account.activity',
] as const;
export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * `POST /api/partner/v1/{tenantKey}/events`. `id` is the partner's own event id and makes delivery
 * idempotent. The referral is named by its number, or by the recipient number it gave out.
 */
export const partnerEventSchema = z
  .object({
    id: text(100),
    type: z.enum(PARTNER_EVENT_TYPES),
    occurredAt: z.iso.datetime({ offset: true }),
    empfehlungsnummer: z.number().int().min(1).max(999_999_999).optional(),
    empfaengernummer: text(50).optional(),
    orderId: text(100).optional(),
    produkt: z.number().int().min(1).max(2_147_483_647).optional(),
    renewal: z.boolean().optional(),
    month: z.number().int().min(1).max(2).optional(),
    qualifyingTransactions: z.number().int().min(0).max(100_000).optional(),
    selfTransfers: z.boolean().optional(),
    /**
     * The partner knows the recipient as an existing customer already (issue 15): the referral is
     * held for the fraud review when its reward would be credited. Optional, on any event type.
     */
    existingCustomer: z.boolean().optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.empfehlungsnummer === undefined && event.empfaengernummer === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['empfehlungsnummer'],
        message: 'empfehlungsnummer or empfaengernummer is required',
      });
    if (event.type === 'account.activity') {
      for (const field of ['month', 'qualifyingTransactions', 'selfTransfers'] as const)
        if (event[field] === undefined)
          ctx.addIssue({
            code: 'custom',
            path: [field],
            message: `${field} is required for account.activity`,
          });
    }
  });
export type PartnerEvent = z.infer<typeof partnerEventSchema>;

/** The answer to a delivered event. */
export const partnerEventAcceptedSchema = z.object({
  id: z.string(),
  duplicate: z.boolean(),
});
