import { z } from 'zod';
import { REFERRAL_STATUSES } from '../lifecycle/referral-lifecycle.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/**
 * The fraud signals (issue 15). Each holds a referral for review; its evidence carries keyed hashes
 * and masked values, never an e-mail address or IBAN in clear text.
 */
export const FRAUD_SIGNAL_KINDS = [
  /** Referrer and recipient share an e-mail address once normalised (case, dots, plus-tags). */
  'same_email',
  /** The referrer's or recipient's address is at a disposable e-mail domain. */
  'disposable_email',
  /** The referrer's IBAN is stored by another referrer too, or is the recipient's. */
  'shared_iban',
  /** The recipient confirmed from the referrer's device (the device cookie). */
  'same_device',
  /** Referrer and recipient live at the same postal address once normalised (street, number, postcode). */
  'same_address',
  /** The recipient confirmed from the referrer's IP address. */
  'same_ip',
  /** The referrer recommended more often than allowed within 72 hours. */
  'velocity_referrer',
  /** One network (/24, /64) recommended more often than allowed within 72 hours. */
  'velocity_network',
  /** The partner reported the recipient as an existing customer. */
  'existing_customer',
  /** More successful referrals in the calendar year than allowed (spec §1: no commercial use). */
  'commercial_use',
] as const;
export type FraudSignalKind = (typeof FRAUD_SIGNAL_KINDS)[number];

export const FRAUD_REVIEW_STATES = ['held', 'released', 'rejected'] as const;
export type FraudReviewState = (typeof FRAUD_REVIEW_STATES)[number];

export const fraudSignalSchema = z.object({
  Art: z.enum(FRAUD_SIGNAL_KINDS),
  Zeit: z.string(),
  Hinweise: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
});
export type FraudSignal = z.infer<typeof fraudSignalSchema>;

export const fraudCaseSchema = z.object({
  /** The referral's id. */
  Id: z.string(),
  Mandant: z.object({ Id: z.string(), Name: z.string() }),
  Empfehlungsnummer: z.number().int(),
  Status: z.enum(REFERRAL_STATUSES),
  Zustand: z.enum(FRAUD_REVIEW_STATES),
  GehaltenSeit: z.string(),
  Signale: z.array(fraudSignalSchema),
  Entschieden: z.string().nullable(),
  Begruendung: z.string().nullable(),
});
export type FraudCase = z.infer<typeof fraudCaseSchema>;

/** `GET /api/betrieb/v1/betrug?Mandant=…`: the held referrals, oldest first (optionally of one tenant). */
export const fraudQueueQuerySchema = z.object({
  Mandant: z.uuid(de.invalidField('Mandant')).optional(),
});
export const fraudQueueSchema = z.object({ Faelle: z.array(fraudCaseSchema) });

/** `POST /api/betrieb/v1/betrug/{id}/freigeben|ablehnen`: always with a reason. */
export const fraudDecisionSchema = z.object({
  Begruendung: z
    .string(de.requiredField('Begründung'))
    .trim()
    .min(3, de.requiredField('Begründung'))
    .max(1000, de.tooLong(1000)),
});
export type FraudDecision = z.infer<typeof fraudDecisionSchema>;
