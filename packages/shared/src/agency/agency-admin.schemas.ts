import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';
import { AGENCY_COUNTRIES, HOME_COUNTRY, postcodeProblem } from './agency-countries.ts';

/**
 * The agency's own data: invitations (spec §3 Einladung, §7 `PUT Einladung`, `GET Einladung/daten`),
 * employees (Mitarbeiter), master data (Stammdaten), reward plans (Praemienplan) and monthly
 * commission statements (Rechnungen).
 */
export const INVITATION_KINDS = ['Mitarbeiter', 'Empfehler'] as const;

/** The invitation body; the server adds the §5 messages in the request's language. */
export const invitationBodySchema = z.object({
  Vorname: z.string().trim().min(1).max(100),
  Nachname: z.string().trim().min(1).max(100),
  Email: z.string().trim().max(254),
  Art: z.enum(INVITATION_KINDS),
  /** Required for Art = Mitarbeiter: the agent number their recommendations will carry. */
  Mitarbeiternummer: z.string().trim().max(50).nullish(),
});
export type InvitationBody = z.infer<typeof invitationBodySchema>;

/** `PUT Einladung` with no body: whether the invitation needs a captcha (like `POST Empfehlen/create`). */
export const invitationSentSchema = z.object({ Id: z.string(), Email: z.string() });

/** `GET Einladung/daten`: what the invitation mask offers (agency name, kinds). */
export const invitationMaskDataSchema = z.object({
  Agentur: z.string(),
  Arten: z.array(z.enum(INVITATION_KINDS)),
});

/** `POST Einladung/pruefen` `{Token}`: the invitation behind a registration link, for the invited agent. */
export const invitationByTokenSchema = z.object({
  Vorname: z.string(),
  Nachname: z.string(),
  Email: z.string(),
  Agentur: z.string(),
  Art: z.enum(INVITATION_KINDS),
});

/** `POST Einladung/annehmen`: the invited agent takes up the invitation with a password of their own. */
export const invitationTokenBodySchema = z.object({ Token: z.string().min(20).max(200) });

export const invitationAcceptBodySchema = z.object({
  Token: z.string().min(20).max(200),
  Passwort: z.string().max(200),
  PasswortBestaetigung: z.string().max(200),
});

export const employeeSchema = z.object({
  Agentennummer: z.string(),
  Vorname: z.string(),
  Nachname: z.string(),
  Ort: z.string(),
  Aktiv: z.boolean(),
  Empfehlungen: z.number().int(),
});
export const employeeActiveBodySchema = z.object({ Aktiv: z.boolean() });

export const masterDataSchema = z.object({
  Name: z.string().trim().min(1).max(200),
  Strasse: z.string().trim().max(200),
  /** Five digits in Germany; elsewhere as the country writes it (`masterDataFormSchema`). */
  Plz: z.string().trim().max(10),
  Ort: z.string().trim().max(100),
  /** ISO 3166-1 alpha-2; Germany where none is sent. */
  Land: z.enum(AGENCY_COUNTRIES),
  Email: z.string().trim().max(254),
  Telefon: z.string().trim().max(50),
  UstId: z.string().trim().max(20),
});
export type MasterData = z.infer<typeof masterDataSchema>;

export const rewardPlanSchema = z.object({
  Id: z.string(),
  Name: z.string(),
  ProduktId: z.number().int().nullable(),
  ProduktName: z.string().nullable(),
  WertCent: z.number().int(),
  Startdatum: z.string(),
  Enddatum: z.string().nullable(),
});
export const rewardPlanBodySchema = z.object({
  Name: z.string().trim().min(1).max(200),
  ProduktId: z.number().int().nullable(),
  WertCent: z.number().int().min(1).max(1_000_000),
  Startdatum: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  Enddatum: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .nullable(),
});

/** A monthly commission statement; the PDF is `GET agentur/rechnungen/{Monat}.pdf`. */
/**
 * A month's commission statement. A closed month's is a credit note (Gutschrift) with its number
 * and date of issue; the running month's (Laufend) and one that cannot be issued yet have neither,
 * and their amounts are as of now.
 */
