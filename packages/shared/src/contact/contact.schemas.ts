import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

export const contactQuerySchema = z.object({
  cmd: z.enum(['IsCaptchaRequired']).optional(),
  captcha: z.string().max(4000).optional(),
});

export const captchaRequiredSchema = z.object({ IsCaptchaRequired: z.boolean() });

const m = VALIDATION_MESSAGES.de;

/** The contact form (spec §2): e-mail, subject, message, optional copy to the sender. */
export const contactBodySchema = z.object({
  Email: z.email({ error: m.email }).max(254, { error: m.tooLong(254) }),
  Betreff: z
    .string({ error: m.requiredField('Betreff') })
    .trim()
    .min(1, { error: m.requiredField('Betreff') })
    .max(200, { error: m.tooLong(200) }),
  Nachricht: z
    .string({ error: m.requiredField('Nachricht') })
    .trim()
    .min(1, { error: m.requiredField('Nachricht') })
    .max(5000, { error: m.tooLong(5000) }),
  KopieAnAbsender: z.boolean().default(false),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResultSchema = z.object({ Gesendet: z.literal(true) });
