import { z } from 'zod';
import { MAX_ID } from '../catalogue/catalogue.schemas.ts';
import { eligibilityField } from '../eligibility/eligibility.ts';
import { referrerAddressSchema } from '../eligibility/german-address.ts';
import type { Language } from '../errors/error-codes.ts';
import { isAccepted, VALIDATION_MESSAGES } from '../validation/messages.ts';
import { emailIdentity, isWhitelisted } from './email-identity.ts';
import { SPLIT_VALUES } from './splits.ts';

export interface RecommendationRules {
  EmailWhitelist: readonly string[];
  AllowSelfRecommendation: boolean;
  /** The tenant collects the referrer's postal address, which must be German (spec §1). */
  EmpfehlerAdresse?: boolean | undefined;
}

const FIELD_NAMES = {
  de: { Vorname: 'Vorname', Nachname: 'Nachname', Email: 'E-Mail-Adresse', Empfaenger: 'E-Mail-Adresse' },
  en: { Vorname: 'First name', Nachname: 'Last name', Email: 'E-mail address', Empfaenger: 'E-mail address' },
} as const;

/**
 * The recommendation create body of spec §3, validated by the form and by the server from this one
 * schema with the tenant's rules. Messages are the spec's German texts (English twins for en).
 */
export function recommendationCreateSchema(rules: RecommendationRules, lang: Language = 'de') {
  const m = VALIDATION_MESSAGES[lang];
  const f = FIELD_NAMES[lang];
  const requiredText = (field: string, max: number) =>
    z
      .string({ error: m.requiredField(field) })
      .trim()
      .min(1, { error: m.requiredField(field) })
      .max(max, { error: m.tooLong(max) });
  const email = (field: string) =>
    z
      .string({ error: m.requiredField(field) })
      .trim()
      .min(1, { error: m.requiredField(field) })
      .max(254, { error: m.tooLong(254) })
      .pipe(z.email({ error: m.email }));
  const optionalText = (max: number) =>
    z
      .string()
      .trim()
      .max(max, { error: m.tooLong(max) })
      .nullish();

  return z
    .object({
      Empfehlung: z.object({
        Produkt: z
          .number({ error: m.required })
          .int()
          .positive()
          .max(MAX_ID, { error: m.invalidField(lang === 'en' ? 'Product' : 'Produkt') }),
        /** spec: bountyRecipient is parsed as an integer; only the three split options exist. */
        AnteilEmpfehler: z.coerce
          .number({ error: m.required })
          .int()
          .refine((v) => (SPLIT_VALUES as readonly number[]).includes(v), { error: m.required }),
        AgbText: z.string({ error: m.consent }).min(1, { error: m.consent }).max(20_000),
        AgbAkzeptiert: z.unknown().refine(isAccepted, { error: m.consent }),
        Channel: optionalText(50),
        AgentNumber: optionalText(50),
        Agentennummer: optionalText(50),
        Empfehlungslink: optionalText(500),
        Aktionen: z
          .array(z.object({ AktionsId: z.number().int(), abgehakt: z.boolean() }))
          .max(50)
          .default([]),
      }),
      Empfehler: z.object({
        Vorname: requiredText(f.Vorname, 100),
        Nachname: requiredText(f.Nachname, 100),
        Email: email(f.Email).refine((v) => isWhitelisted(v, rules.EmailWhitelist), { error: m.email }),
        NewsletterPermission: z.boolean().default(false),
        NewsletterOptinGegeben: z.boolean().optional(),
        NewsletterOptinVersendetAm: z.string().max(40).nullish(),
        /** spec §1: a natural person, 18 or older, living in Germany; stored with its proof. */
        Teilnahmeberechtigt: eligibilityField(lang),
        /** Only where the tenant collects it (`Rules.EmpfehlerAdresse`); German when given. */
        Adresse: referrerAddressSchema(lang).optional(),
      }),
      Empfaenger: z.object({ Email: email(f.Empfaenger) }),
    })
    .superRefine((body, ctx) => {
      if (rules.EmpfehlerAdresse && !body.Empfehler.Adresse)
        ctx.addIssue({ code: 'custom', path: ['Empfehler', 'Adresse'], message: m.required });
      if (rules.AllowSelfRecommendation) return;
      if (emailIdentity(body.Empfaenger.Email) === emailIdentity(body.Empfehler.Email)) {
        ctx.addIssue({ code: 'custom', path: ['Empfaenger', 'Email'], message: m.sameEmail });
      }
    });
}

