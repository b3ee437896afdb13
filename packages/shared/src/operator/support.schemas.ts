import { z } from 'zod';
import { REFERRAL_STATUSES, REWARD_STATUSES } from '../lifecycle/referral-lifecycle.ts';
import { PAYOUT_KINDS } from '../rewards/reward-pickup.schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { FRAUD_REVIEW_STATES, FRAUD_SIGNAL_KINDS } from './fraud.schemas.ts';
import { GOODWILL_STATES } from './goodwill.schemas.ts';
import { PAYOUT_BATCH_STATES, PAYOUT_STATES, REFERRAL_PAYOUTS } from './support-rewards.ts';

const de = VALIDATION_MESSAGES.de;

/** Results per page of the support search. */
export const SUPPORT_PAGE_SIZE = 20;

/** An e-mail address as the search takes it: built once, not on every search (issue 32). */
const anEmail = z.string().email();

/**
 * `GET /api/betrieb/v1/support/empfehlungen?Suche=…&Seite=…`: a referral number (digits) or an
 * e-mail address (referrer's or recipient's, found through its keyed hash: whole addresses only).
 */
export const supportSearchQuerySchema = z.object({
  Suche: z
    .string(de.requiredField('Suche'))
    .trim()
    .min(1, de.requiredField('Suche'))
    .max(254, de.tooLong(254))
    // Empty has its own message above (zod runs the refinement after a failed `min` too).
    .refine(
      (v) => v === '' || /^\d{1,15}$/.test(v) || anEmail.safeParse(v).success,
      de.invalidField('Suche'),
    ),
  Seite: z.coerce
    .number(de.invalidField('Seite'))
    .int(de.invalidField('Seite'))
    .min(1)
    .max(10_000)
    .default(1),
});
export type SupportSearchQuery = z.infer<typeof supportSearchQuerySchema>;

/** Whether a search term is a referral number (otherwise it is an e-mail address). */
export const isReferralNumber = (term: string) => /^\d{1,15}$/.test(term.trim());

const tenantRef = z.object({ Id: z.string(), Name: z.string() });
const referrerRef = z.object({
  Id: z.string(),
  Vorname: z.string(),
  Nachname: z.string(),
  Email: z.string(),
  /** 'blocked' | 'inaccessible' | 'excluded', or null when the account is open. */
  Sperre: z.string().nullable(),
});

/**
 * A referral's parties besides its referrer (`Empfehler`): the recipients who followed the link,
 * the agent (Berater) it was made through and the agent's agency with its release of the order.
 */
const supportPartiesSchema = z.object({
  Empfaenger: z.array(
    z.object({
      Empfaengernummer: z.string(),
      /** Name and address as given at the order; null before, or once erased (Art. 17). */
      Name: z.string().nullable(),
      Email: z.string().nullable(),
      BestaetigtAm: z.string().nullable(),
    }),
  ),
  Berater: z.object({ Nummer: z.string(), Name: z.string().nullable(), Aktiv: z.boolean() }).nullable(),
  Agentur: z
    .object({
      Id: z.string(),
      Name: z.string(),
      /** The agency's release of the order (only the agency releases; support reads it). */
      Freigabe: z.object({ Am: z.string(), Von: z.string() }).nullable(),
    })
    .nullable(),
});

export const supportSearchResultSchema = z.object({
  Treffer: z.array(
    z.object({
      Id: z.string(),
      Mandant: tenantRef,
      Empfehlungsnummer: z.number(),
      Status: z.enum(REFERRAL_STATUSES),
      ErstelltAm: z.string(),
      Empfehler: referrerRef.nullable(),
      EmpfaengerEmail: z.string().nullable(),
      /** The referral's rewards taken together (support-rewards.ts): `Gezahlt` shows as paid only when `paid`. */
      Auszahlung: z.enum(REFERRAL_PAYOUTS),
    }),
  ),
  Seite: z.number(),
  ProSeite: z.number(),
  Gesamt: z.number(),
});
export type SupportSearchResult = z.infer<typeof supportSearchResultSchema>;

