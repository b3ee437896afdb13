import { z } from 'zod';

/** Every error leaves the API in this one shape (ARCHITECTURE.md "Errors"). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z
    .object({
      fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      retryAfterSeconds: z.number().optional(),
      /** With referrals.optin_pending: the pending recommendation, so the opt-in mail can be resent. */
      Empfehlungsnummer: z.number().int().optional(),
      /** With partner.dead_letter: why the event was kept instead of applied. */
      reason: z.string().optional(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
