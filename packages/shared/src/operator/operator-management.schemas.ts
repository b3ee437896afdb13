import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { OPERATOR_ROLES } from './operator-rights.ts';

const de = VALIDATION_MESSAGES.de;

const roles = z
  .array(z.enum(OPERATOR_ROLES, de.invalidField('Rolle')), de.requiredField('Rolle'))
  .min(1, de.requiredField('Rolle'))
  .transform((list) => [...new Set(list)]);

/** `POST /betreiber`: invite a new operator. */
export const operatorInviteSchema = z.object({
  Email: z.string(de.required).trim().toLowerCase().email(de.email).max(254, de.tooLong(254)),
  Name: z.string(de.required).trim().min(1, de.requiredField('Name')).max(120, de.tooLong(120)),
  Roles: roles,
});
export type OperatorInvite = z.infer<typeof operatorInviteSchema>;

/** `PUT /betreiber/:id/rollen` */
export const operatorRolesSchema = z.object({ Roles: roles });

/** `PUT /betreiber/:id/status`: deactivate (ends their sessions) or reactivate. */
export const operatorStatusSchema = z.object({ Active: z.boolean(de.required) });

export const operatorListItemSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  Email: z.string(),
  Roles: z.array(z.enum(OPERATOR_ROLES)),
  Active: z.boolean(),
  Passkeys: z.number().int(),
  Totp: z.boolean(),
  LastSignInAt: z.string().nullable(),
  /** An enrolment link is open (not used, not expired). */
  EnrolmentOpen: z.boolean(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

/** A new enrolment link, shown once (only its hash is stored). */
export const enrolmentLinkSchema = z.object({
  OperatorId: z.string(),
  Url: z.string(),
  ExpiresAt: z.string(),
});
export type EnrolmentLink = z.infer<typeof enrolmentLinkSchema>;
