import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/**
 * A data-subject request (Art. 15/17 GDPR) names the person by e-mail address, in one tenant (its
 * key) or in every tenant (Mandant null).
 */
export const dataRequestSchema = z.object({
  Email: z.string(de.requiredField('E-Mail')).trim().email(de.email).max(254, de.tooLong(254)),
  Mandant: z.string().trim().max(64).nullable().default(null),
});
export type DataRequest = z.infer<typeof dataRequestSchema>;

/** Erasure needs a reason for the audit log (the request's reference, how it came in). */
export const dataErasureSchema = dataRequestSchema.extend({
  Begruendung: z
    .string(de.requiredField('Begründung'))
    .trim()
    .min(3, de.requiredField('Begründung'))
    .max(1000, de.tooLong(1000)),
});
export type DataErasure = z.infer<typeof dataErasureSchema>;

/** What an erasure removed or anonymised, counted per kind (nothing personal). */
export const dataErasureResultSchema = z.object({
  Konten: z.number().int(),
  EmpfehlungenAlsEmpfaenger: z.number().int(),
  Empfaengerdaten: z.number().int(),
  Praemien: z.number().int(),
  Mails: z.number().int(),
  Kulanzfaelle: z.number().int(),
});
export type DataErasureResult = z.infer<typeof dataErasureResultSchema>;