export type RecommendationCreateBody = z.infer<ReturnType<typeof recommendationCreateSchema>>;

/** `POST /Empfehlen/create` with a null body: whether this tenant asks for a captcha. */
export const captchaCheckSchema = z.object({ IsCaptchaRequired: z.boolean() });

/** Answer to a created recommendation: it waits for the referrer's opt-in (spec §4). */
export const recommendationCreatedSchema = z.object({
  code: z.literal('referrals.optin_required'),
  message: z.string(),
  Empfehlungsnummer: z.number().int(),
});

/** `POST /Empfehlen/bestaetigen`: the token from the opt-in mail. */
export const optinConfirmBodySchema = z.object({ Token: z.string().min(10).max(200) });

/** What the share step needs once the opt-in is confirmed. */
export const shareInfoSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  Empfehlungslink: z.string(),
  Vorname: z.string(),
  Nachname: z.string(),
  /** In the request's language (the tenant's texts), else German. */
  ProduktName: z.string(),
  /** The product's reward as a text ("70 €", "bis zu 90 €"): the whole reward, before the split. */
  Praemie: z.string(),
  /** The referrer's part by the chosen split, with the bonus of the campaigns they agreed to. */
  EmpfehlerPraemieCent: z.number().int(),
  /** The friend's part by the chosen split: what a share text may promise (0: no amount named). */
  EmpfaengerPraemieCent: z.number().int(),
  /** Authorises sending the recommendation e-mail to the recipient once (24 h). */
  SendeToken: z.string(),
  EmpfaengerEmailVerschickt: z.boolean(),
  /** The offline code to hand over on paper, where the tenant has ModuleErstelleOfflineEmpfehlungCode. */
  Empfehlungscode: z.string().nullable(),
});
export type ShareInfo = z.infer<typeof shareInfoSchema>;

/** `POST /Empfehlen/senden`: the portal mails the recipient, after the referrer affirms consent (spec §1). */
export const sendRecipientMailBodySchema = z.object({
  SendeToken: z.string().min(10).max(200),
  EmpfaengerEinverstanden: z.unknown().refine(isAccepted, { error: VALIDATION_MESSAGES.de.consent }),
});

/** `POST /Empfehlen/optin/erneut`: resend the opt-in mail of a pending recommendation. */
export const optinResendBodySchema = z.object({
  Email: z.email().max(254),
  Empfehlungsnummer: z.number().int().positive(),
});

/** Alphabet of offline codes: no 0/O, 1/I/L, so a code read off paper is typed right. */
export const OFFLINE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const OFFLINE_CODE_LENGTH = 8;

/** What a visitor typed as a code, in the stored form: capitals, no blanks or dashes. */
export function normaliseOfflineCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** `XXXX-XXXX`: how a code is shown and printed. */
export function formatOfflineCode(code: string): string {
  return code.length === OFFLINE_CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4)}` : code;
}

/** The offline code as typed: eight characters of the alphabet, blanks and dashes allowed. */
export const offlineCodeSchema = z
  .string()
  .max(20)
  .transform(normaliseOfflineCode)
  .refine(
    (code) =>
      code.length === OFFLINE_CODE_LENGTH && [...code].every((c) => OFFLINE_CODE_ALPHABET.includes(c)),
    {
      error: 'Der Code besteht aus acht Zeichen, zum Beispiel ABCD-2345.',
    },
  );

/** `GET /empfehlung/empfehlungscode/{code}`: the referral behind a code, to continue as recipient. */
export const offlineCodeResultSchema = z.object({
  Empfehlungsnummer: z.number().int(),
  Empfehlungslink: z.string(),
  Vorname: z.string(),
  ProduktName: z.string(),
  Praemie: z.string(),
  /** The visitor's own part of the reward by the referrer's split (0: none). */
  EmpfaengerPraemieCent: z.number().int(),
});
export type OfflineCodeResult = z.infer<typeof offlineCodeResultSchema>;

/** Click counting (`GET /empfehlen/click/{nr}`, `PUT /empfehlung/{nr}`). */
export const clickQuerySchema = z.object({
  channel: z
    .string()
    .max(50)
    .regex(/^[\w.-]*$/)
    .optional(),
  empfaengernummer: z
    .string()
    .max(50)
    .regex(/^[\w-]*$/)
    .optional(),
});
export const clickCountedSchema = z.object({ Gezaehlt: z.literal(true) });
