import { z } from 'zod';

/** Every error leaves the API in this one shape (ARCHITECTURE.md "Errors"). */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  details: z
    .object({
      fields: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
      retryAfterSeconds: z.number().optional(),
    })
    .optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;
