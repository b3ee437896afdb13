import { z } from 'zod';

/** Asking for a referral's short link: the key `k` of its long link proves the asker holds it. */
export const shortLinkRequestSchema = z.object({
  Schluessel: z.string().regex(/^[0-9a-f]{32}$/),
});

/** A referral's short link `/r/{code}` on the tenant's host (issue 30, decision 055). */
export const shortLinkSchema = z.object({ Kurzlink: z.string() });
export type ShortLink = z.infer<typeof shortLinkSchema>;
