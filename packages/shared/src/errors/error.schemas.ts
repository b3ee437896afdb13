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
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