export const statementSchema = z.object({
  Monat: z.string().regex(/^\d{4}-\d{2}$/),
  Nummer: z.string().nullable(),
  Ausgestellt: z.string().nullable(),
  Laufend: z.boolean(),
  /** Orders whose commission it credits. */
  Auftraege: z.number().int(),
  /** Orders whose commission, paid on an earlier credit note, it reverses (negative lines). */
  Stornos: z.number().int(),
  /** Net, VAT and gross of its lines: negative where more is reversed than credited. */
  NettoCent: z.number().int(),
  UstCent: z.number().int(),
  BruttoCent: z.number().int(),
  /** The negative rest carried in from the previous credit note (≤ 0). */
  VortragCent: z.number().int(),
  /** Paid out: gross plus Vortrag, not below 0 (a negative rest is carried on to the next). */
  AuszahlungCent: z.number().int(),
});
export type Statement = z.infer<typeof statementSchema>;

/**
 * `GET agentur/praemienplan/agent/{Agentennummer}` (public): the active plans of the agent's agency
 * as its recommendations show them — nothing else of the agency.
 */
export const agentRewardPlanSchema = z.object({
  Name: z.string(),
  ProduktId: z.number().int().nullable(),
  ProduktName: z.string().nullable(),
  WertCent: z.number().int(),
});

/* The bodies above with the messages of spec §5 in the request's language: the server checks them
 * with these (config.bodySchema) and the SPA's forms show the same texts at the field. */

const FIELD_NAMES = {
  de: {
    Vorname: 'Vorname',
    Nachname: 'Nachname',
    Email: 'E-Mail-Adresse',
    Art: 'Art',
    Mitarbeiternummer: 'Mitarbeiternummer',
    Name: 'Name',
    Strasse: 'Straße',
    Plz: 'PLZ',
    Ort: 'Ort',
    Land: 'Land',
    Telefon: 'Telefon',
    UstId: 'USt-IdNr.',
    Produkt: 'Produkt',
    Wert: 'Wert',
    Startdatum: 'Startdatum',
    Enddatum: 'Enddatum',
  },
  en: {
    Vorname: 'First name',
    Nachname: 'Last name',
    Email: 'E-mail address',
    Art: 'Kind',
    Mitarbeiternummer: 'Employee number',
    Name: 'Name',
    Strasse: 'Street',
    Plz: 'Postcode',
    Ort: 'Town',
    Land: 'Country',
    Telefon: 'Phone',
    UstId: 'VAT ID',
    Produkt: 'Product',
    Wert: 'Value',
    Startdatum: 'Start date',
    Enddatum: 'End date',
  },
} as const;
type Field = keyof (typeof FIELD_NAMES)['de'];

/** A real day (no 31 February) of a year the database and a person would write. */
const isCalendarDay = (day: string) => {
  const year = Number(day.slice(0, 4));
  const parsed = new Date(`${day}T00:00:00Z`);
  return (
    year >= 2000 && year <= 2999 && !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(day)
  );
};

function fields(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  const name = (field: Field) => FIELD_NAMES[lang][field];
  const required = (field: Field, max: number) =>
    z
      .string({ error: m.requiredField(name(field)) })
      .trim()
      .min(1, { error: m.requiredField(name(field)) })
      .max(max, { error: m.tooLong(max) });
  const optional = (max: number) =>
    z
      .string()
      .trim()
      .max(max, { error: m.tooLong(max) })
      .nullish()
      .transform((v) => v ?? '');
  const email = () => required('Email', 254).pipe(z.email({ error: m.email }));
  const day = (field: Field) =>
    z
      .string({ error: m.requiredField(name(field)) })
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: m.invalidField(name(field)), abort: true })
      .refine(isCalendarDay, { error: m.invalidField(name(field)) });
  return { m, name, required, optional, email, day };
}

