import { z } from 'zod';
import { eligibilityField } from '../eligibility/eligibility.ts';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PASSWORD_RULE_TEXTS,
  PASSWORD_RULES,
  passwordMessage,
  unmetPasswordRules,
} from './password-rules.ts';

/**
 * The account calls of spec §7 "Account" (issue 5): sign-in by password or mailed link, the
 * session, language, registration and the password screens. The SPA's forms and the server
 * validate with these same schemas.
 */

const FIELD_NAMES = {
  de: {
    Email: 'E-Mail-Adresse',
    Password: 'Passwort',
    AltesPasswort: 'Aktuelles Passwort',
    Passwort: 'Neues Passwort',
    PasswortBestaetigung: 'Passwort-Wiederholung',
    Vorname: 'Vorname',
    Nachname: 'Nachname',
  },
  en: {
    Email: 'E-mail address',
    Password: 'Password',
    AltesPasswort: 'Current password',
    Passwort: 'New password',
    PasswortBestaetigung: 'Repeated password',
    Vorname: 'First name',
    Nachname: 'Last name',
  },
} as const;

/** Mailed tokens (login link, password reset) are 256 random bits in base64url. */
export const mailedTokenSchema = z.string().regex(/^[\w-]{20,100}$/);

const emailField = (lang: Language) => {
  const m = VALIDATION_MESSAGES[lang];
  const name = FIELD_NAMES[lang].Email;
  return z
    .string({ error: m.requiredField(name) })
    .trim()
    .min(1, { error: m.requiredField(name) })
    .max(254, { error: m.tooLong(254) })
    .pipe(z.email({ error: m.email }));
};

const requiredText = (lang: Language, field: keyof (typeof FIELD_NAMES)['de'], max: number) => {
  const m = VALIDATION_MESSAGES[lang];
  const name = FIELD_NAMES[lang][field];
  return z
    .string({ error: m.requiredField(name) })
    .min(1, { error: m.requiredField(name) })
    .max(max, { error: m.tooLong(max) });
};

/** A new password by the rules of spec §5, with every unmet rule named in one message. */
export const newPasswordSchema = (lang: Language = 'de') =>
  requiredText(lang, 'Passwort', PASSWORD_MAX_LENGTH).superRefine((password, ctx) => {
    const unmet = unmetPasswordRules(password);
    if (unmet.length > 0) ctx.addIssue({ code: 'custom', message: passwordMessage(unmet, lang) });
  });

/** A new password and its repetition. */
const newPasswordFields = (lang: Language) => ({
  Passwort: newPasswordSchema(lang),
  PasswortBestaetigung: requiredText(lang, 'PasswortBestaetigung', PASSWORD_MAX_LENGTH),
});
const samePasswords = (body: { Passwort: string; PasswortBestaetigung: string }) =>
  body.Passwort === body.PasswortBestaetigung;
const repeatedExactly = (lang: Language) => ({
  path: ['PasswortBestaetigung'],
  error: VALIDATION_MESSAGES[lang].confirmMismatch(FIELD_NAMES[lang].PasswortBestaetigung),
});

/** `POST /account/login`. */
export const loginBodySchema = (lang: Language = 'de') =>
  z.object({
    Email: emailField(lang),
    Password: requiredText(lang, 'Password', PASSWORD_MAX_LENGTH),
  });
export type LoginBody = z.infer<ReturnType<typeof loginBodySchema>>;

/** `GET /account/login/?token=`: the access link from a mail. */
export const tokenLoginQuerySchema = z.object({ token: mailedTokenSchema });

/** The signed-in referrer as spec §7 lists the login answer, without the token. */
export const accountUserSchema = z.object({
  Email: z.string(),
  Anrede: z.string().nullable(),
  Vorname: z.string(),
  Nachname: z.string(),
  Empfehlerhash: z.string(),
  NewsletterOptinGegeben: z.boolean(),
  /** When the newsletter opt-in mail went out (ISO), while the opt-in is pending. */
  NewsletterOptinVersendetAm: z.string().nullable(),
  Language: z.enum(['de', 'en']),
  /** False until the referrer set a password (first sign-in by link: RegistrierungAbschliessen). */
  PasswortGesetzt: z.boolean(),
  /** When the session token stops working (ISO); the SPA checks it every 60 s. */
  TokenGueltigBis: z.string(),
});
export type AccountUser = z.infer<typeof accountUserSchema>;

