import { z } from 'zod';
import { bankDataStoredSchema } from '../recipients/recipient.schemas.ts';
import { NEWSLETTER_STATES } from './newsletter.ts';

/**
 * Meine Daten (issue 5, spec §2 "My data", §7 "Referrer"): newsletter, bank data, account deletion.
 * The new bank account's body is the recipient's (`bankDataBodySchema`: Kontoinhaber, Iban).
 */

/** `PUT /empfehler/setNewsletterOptin`: what happened to the request for the newsletter. */
export const newsletterOptinSchema = z.object({
  /** An opt-in mail went out less than a day ago: no second one yet. */
  OptinMailAlreadySent: z.boolean(),
  /** The referrer has opted in already. */
  OptinAlreadySet: z.boolean(),
  Newsletter: z.enum(NEWSLETTER_STATES),
});

/** `PUT /empfehler/newsletter/optin`: the token of the double opt-in mail. */
export const newsletterConfirmBodySchema = z.object({ Token: z.string().regex(/^[\w-]{20,100}$/) });
export type NewsletterConfirmBody = z.infer<typeof newsletterConfirmBodySchema>;
export const newsletterStatusSchema = z.object({ Newsletter: z.enum(NEWSLETTER_STATES) });

/** `GET`, `PUT /empfehler/bankdaten/`: the stored account, masked; null when none is stored. */
export const referrerBankDataSchema = z.object({ Bankdaten: bankDataStoredSchema.nullable() });

/** A customer number with the partner: 4 to 20 letters, digits or hyphens. */
export const KUNDENNUMMER_PATTERN = /^[A-Za-z0-9-]{4,20}$/;

/** `GET /empfehler/GetResultFromKundennummer/`, `PUT /empfehler/SetKundennummerForEmpfehler/{n}`. */
export const customerNumberSchema = z.object({ Kundennummer: z.string().nullable() });
