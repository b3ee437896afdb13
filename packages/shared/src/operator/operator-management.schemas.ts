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

/**
 * A grant of `finance` or `admin` asked for by one admin and waiting for a second one's approval
 * (decision 032). `Roles` is the whole set the operator will hold once approved.
 */
export const roleGrantSchema = z.object({
  Id: z.string(),
  Roles: z.array(z.enum(OPERATOR_ROLES)),
  RequestedBy: z.string(),
  RequestedAt: z.string(),
  ExpiresAt: z.string(),
  /** Whether the asking admin may approve or reject it: not the one who asked, not the operator concerned. */
  MayDecide: z.boolean(),
});
export type RoleGrant = z.infer<typeof roleGrantSchema>;

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
  /** A grant of finance or admin waiting for a second admin, if any. */
  PendingGrant: roleGrantSchema.nullable(),
});
export type OperatorListItem = z.infer<typeof operatorListItemSchema>;

/**
 * A new enrolment link was mailed to the operator's own address (only its hash is stored): the
 * answer never holds the link, so the admin who asked for it cannot enrol in the operator's place.
 */
export const enrolmentMailedSchema = z.object({
  OperatorId: z.string(),
  MailedTo: z.string(),
  ExpiresAt: z.string(),
});
export type EnrolmentMailed = z.infer<typeof enrolmentMailedSchema>;

/** `POST /betreiber`: the invitation was mailed; a privileged role asked for waits as a grant. */
export const operatorInvitedSchema = enrolmentMailedSchema.extend({
  Roles: z.array(z.enum(OPERATOR_ROLES)),
  PendingGrant: roleGrantSchema.nullable(),
});
export type OperatorInvited = z.infer<typeof operatorInvitedSchema>;

/** `PUT /betreiber/:id/rollen`: applied at once, or (finance, admin added) waiting for a second admin. */
export const roleChangeResultSchema = z.object({
  Roles: z.array(z.enum(OPERATOR_ROLES)),
  PendingGrant: roleGrantSchema.nullable(),
});
export type RoleChangeResult = z.infer<typeof roleChangeResultSchema>;

/**
 * `PUT /betreiber/:id/status`: the operator's state after it. A reactivation restores no `finance`
 * or `admin` by one admin alone: they wait as a grant for a second admin (`PendingGrant`), or,
 * with no second admin, stay withheld. `Withheld` names the privileged roles held before and not now.
 */
export const statusChangeResultSchema = z.object({
  Active: z.boolean(),
  Roles: z.array(z.enum(OPERATOR_ROLES)),
  PendingGrant: roleGrantSchema.nullable(),
  Withheld: z.array(z.enum(OPERATOR_ROLES)),
});
export type StatusChangeResult = z.infer<typeof statusChangeResultSchema>;