/** `PUT Einladung` with a body: the Mitarbeiternummer is required for Art = Mitarbeiter. */
export function invitationFormSchema(lang: Language = 'de') {
  const { m, name, required, email } = fields(lang);
  return z
    .object({
      Vorname: required('Vorname', 100),
      Nachname: required('Nachname', 100),
      Email: email(),
      Art: z.enum(INVITATION_KINDS, { error: m.requiredField(name('Art')) }),
      Mitarbeiternummer: z
        .string()
        .trim()
        .max(50, { error: m.tooLong(50) })
        .regex(/^[\w.-]*$/, { error: m.invalidField(name('Mitarbeiternummer')) })
        .nullish()
        .transform((v) => v || null),
    })
    .superRefine((body, ctx) => {
      if (body.Art === 'Mitarbeiter' && !body.Mitarbeiternummer)
        ctx.addIssue({
          code: 'custom',
          path: ['Mitarbeiternummer'],
          message: m.requiredField(name('Mitarbeiternummer')),
        });
    });
}
export type InvitationForm = z.infer<ReturnType<typeof invitationFormSchema>>;

/**
 * `PUT agentur/stammdaten`: the e-mail must be valid; the country one of the list (Germany where
 * none is sent), the PLZ five digits in Germany and given elsewhere (`postcodeProblem`).
 */
export function masterDataFormSchema(lang: Language = 'de') {
  const { m, name, required, optional, email } = fields(lang);
  return z
    .object({
      Name: required('Name', 200),
      Strasse: optional(200),
      Plz: z
        .string({ error: m.requiredField(name('Plz')) })
        .trim()
        .max(10, { error: m.invalidField(name('Plz')) }),
      Ort: optional(100),
      Land: z
        .enum(AGENCY_COUNTRIES, { error: m.invalidField(name('Land')) })
        .nullish()
        .transform((v) => v ?? HOME_COUNTRY),
      Email: email(),
      Telefon: optional(50),
      UstId: optional(20),
    })
    .superRefine((data, ctx) => {
      const problem = postcodeProblem(data.Land, data.Plz);
      if (problem)
        ctx.addIssue({
          code: 'custom',
          path: ['Plz'],
          message: problem === 'required' ? m.requiredField(name('Plz')) : m.invalidField(name('Plz')),
        });
    }) satisfies z.ZodType<MasterData>;
}

/** `POST agentur/praemienplan`: the end date, if any, not before the start date. */
export function rewardPlanFormSchema(lang: Language = 'de') {
  const { m, name, required, day } = fields(lang);
  return z
    .object({
      Name: required('Name', 200),
      ProduktId: z
        .number({ error: m.invalidField(name('Produkt')) })
        .int({ error: m.invalidField(name('Produkt')) })
        .positive({ error: m.invalidField(name('Produkt')) })
        .max(2_147_483_647, { error: m.invalidField(name('Produkt')) })
        .nullish()
        .transform((v) => v ?? null),
      WertCent: z
        .number({ error: m.requiredField(name('Wert')) })
        .int({ error: m.invalidField(name('Wert')) })
        .min(1, { error: m.invalidField(name('Wert')) })
        .max(1_000_000, { error: m.invalidField(name('Wert')) }),
      Startdatum: day('Startdatum'),
      Enddatum: day('Enddatum')
        .nullish()
        .transform((v) => v ?? null),
    })
    .superRefine((plan, ctx) => {
      if (plan.Enddatum && plan.Enddatum < plan.Startdatum)
        ctx.addIssue({
          code: 'custom',
          path: ['Enddatum'],
          message:
            lang === 'en'
              ? 'The end date must not be before the start date.'
              : 'Das Enddatum darf nicht vor dem Startdatum liegen.',
        });
    });
}
export type RewardPlanForm = z.infer<ReturnType<typeof rewardPlanFormSchema>>;

/**
 * `GET /Mitarbeiterempfehlung` (issue 27, item 13): the agent number of the signed-in account, as
 * the agency's employee invitation it accepted gave it. /mitarbeiterempfehlen recommends with it.
 */
export const employeeAgentSchema = z.object({ Agentennummer: z.string() });
export type EmployeeAgent = z.infer<typeof employeeAgentSchema>;
