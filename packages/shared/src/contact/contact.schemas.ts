import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

export const contactQuerySchema = z.object({
  cmd: z.enum(['IsCaptchaRequired']).optional(),
  captcha: z.string().max(4000).optional(),
});

export const captchaRequiredSchema = z.object({ IsCaptchaRequired: z.boolean() });

const m = VALIDATION_MESSAGES.de;

export const CONTACT_TOPICS = ['Frage', 'Praemienreklamation'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

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
  /**
   * What the message is about: a question, or a complaint about a reward, which support takes up as
   * a goodwill case (Kulanz, issue 14) and answers with a decision and the /kulanzdanke page.
   */
  Anliegen: z.enum(CONTACT_TOPICS).default('Frage'),
});
export type ContactBody = z.infer<typeof contactBodySchema>;

export const contactResultSchema = z.object({ Gesendet: z.literal(true) });
