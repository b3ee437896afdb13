import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/** The years the export offers: the programme's first payouts were in 2020; a few years ahead is never filled. */
export const TAX_EXPORT_FIRST_YEAR = 2020;

/**
 * `GET /api/betrieb/v1/steuer/export?mandant=&jahr=`: what one tenant paid to each referrer and
 * recipient in a Berlin calendar year (§22 Nr. 3 EStG), as CSV. German messages, localised by the error handler.
 */
export const taxExportQuerySchema = z
  .object({
    mandant: z
      .string({ error: de.requiredField('Mandant') })
      .min(1, de.requiredField('Mandant'))
      .max(64),
    jahr: z.coerce
      .number({ error: de.invalidField('Jahr') })
      .int(de.invalidField('Jahr'))
      .min(TAX_EXPORT_FIRST_YEAR, de.invalidField('Jahr'))
      .max(2100, de.invalidField('Jahr')),
  })
  .strict();
export type TaxExportQuery = z.infer<typeof taxExportQuerySchema>;

/** `GET /steuer/mandanten`: the tenants to choose from. */
export const taxTenantsSchema = z.array(z.object({ Key: z.string(), Name: z.string() }));

/**
 * The file's columns. Data minimisation: only what finance needs to tell a person about their
 * year and to answer the tax office — who (role: Empfehler or Empfänger, since a recipient's paid
 * share is their income too; the referrer or recipient number, name, e-mail to write to) and what
 * was paid (count, sum, whether it stayed below the limit). No IBAN, postal address, customer
 * number or recommendations.
 */
export const TAX_EXPORT_COLUMNS = [
  'Rolle',
  'Nummer',
  'Vorname',
  'Nachname',
  'E-Mail',
  'Jahr',
  'Auszahlungen',
  'Summe_Cent',
  'Summe_EUR',
  'Steuerfrei',
] as const;
