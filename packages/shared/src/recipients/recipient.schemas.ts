import { z } from 'zod';
import { YOUNG_TARIFF_MAX_AGE } from '../constants.ts';
import type { Language } from '../errors/error-codes.ts';
import { PAYOUT_TIMING_KEYS, RECIPIENT_REWARD_KEYS } from '../lifecycle/payout-timing.ts';
import { REFERRAL_STATUSES, REWARD_STATUSES } from '../lifecycle/referral-lifecycle.ts';
import { isAccepted, VALIDATION_MESSAGES } from '../validation/messages.ts';
import { ibanProblem } from './iban.ts';

/**
 * The recipient's side of spec §7 ("Recommendation" and "Recipient"): the landing, the recipient
 * number, the tracking completion body of §3 and the recipient's consent and bank data. The SPA's
 * forms and the server validate with these same schemas.
 */

/** The referral link's token (`?k=`): 32 hex characters. */
export const linkTokenSchema = z.string().regex(/^[0-9a-f]{32}$/i);
/** The recipient's own access token, sent as `Authorization: Bearer` and kept in the per-referral cookie. */
export const recipientTokenSchema = z.string().regex(/^[0-9a-f]{48}$/i);
/** Recipient numbers are ten digits; not secret, not enough to act as the recipient. */
export const empfaengernummerSchema = z.string().regex(/^\d{10}$/);

/** `GET /empfehlen/{nr}/{hex}`: what the recipient sees on the landing page. */
export const landingSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  /** The recommender's first name and the initial of the last name ("Anna M."). */
  EmpfehlerName: z.string(),
  ProduktId: z.number().int(),
  ProduktName: z.string(),
  /** The product's reward text ("bis zu 90 €"), empty when it has none. */
  Praemie: z.string(),
  /** The part of the reward the recommender left to the recipient, in cents (0: none). */
  EmpfaengerPraemieCent: z.number().int(),
  /** Ok: usable; Abgelaufen: 60 days passed; Gesperrt: cancelled or no longer possible. */
  Status: z.enum(['Ok', 'Abgelaufen', 'Gesperrt']),
  GueltigBis: z.string(),
});
export type Landing = z.infer<typeof landingSchema>;

/** `GET empfehlen/{no}`: the public facts of a referral known only by its number. */
export const publicReferralSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  ProduktId: z.number().int(),
  ProduktName: z.string(),
  Praemie: z.string(),
  Status: z.enum(['Ok', 'Abgelaufen', 'Gesperrt']),
});

/** `POST /empfaenger/create/{nr}?channel=&k=`: a recipient for this referral. */
export const recipientCreateQuerySchema = z.object({
  k: linkTokenSchema,
  channel: z
    .string()
    .max(50)
    .regex(/^[\w.-]*$/)
    .optional(),
});
export const recipientCreatedSchema = z.object({
  Empfaengernummer: empfaengernummerSchema,
  /** Shown once; the SPA keeps it in the referral's recipient cookie and sends it as bearer. */
  Token: recipientTokenSchema,
});
export type RecipientCreated = z.infer<typeof recipientCreatedSchema>;

/** `GET /empfaenger/{hex}`: the recipient behind a token, for the recipient screens. */
export const recipientSchema = z.object({
  Empfaengernummer: empfaengernummerSchema,
  Empfehlungsnummer: z.number().int(),
  /** Prefill of the data form: the address the recommendation was sent to, while it is kept. */
  Email: z.string().nullable(),
  DatenBestaetigt: z.boolean(),
  AgbZugestimmt: z.boolean(),
  BankdatenHinterlegt: z.boolean(),
  /** The recipient's part of the reward in cents; bank data is asked for only when above 0. */
  EmpfaengerPraemieCent: z.number().int(),
});
export type Recipient = z.infer<typeof recipientSchema>;

const FIELDS = {
  de: {
    anrede: 'Anrede',
    vorname: 'Vorname',
    name: 'Nachname',
    geburtsdatum: 'Geburtsdatum',
    email: 'E-Mail-Adresse',
    emailBestaetigung: 'E-Mail-Bestätigung',
    telefon: 'Telefonnummer',
    ort: 'Ort',
    plz: 'PLZ',
    strasse: 'Straße',
    hausnummer: 'Hausnummer',
    kontoinhaber: 'Kontoinhaber',
    iban: 'IBAN',
  },
  en: {
    anrede: 'Salutation',
    vorname: 'First name',
    name: 'Last name',
    geburtsdatum: 'Date of birth',
    email: 'E-mail address',
    emailBestaetigung: 'E-mail confirmation',
    telefon: 'Phone number',
    ort: 'City',
    plz: 'Postcode',
    strasse: 'Street',
    hausnummer: 'House number',
    kontoinhaber: 'Account holder',
    iban: 'IBAN',
  },
} as const;
export const RECIPIENT_FIELD_NAMES = FIELDS;

