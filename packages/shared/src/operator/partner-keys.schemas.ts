import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/** What a partner key may do (decision 011); the server's PARTNER_KEY_PERMISSIONS. */
export const PARTNER_KEY_PERMISSION_NAMES = ['events', 'host_sign_in'] as const;

/** A tenant named by its key (`telko`), as the console's filters and forms send it. */
export const tenantKeyField = z
  .string(de.requiredField('Mandant'))
  .trim()
  .min(1, de.requiredField('Mandant'))
  .max(64, de.invalidField('Mandant'));

/** `POST /api/betrieb/v1/partner-schluessel`: a new key for a tenant's partner. */
export const partnerKeyIssueSchema = z.object({
  Tenant: tenantKeyField,
  Label: z
    .string(de.requiredField('Bezeichnung'))
    .trim()
    .min(1, de.requiredField('Bezeichnung'))
    .max(100, de.tooLong(100)),
  Permissions: z
    .array(
      z.enum(PARTNER_KEY_PERMISSION_NAMES, de.invalidField('Berechtigung')),
      de.requiredField('Berechtigung'),
    )
    .min(1, de.requiredField('Berechtigung'))
    .max(2)
    .transform((list) => [...new Set(list)]),
});
export type PartnerKeyIssue = z.infer<typeof partnerKeyIssueSchema>;

/** The longest overlap a rotation may give the old key: a week. */
export const MAX_OVERLAP_HOURS = 168;

/** `POST /api/betrieb/v1/partner-schluessel/{id}/rotation`: the old key works `OverlapHours` longer. */
export const partnerKeyRotateSchema = z.object({
  OverlapHours: z
    .number(de.invalidField('Überlappung'))
    .int(de.invalidField('Überlappung'))
    .min(0, de.invalidField('Überlappung'))
    .max(MAX_OVERLAP_HOURS, de.invalidField('Überlappung'))
    .default(24),
});

/**
 * `POST /api/betrieb/v1/partner-schluessel/{id}/sperre`: ends a key now; also the body of
 * `…/ablehnung`, which refuses a key waiting for approval.
 */
export const partnerKeyRevokeSchema = z.object({
  Reason: z.string().trim().max(500, de.tooLong(500)).optional(),
});

/** Whether a key issued or rotated in the console waits for a second admin: it may send events (decision 041). */
export const needsSecondAdmin = (permissions: readonly string[]) => permissions.includes('events');

export const partnerKeySchema = z.object({
  Id: z.string(),
  Tenant: z.string(),
  Label: z.string(),
  /** The key's first characters, to tell keys apart (null for keys issued before the console). */
  Prefix: z.string().nullable(),
  Permissions: z.array(z.string()),
  /** `pending`: a key that may send events, issued in the console, waiting for a second admin (decision 041). */
  State: z.enum(['pending', 'active', 'expiring', 'expired', 'revoked']),
  CreatedAt: z.string(),
  LastUsedAt: z.string().nullable(),
  ExpiresAt: z.string().nullable(),
  RevokedAt: z.string().nullable(),
  Demo: z.boolean(),
  /** The operator who issued or rotated it in the console; null for the owner's command and the seed. */
  IssuedBy: z.string().nullable(),
  /** Whether the viewer may approve or refuse it: it waits, and they did not issue it. */
  MayDecide: z.boolean(),
});
export type PartnerKeyView = z.infer<typeof partnerKeySchema>;

export const tenantOptionSchema = z.object({ Key: z.string(), Name: z.string() });
export type TenantOption = z.infer<typeof tenantOptionSchema>;

export const partnerKeyListSchema = z.object({
  Keys: z.array(partnerKeySchema),
  Tenants: z.array(tenantOptionSchema),
});

/** A key just issued: the only answer that carries the key itself. */
export const partnerKeyIssuedSchema = z.object({ Key: z.string(), PartnerKey: partnerKeySchema });