/** `POST /account/login`, `GET /account/login/?token=`, `POST /account/refresh`: user and token. */
export const loginResponseSchema = accountUserSchema.extend({ Token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `POST /account/updateLanguage/`. */
export const updateLanguageBodySchema = z.object({ Language: z.enum(['de', 'en']) });

/** `POST /account/createEmpfehler`: an account without a recommendation yet. */
export const createReferrerBodySchema = (lang: Language = 'de') =>
  z.object({
    Vorname: requiredText(lang, 'Vorname', 100).transform((v) => v.trim()),
    Nachname: requiredText(lang, 'Nachname', 100).transform((v) => v.trim()),
    Email: emailField(lang),
    /** spec §1: a natural person, 18 or older, living in Germany; stored with its proof. */
    Teilnahmeberechtigt: eligibilityField(lang),
  });

/** The answer of calls that send a mail and, on purpose, do not say whether the address is known. */
export const mailAcceptedSchema = z.object({ Gesendet: z.literal(true) });

/** `GET /account/resetPassword/{email}`: the address in the path. */
export const forgotPasswordParamsSchema = (lang: Language = 'de') => z.object({ id: emailField(lang) });

/** `PUT /account/validateResetPassword`: is this reset link still good? */
export const validateResetBodySchema = z.object({ Token: mailedTokenSchema });
export const resetValidSchema = z.object({ Gueltig: z.literal(true) });

/** `PUT /account/resetPassword`: the reset link's token and the new password. */
export const resetPasswordBodySchema = (lang: Language = 'de') =>
  z
    .object({ Token: mailedTokenSchema, ...newPasswordFields(lang) })
    .refine(samePasswords, repeatedExactly(lang));

/**
 * `PUT /account/resetPasswordWithoutToken`, signed in: the current password and the new one. The
 * current one is not asked when none was set yet (first sign-in by link).
 */
export const changePasswordBodySchema = (lang: Language = 'de') =>
  z
    .object({ AltesPasswort: z.string().max(PASSWORD_MAX_LENGTH).optional(), ...newPasswordFields(lang) })
    .refine(samePasswords, repeatedExactly(lang));
export type ChangePasswordBody = z.infer<ReturnType<typeof changePasswordBodySchema>>;

/** `GET /account/passwortvalidator`: the rules, so the form can show them as a checklist. */
export const passwordRulesSchema = z.object({
  MinLaenge: z.number().int(),
  Regeln: z.array(z.object({ Regel: z.enum(PASSWORD_RULES), Text: z.string() })),
});
export const passwordRulesFor = (lang: Language) => ({
  MinLaenge: PASSWORD_MIN_LENGTH,
  Regeln: PASSWORD_RULES.map((Regel) => ({ Regel, Text: PASSWORD_RULE_TEXTS[lang][Regel] })),
});

/** The success text of spec §8 for a changed password. */
export const PASSWORD_CHANGED_TEXT: Record<Language, string> = {
  de: 'Passwort erfolgreich geändert.',
  en: 'Password changed successfully.',
};
export const passwordChangedSchema = z.object({ message: z.string() });

/**
 * `POST /api/partner/v1/{tenantKey}/login-tokens` (partner key): the host system of an embedding
 * tenant asks for a one-time sign-in for its user, who becomes (or is) a referrer.
 */
export const loginTokenRequestSchema = z.object({
  Email: emailField('de'),
  Vorname: z.string().trim().min(1).max(100),
  Nachname: z.string().trim().min(1).max(100),
  Language: z.enum(['de', 'en']).optional(),
});
export type LoginTokenRequest = z.infer<typeof loginTokenRequestSchema>;
export const loginTokenIssuedSchema = z.object({
  Token: z.string(),
  /** The portal page that signs the user in (`/login/{adminLoginToken}`). */
  Link: z.string(),
  GueltigBis: z.string(),
});
