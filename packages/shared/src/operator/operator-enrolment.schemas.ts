import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/** `GET /einrichtung/:token`: whom the link is for and what is set up so far. */
export const enrolmentStateSchema = z.object({
  Name: z.string(),
  Email: z.string(),
  Passkeys: z.number().int(),
  Totp: z.boolean(),
  ExpiresAt: z.string(),
});
export type EnrolmentState = z.infer<typeof enrolmentStateSchema>;

/** `POST /einrichtung/:token/totp/angebot`: a new secret, for the app (URI, QR) or typing it in. */
export const totpOfferSchema = z.object({ Secret: z.string(), Uri: z.string() });
export type TotpOffer = z.infer<typeof totpOfferSchema>;

/** `POST /einrichtung/:token/totp`: the first code, which makes the offered secret the operator's. */
export const totpConfirmSchema = z.object({
  Code: z
    .string(de.requiredField('Code'))
    .trim()
    .regex(/^\d{6}$/, de.invalidField('Code')),
});