export const TIMELINE_KINDS = [
  'created',
  'optin',
  'click',
  'recipient',
  'recipient_confirmed',
  'partner_event',
  'decision',
  'mail',
  'fraud_signal',
  'agency_release',
  'operator',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

/** One entry of a referral's timeline; `Was` is a code (event type, mail kind, audit action, status). */
export const timelineEntrySchema = z.object({
  Art: z.enum(TIMELINE_KINDS),
  Zeit: z.string(),
  Was: z.string(),
  /** Status before and after (decisions, corrections). */
  Von: z.string().nullable(),
  Nach: z.string().nullable(),
  /** The rule that decided (decisions) or the rule's refusal of a partner event. */
  Regel: z.string().nullable(),
  /** The reason: a rule's reason, or what the operator typed. */
  Grund: z.string().nullable(),
  /** Who: an operator's name, a channel, a recipient number. */
  Wer: z.string().nullable(),
  /** Mails: subject, and its state (pending, sent, failed). */
  Betreff: z.string().nullable(),
  Zustand: z.string().nullable(),
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

/**
 * One reward credit as support sees it (issue 27, item 11): whom it pays, how much, the choice,
 * whether an account is on file (never the IBAN), where its payout stands and the batch holding it.
 */
export const supportRewardSchema = z.object({
  Id: z.string(),
  /** referral: a referral's part; bonus: after a number of referrals; goodwill: granted by support. */
  Art: z.enum(['referral', 'bonus', 'goodwill']),
  Wer: z.enum(['Empfehler', 'Empfaenger']),
  /** The referral it belongs to (null for bonuses and goodwill). */
  Empfehlungsnummer: z.number().nullable(),
  BetragCent: z.number().int(),
  Status: z.enum(REWARD_STATUSES),
  Wahl: z.enum(PAYOUT_KINDS).nullable(),
  Bankdaten: z.boolean(),
  Auszahlung: z.enum(PAYOUT_STATES),
  /** The payout batch that holds the transfer (not discarded, not returned), if any. */
  Lauf: z
    .object({ Id: z.string(), Nachrichtenkennung: z.string(), Zustand: z.enum(PAYOUT_BATCH_STATES) })
    .nullable(),
  GezahltAm: z.string().nullable(),
  /** The bank returned its latest transfer (wrong account): when, and the reason finance booked. */
  Rueckbuchung: z.object({ Am: z.string(), Grund: z.string().nullable() }).nullable(),
});
export type SupportReward = z.infer<typeof supportRewardSchema>;

export const supportReferralSchema = z.object({
  Id: z.string(),
  Mandant: tenantRef,
  Empfehlungsnummer: z.number(),
  Status: z.enum(REFERRAL_STATUSES),
  Ablehnungsgrund: z.string().nullable(),
  /** Set when support corrected the status: the engine no longer moves it. */
  KorrigiertAm: z.string().nullable(),
  ErstelltAm: z.string(),
  AblaufAm: z.string(),
  Kanal: z.string().nullable(),
  Empfehler: referrerRef.nullable(),
  EmpfaengerEmail: z.string().nullable(),
  /** The statuses support may correct this referral to (support-corrections.ts). */
  Korrekturziele: z.array(z.enum(REFERRAL_STATUSES)),
  Zeitleiste: z.array(timelineEntrySchema),
  Praemien: z.array(supportRewardSchema),
  Auszahlung: z.enum(REFERRAL_PAYOUTS),
  /**
   * Whether names and addresses are shown in full (right `support.personalData`, decision 066);
   * false: initials and masked addresses (`a…@example.org`) only.
   */
  PersonenDaten: z.boolean(),
  Parteien: supportPartiesSchema,
  /** The fraud review: its signals (kind and time) and the outcome; null without a signal. */
  Betrug: z
    .object({
      Zustand: z.enum(FRAUD_REVIEW_STATES),
      GehaltenSeit: z.string(),
      Signale: z.array(z.object({ Art: z.enum(FRAUD_SIGNAL_KINDS), Zeit: z.string() })),
      Entschieden: z.string().nullable(),
      /** The deciding operator's name. */
      Von: z.string().nullable(),
      Begruendung: z.string().nullable(),
    })
    .nullable(),
  /** Goodwill cases of the referral's referrer account, or sent from the recipient's address, in its tenant. */
  Kulanz: z.array(
    z.object({
      Id: z.string(),
      Status: z.enum(GOODWILL_STATES),
      /** Whose case: the referrer's account or the recipient's address. */
      Wer: z.enum(['Empfehler', 'Empfaenger']),
      Eingegangen: z.string(),
      /** The sender's subject; null when personal data is not shown or the case was erased. */
      Betreff: z.string().nullable(),
      BetragCent: z.number().int().nullable(),
      Entschieden: z.string().nullable(),
    }),
  ),
  /** The mails sent about the referral: what, when, delivered or not; never a body or an address. */
  Mails: z.array(
    z.object({
      Id: z.string(),
      Art: z.string(),
      Betreff: z.string(),
      Erstellt: z.string(),
      Versendet: z.string().nullable(),
      Zustand: z.enum(['pending', 'sent', 'failed']),
    }),
  ),
});
export type SupportReferral = z.infer<typeof supportReferralSchema>;

const reason = z
  .string(de.requiredField('Begründung'))
  .trim()
  .min(3, de.requiredField('Begründung'))
  .max(500, de.tooLong(500));

/** `POST …/support/empfehlungen/:id/status`: the new status and why. */
export const statusCorrectionSchema = z.object({
  Status: z.enum(REFERRAL_STATUSES, de.invalidField('Status')),
  Grund: reason,
});
export type StatusCorrection = z.infer<typeof statusCorrectionSchema>;

/** `POST …/support/konten/:id/sperre` and `…/entsperrung`: why. */
export const accountBlockSchema = z.object({ Grund: reason });
export type AccountBlock = z.infer<typeof accountBlockSchema>;

export const supportAccountSchema = z.object({
  Id: z.string(),
  Mandant: tenantRef,
  Vorname: z.string(),
  Nachname: z.string(),
  Email: z.string(),
  Sperre: z.string().nullable(),
});
export type SupportAccount = z.infer<typeof supportAccountSchema>;

/**
 * `GET …/support/absender?Mandant=…&Email=…` (issue 27, item 11): a goodwill case's sender, with
 * their referrals as referrer and every reward credited to them, for the goodwill decision.
 */
export const supportSenderQuerySchema = z.object({
  Mandant: z.string(de.requiredField('Mandant')).trim().min(1, de.requiredField('Mandant')).max(64),
  Email: z.email(de.invalidField('E-Mail')).max(254, de.tooLong(254)),
});
export const supportSenderSchema = z.object({
  Konto: referrerRef.nullable(),
  Empfehlungen: z.array(
    z.object({
      Id: z.string(),
      Empfehlungsnummer: z.number(),
      Status: z.enum(REFERRAL_STATUSES),
      ErstelltAm: z.string(),
      Auszahlung: z.enum(REFERRAL_PAYOUTS),
    }),
  ),
  Praemien: z.array(supportRewardSchema),
});
export type SupportSender = z.infer<typeof supportSenderSchema>;
