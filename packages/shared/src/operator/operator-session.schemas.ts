import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { OPERATOR_RIGHT_NAMES, OPERATOR_ROLES } from './operator-rights.ts';

/** `POST /api/betrieb/v1/anmeldung/totp`: sign in with e-mail and the authenticator app's code. */
const de = VALIDATION_MESSAGES.de;
/** Six digits; the message names the field (localised to English by the server's error handler). */
const totpCode = z
  .string(de.requiredField('Code'))
  .trim()
  .regex(/^\d{6}$/, de.invalidField('Code'));

export const totpSignInSchema = z.object({
  Email: z.string(de.required).trim().toLowerCase().email(de.email).max(254, de.tooLong(254)),
  Code: totpCode,
});
export type TotpSignIn = z.infer<typeof totpSignInSchema>;

/** `POST /api/betrieb/v1/sitzung/bestaetigung/totp`: re-authenticate for a dangerous action. */
export const totpReauthSchema = z.object({ Code: totpCode });

/** A console session as the console keeps it; the token is sent as `Authorization: Bearer`. */
export const operatorSessionSchema = z.object({
  Token: z.string(),
  /** When the session ends without a further call (idle limit), ISO 8601. */
  IdleUntil: z.string(),
  /** When it ends at the latest, ISO 8601. */
  EndsAt: z.string(),
  /** Until when dangerous actions are open without a new confirmation (null: not confirmed). */
  ReauthUntil: z.string().nullable(),
  Operator: z.object({
    Id: z.string(),
    Name: z.string(),
    Email: z.string(),
    Roles: z.array(z.enum(OPERATOR_ROLES)),
    Rights: z.array(z.enum(OPERATOR_RIGHT_NAMES as [string, ...string[]])),
  }),
});
export type OperatorSession = z.infer<typeof operatorSessionSchema>;
