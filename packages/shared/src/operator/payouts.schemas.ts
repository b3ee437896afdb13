import { z } from 'zod';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/**
 * Payouts (issue 15): chosen bank transfers of a tenant collected into a SEPA credit-transfer file
 * (pain.001.001.09), prepared by one finance operator and released by another (four eyes).
 */

/**
 * Vorbereitet: file built, awaiting release; Freigegeben: may be downloaded and sent to the bank;
 * Ausgefuehrt: the bank confirmed it; Verworfen: discarded before its release, its transfers free
 * for the next batch.
 */
export const PAYOUT_BATCH_STATES = ['Vorbereitet', 'Freigegeben', 'Ausgefuehrt', 'Verworfen'] as const;
export type PayoutBatchState = (typeof PAYOUT_BATCH_STATES)[number];

/**
 * One transfer's state in its batch: Zurueckgebucht is a return (wrong account) booked by finance;
 * Verworfen, a transfer of a discarded batch (it never left).
 */
export const PAYOUT_ITEM_STATES = ['Offen', 'Ausgezahlt', 'Zurueckgebucht', 'Verworfen'] as const;
export type PayoutItemState = (typeof PAYOUT_ITEM_STATES)[number];

export const payoutBatchSchema = z.object({
  Id: z.string(),
  Mandant: z.string(),
  /** The file's message id (GrpHdr/MsgId), which the bank's statement names. */
  Nachrichtenkennung: z.string(),
  Status: z.enum(PAYOUT_BATCH_STATES),
  Anzahl: z.number().int(),
  /** The control sum (GrpHdr/CtrlSum) in cents. */
  SummeCent: z.number().int(),
  /** SHA-256 of the file as it will be downloaded, hex. */
  Sha256: z.string(),
  VorbereitetVon: z.string(),
  VorbereitetAm: z.string(),
  FreigegebenVon: z.string().nullable(),
  FreigegebenAm: z.string().nullable(),
  AusgefuehrtAm: z.string().nullable(),
  Kontoauszug: z.string().nullable(),
  Rueckbuchungen: z.number().int(),
});
export type PayoutBatch = z.infer<typeof payoutBatchSchema>;

export const payoutItemSchema = z.object({
  Id: z.string(),
  /** Whose share: the referrer's (Empfehler) or the recipient's (Empfaenger). */
  Beguenstigter: z.enum(['Empfehler', 'Empfaenger']),
  Kontoinhaber: z.string(),
  IbanMaskiert: z.string(),
  BetragCent: z.number().int(),
  Status: z.enum(PAYOUT_ITEM_STATES),
  /** The bank's reason for a return, or finance's reason for discarding the batch. */
  Rueckbuchungsgrund: z.string().nullable(),
  /** When this reward's transfer in an earlier batch was booked as returned: it is paid again here. */
  ErneutNachRueckbuchungAm: z.string().nullable(),
});
export type PayoutItem = z.infer<typeof payoutItemSchema>;

export const payoutBatchDetailsSchema = payoutBatchSchema.extend({
  Posten: z.array(payoutItemSchema),
  /**
   * Whether the asking operator may release it (four eyes: not the one who prepared it, nor the one
   * who booked the return of a transfer it pays again).
   */
  DarfFreigeben: z.boolean(),
});
export type PayoutBatchDetails = z.infer<typeof payoutBatchDetailsSchema>;

/** What waits per tenant for the next batch. */
export const payoutReadySchema = z.object({
  Mandant: z.string(),
  Anzahl: z.number().int(),
  SummeCent: z.number().int(),
});

export const payoutOverviewSchema = z.object({
  Bereit: z.array(payoutReadySchema),
  Laeufe: z.array(payoutBatchSchema),
});
export type PayoutOverview = z.infer<typeof payoutOverviewSchema>;

/** `POST /api/betrieb/v1/auszahlungen`: prepare a batch of the tenant's chosen transfers. */
export const preparePayoutBodySchema = z.object({
  Mandant: z
    .string(de.requiredField('Mandant'))
    .trim()
    .min(1, de.requiredField('Mandant'))
    .max(50, de.tooLong(50)),
});

/** `POST …/auszahlungen/{id}/ausfuehrung`: the bank executed the file; optionally its statement's reference. */
export const confirmPayoutBodySchema = z.object({
  Kontoauszug: z.string().trim().max(200, de.tooLong(200)).optional(),
});

/** `POST …/auszahlungen/{id}/verwerfen`: discards a prepared, not yet released batch, with a reason. */
export const discardPayoutBodySchema = z.object({
  Grund: z
    .string(de.requiredField('Grund'))
    .trim()
    .min(3, de.requiredField('Grund'))
    .max(500, de.tooLong(500)),
});

/** `POST …/auszahlungen/{id}/posten/{postenId}/rueckbuchung`: a returned transfer, with the bank's reason. */
export const returnPayoutItemBodySchema = z.object({
  Grund: z
    .string(de.requiredField('Grund'))
    .trim()
    .min(3, de.requiredField('Grund'))
    .max(500, de.tooLong(500)),
});

/**
 * `POST …/auszahlungen/{id}/freigabe` (issue 27): what the releaser compared, entered by hand —
 * the count and the control sum in cents, or the first characters (8 or more, hex) of the file's
 * SHA-256 as shown to them. The server releases only when it matches the batch.
 */
export const releasePayoutBodySchema = z
  .object({
    Anzahl: z
      .number(de.invalidField('Anzahl'))
      .int(de.invalidField('Anzahl'))
      .min(0)
      .max(1_000_000)
      .optional(),
    SummeCent: z
      .number(de.invalidField('Summe'))
      .int(de.invalidField('Summe'))
      .min(0)
      .max(100_000_000_000)
      .optional(),
    Sha256Anfang: z
      .string(de.invalidField('Prüfsumme'))
      .trim()
      .toLowerCase()
      .regex(/^[0-9a-f]{8,64}$/, de.invalidField('Prüfsumme'))
      .optional(),
  })
  .superRefine((body, ctx) => {
    if (body.Sha256Anfang !== undefined) return;
    if (body.Anzahl === undefined)
      ctx.addIssue({ code: 'custom', path: ['Anzahl'], message: de.requiredField('Anzahl') });
    if (body.SummeCent === undefined)
      ctx.addIssue({ code: 'custom', path: ['SummeCent'], message: de.requiredField('Summe') });
  });
export type ReleasePayoutBody = z.infer<typeof releasePayoutBodySchema>;