export const ANREDEN = ['Frau', 'Herr', 'Divers'] as const;

/** spec §5: the birth date is parsed as DD.MM.YYYY. Returns YYYY-MM-DD, or null when it is no date. */
export function parseGermanDate(value: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const [, dd, mm, yyyy] = match;
  const iso = `${yyyy}-${mm}-${dd}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

/** Whole years between a birth date and a day, both YYYY-MM-DD. */
export function ageOn(birthIso: string, todayIso: string): number {
  const [by, bm, bd] = birthIso.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = todayIso.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** spec §9: Young tariffs are for people under 28, counted on the day the recipient confirms. */
export function tooOldForYoungTariff(birthIso: string, todayIso: string): boolean {
  return ageOn(birthIso, todayIso) >= YOUNG_TARIFF_MAX_AGE;
}

/** A contract partner must be of age; anything beyond 120 years is a typing error. */
export const MIN_RECIPIENT_AGE = 18;
const MAX_AGE = 120;

/**
 * The tracking completion body of spec §3 (`POST tracking/abschliessen`), with the form's e-mail
 * confirmation and newsletter array (§5: its first `true` means advertising consent). `today`
 * (YYYY-MM-DD) decides the age check, so server and tests pass their clock; as a function it is
 * asked at each parse, so a schema built once (the server caches it) still checks the age on the
 * day of the request.
 */
export function trackingBodySchema(
  lang: Language = 'de',
  today: string | (() => string) = () => new Date().toISOString().slice(0, 10),
) {
  const dayOfParse = typeof today === 'function' ? today : () => today;
  const m = VALIDATION_MESSAGES[lang];
  const f = FIELDS[lang];
  const required = (field: string, max: number) =>
    z
      .string({ error: m.requiredField(field) })
      .trim()
      .min(1, { error: m.requiredField(field) })
      .max(max, { error: m.tooLong(max) });
  const email = (field: string) => required(field, 254).pipe(z.email({ error: m.email }));

  return z
    .object({
      empfehlungsnummer: z.coerce.number({ error: m.required }).int().min(1).max(999_999_999),
      empfaengernummer: empfaengernummerSchema,
      empfaengerdaten: z.object({
        anrede: z.enum(ANREDEN, { error: m.requiredField(f.anrede) }),
        vorname: required(f.vorname, 100),
        name: required(f.name, 100),
        geburtsdatum: required(f.geburtsdatum, 10).superRefine((value, ctx) => {
          const iso = parseGermanDate(value);
          const age = iso ? ageOn(iso, dayOfParse()) : undefined;
          if (age === undefined) ctx.addIssue({ code: 'custom', message: m.dateFormat(f.geburtsdatum) });
          else if (age < MIN_RECIPIENT_AGE) ctx.addIssue({ code: 'custom', message: m.minAge });
          else if (age > MAX_AGE) ctx.addIssue({ code: 'custom', message: m.invalidField(f.geburtsdatum) });
        }),
        email: email(f.email),
        emailBestaetigung: z.string().trim().max(254).optional(),
        telefon: z
          .string()
          .trim()
          .max(30, { error: m.tooLong(30) })
          .regex(/^[+\d][\d /()-]*$|^$/, { error: m.invalidField(f.telefon) })
          .optional(),
        werbeeinwilligung: z.boolean().optional(),
        newsletter: z.array(z.boolean()).max(5).optional(),
        adresse: z.object({
          strasse: required(f.strasse, 100),
          hausnummer: required(f.hausnummer, 10),
          plz: required(f.plz, 5).regex(/^\d{5}$/, { error: m.invalidField(f.plz) }),
          ort: required(f.ort, 100),
        }),
      }),
    })
    .superRefine((body, ctx) => {
      const d = body.empfaengerdaten;
      // spec §5: an e-mail confirmation field must equal its target field (when the form has one).
      if (d.emailBestaetigung !== undefined && d.emailBestaetigung.toLowerCase() !== d.email.toLowerCase())
        ctx.addIssue({
          code: 'custom',
          path: ['empfaengerdaten', 'emailBestaetigung'],
          message: m.confirmMismatch(f.email),
        });
    });
}
export type TrackingBody = z.infer<ReturnType<typeof trackingBodySchema>>;

/** spec §5: the newsletter field is an array whose first entry `true` means advertising consent. */
export function advertisingConsent(daten: TrackingBody['empfaengerdaten']): boolean {
  return daten.werbeeinwilligung ?? daten.newsletter?.[0] === true;
}

export const trackingQuerySchema = z.object({
  channel: z
    .string()
    .max(50)
    .regex(/^[\w.-]*$/)
    .optional(),
  einsprungsquelle: z
    .string()
    .max(50)
    .regex(/^[\w.-]*$/)
    .optional(),
});
export const trackingDoneSchema = z.object({ Abgeschlossen: z.literal(true) });

/** `PUT /empfaenger/zustimmung`: the recipient accepts the terms shown (spec §2). */
export function consentBodySchema(lang: Language = 'de') {
  const m = VALIDATION_MESSAGES[lang];
  return z.object({
    AgbText: z.string({ error: m.consent }).min(1, { error: m.consent }).max(20_000),
    Zustimmung: z.unknown().refine(isAccepted, { error: m.consent }),
  });
}
export type ConsentBody = z.infer<ReturnType<typeof consentBodySchema>>;
export const consentGivenSchema = z.object({ Zugestimmt: z.literal(true), Zeitpunkt: z.string() });

/** `POST /empfaenger/bankdaten` (and the referrer's bank data in the personal area). */
export function bankDataBodySchema(germanOnly: boolean, lang: Language = 'de') {
  const m = VALIDATION_MESSAGES[lang];
  const f = FIELDS[lang];
  return z.object({
    Kontoinhaber: z
      .string({ error: m.requiredField(f.kontoinhaber) })
      .trim()
      .min(1, { error: m.requiredField(f.kontoinhaber) })
      .max(70, { error: m.tooLong(70) }),
    Iban: z
      .string({ error: m.requiredField(f.iban) })
      .trim()
      .min(1, { error: m.requiredField(f.iban) })
      .max(42, { error: m.invalidField(f.iban) })
      .superRefine((value, ctx) => {
        const problem = ibanProblem(value, germanOnly);
        if (problem === 'invalid') ctx.addIssue({ code: 'custom', message: m.invalidField(f.iban) });
        if (problem === 'not_german') ctx.addIssue({ code: 'custom', message: m.germanIbanOnly });
      }),
  });
}
export type BankDataBody = z.infer<ReturnType<typeof bankDataBodySchema>>;
export const bankDataStoredSchema = z.object({
  Kontoinhaber: z.string(),
  /** Only the last four characters are ever shown again: "DE** **** **** **** **34 56". */
  IbanMaskiert: z.string(),
  Bic: z.string().nullable(),
});

/** `GET /empfaenger/auftrag`: the recipient's order as the portal knows it. */
export const recipientOrderSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  ProduktName: z.string(),
  Status: z.enum(REFERRAL_STATUSES),
  Auftragsdatum: z.string().nullable(),
});

/** `GET /empfaenger/{nr}/praemie/`: the recipient's part of the reward. */
export const recipientRewardSchema = z.object({
  Cent: z.number().int(),
  Wert: z.string(),
  Status: z.enum(REWARD_STATUSES).nullable(),
  /** Where the share stands, in the words of the status bar (spec §4; lifecycle/payout-timing). */
  StatusSchluessel: z.enum(RECIPIENT_REWARD_KEYS),
  StatusText: z.string(),
  /** When the share comes (spec §9: about 4 to 10 weeks after the contract, …); null once settled. */
  ZeitSchluessel: z.enum(PAYOUT_TIMING_KEYS).nullable(),
  Zeitangabe: z.string().nullable(),
  /** A fresh pickup link can be mailed (`POST …/praemie/abhollink`; lifecycle/recipient-pickup). */
  AbhollinkMoeglich: z.boolean(),
});

/** `POST /empfaenger/{nr}/praemie/abhollink`: a fresh pickup link went to the recipient's address (never the token). */
export const pickupLinkSentSchema = z.object({ Versandt: z.literal(true) });

/** `GET /empfehlung/{nr}/produkt/produktlink`: the partner's order page, carrying the referral. */
export const productLinkQuerySchema = z.object({
  channel: z
    .string()
    .max(50)
    .regex(/^[\w.-]*$/)
    .optional(),
  empfaengernummer: empfaengernummerSchema,
});
export const productLinkSchema = z.object({ Produktlink: z.string() });
