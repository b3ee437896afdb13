import { z } from 'zod';

/** ALTCHA v2 challenge as the `<altcha-widget>` fetches it from `GET /captcha/challenge`. */
export const captchaChallengeSchema = z.object({
  parameters: z
    .object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    })
    .loose(),
  signature: z.string().optional(),
});

/** Calls that need a captcha take the solved payload in this query parameter. */
export const captchaQuerySchema = z.object({ captcha: z.string().max(4000).optional() });
