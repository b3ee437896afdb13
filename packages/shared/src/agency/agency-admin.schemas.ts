import { z } from 'zod';

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

/** `GET Einladung/daten?token=…`: the invitation behind a registration link, for the invited agent. */
export const invitationByTokenSchema = z.object({
  Vorname: z.string(),
  Nachname: z.string(),
  Email: z.string(),
  Agentur: z.string(),
  Art: z.enum(INVITATION_KINDS),
});

/** `POST Einladung/annehmen`: the invited agent takes up the invitation with a password of their own. */
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
  Plz: z
    .string()
    .trim()
    .regex(/^\d{5}$/, 'PLZ ist nicht gültig'),
  Ort: z.string().trim().max(100),
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
export const statementSchema = z.object({
  Monat: z.string().regex(/^\d{4}-\d{2}$/),
  Auftraege: z.number().int(),
  BetragCent: z.number().int(),
});
