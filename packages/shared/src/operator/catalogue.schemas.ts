import { z } from 'zod';
import { MAX_ID } from '../catalogue/catalogue.schemas.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/**
 * The console's catalogue (issue 14): what an admin sends to create or edit a tenant's categories,
 * products, device–tariff pairs, rewards, footnotes, campaigns and agents, and what the console
 * reads back. Money is integer cents, dates `YYYY-MM-DD`; messages are German (the server's error
 * handler gives English requests the English twin). Ids are the server's: a new row gets the next.
 */
const de = VALIDATION_MESSAGES.de;

/** Whole cents from 0 to 1,000,000 €. */
const MAX_CENTS = 100_000_000;

const text = (field: string, max: number) =>
  z.string(de.requiredField(field)).trim().min(1, de.requiredField(field)).max(max, de.tooLong(max));
/** Optional text: empty is none (null). */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, de.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
/** A short machine key (quelle, kategorie, identifier): lower-case letters, digits and dashes. */
const slug = (field: string) => text(field, 60).regex(/^[a-z0-9][a-z0-9-]*$/, de.invalidField(field));
const cents = (field: string) =>
  z
    .number(de.requiredField(field))
    .int(de.invalidField(field))
    .min(0, de.invalidField(field))
    .max(MAX_CENTS, de.invalidField(field));
const id = (field: string) =>
  z
    .number(de.requiredField(field))
    .int(de.invalidField(field))
    .min(1, de.invalidField(field))
    .max(MAX_ID, de.invalidField(field));
const position = z
  .number(de.requiredField('Position'))
  .int(de.invalidField('Position'))
  .min(0, de.invalidField('Position'))
  .max(100_000, de.invalidField('Position'));

/** A real calendar day as `YYYY-MM-DD` (what `<input type="date">` sends). */
export const isIsoDay = (value: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};
const day = (field: string) => z.string(de.requiredField(field)).refine(isIsoDay, de.invalidField(field));
const optionalDay = (field: string) =>
  z
    .string()
    .nullish()
    .transform((v) => (v ? v : null))
    .refine((v) => v === null || isIsoDay(v), de.invalidField(field));

/** The message of an end before its start; shared with the console's forms. */
export const END_BEFORE_START = {
  de: 'Das Enddatum darf nicht vor dem Startdatum liegen.',
  en: 'The end date must not be before the start date.',
} as const;

export const consoleCategoryInputSchema = z.object({
  Name: text('Name', 120),
  Quelle: slug('Quelle'),
  Kategorie: slug('Kategorie'),
  Position: position,
});
export type ConsoleCategoryInput = z.infer<typeof consoleCategoryInputSchema>;

export const consoleProductInputSchema = z.object({
  ExterneId: text('ExterneId', 100),
  KategorieId: id('KategorieId'),
  Name: text('Name', 200),
  AnzeigeName: text('AnzeigeName', 200),
  /** The display name in English (the tenant's English text); empty: the German shows. */
  AnzeigeNameEn: optionalText(200),
  Position: position,
  PreisMonatlich: cents('PreisMonatlich').nullable(),
  PreisEinmalig: cents('PreisEinmalig').nullable(),
  Beschreibung1: optionalText(300),
  Beschreibung2: optionalText(300),
  Beschreibung3: optionalText(300),
  Beschreibung4: optionalText(300),
  /** Identifier of one of the tenant's footnotes. */
  Fussnote: optionalText(60),
  /** The rewards the product earns. */
  PraemienIds: z.array(id('PraemienIds')).max(50, de.invalidField('PraemienIds')),
  /** Inactive products are left out of the tenant's pages; referrals made keep them. */
  Aktiv: z.boolean(de.requiredField('Aktiv')),
});
export type ConsoleProductInput = z.infer<typeof consoleProductInputSchema>;

export const consolePairInputSchema = z.object({
  HandyId: id('HandyId'),
  TarifId: id('TarifId'),
  GeraeteTyp: z.enum(['smartphone', 'tablet'], de.invalidField('GeraeteTyp')),
  Hersteller: text('Hersteller', 100),
  Klasse: z.enum(['S', 'M', 'L', 'XL'], de.invalidField('Klasse')),
  PreisHandy: cents('PreisHandy'),
  PreisTarif: cents('PreisTarif'),
  TarifHandyAnzeigeName: text('TarifHandyAnzeigeName', 200),
  TarifHandyBeschreibung: z.string().trim().max(300, de.tooLong(300)),
  Position: position,
  Aktion: z.boolean(de.requiredField('Aktion')),
  Aktionspreis: cents('Aktionspreis').nullable(),
});
export type ConsolePairInput = z.infer<typeof consolePairInputSchema>;

/** Start ≤ end, and the shown end (if any) between them: the refusal names the later field. */
export const consoleRewardInputSchema = z
  .object({
    WertCent: cents('WertCent').min(1, de.invalidField('WertCent')),
    Art: z.enum(['bar', 'gutschein'], de.invalidField('Art')),
    /** German text with the placeholders {deal}, {end}, {start}, {value}. */
    Text: text('Text', 500),
    /** The same text in English; empty: the German shows. */
    TextEn: optionalText(500),
    Startdatum: day('Startdatum'),
    Enddatum: optionalDay('Enddatum'),
    EnddatumAnzeige: optionalDay('EnddatumAnzeige'),
    Aktiv: z.boolean(de.requiredField('Aktiv')),
  })
  .superRefine((r, ctx) => {
    if (r.Enddatum && r.Enddatum < r.Startdatum)
      ctx.addIssue({ code: 'custom', path: ['Enddatum'], message: END_BEFORE_START.de });
    if (r.EnddatumAnzeige && r.EnddatumAnzeige < r.Startdatum)
      ctx.addIssue({ code: 'custom', path: ['EnddatumAnzeige'], message: END_BEFORE_START.de });
    if (r.EnddatumAnzeige && r.Enddatum && r.EnddatumAnzeige > r.Enddatum)
      ctx.addIssue({
        code: 'custom',
        path: ['EnddatumAnzeige'],
        message: de.invalidField('EnddatumAnzeige'),
      });
  });
export type ConsoleRewardInput = z.infer<typeof consoleRewardInputSchema>;

export const consoleFootnoteInputSchema = z.object({
  Identifier: slug('Identifier'),
  Titel: text('Titel', 200),
  Gruppe: text('Gruppe', 60),
  Inhalt: text('Inhalt', 2000),
});
export type ConsoleFootnoteInput = z.infer<typeof consoleFootnoteInputSchema>;

export const consoleCampaignInputSchema = z
  .object({
    Titel: text('Titel', 200),
    Text: text('Text', 2000),
    /** The campaign's legal text (terms of participation). */
    RechtsText: text('RechtsText', 5000),
    TitelEn: optionalText(200),
    TextEn: optionalText(2000),
    RechtsTextEn: optionalText(5000),
    Zustimmung: z.boolean(de.requiredField('Zustimmung')),
    BonusCent: cents('BonusCent'),
    Beginn: day('Beginn'),
    Ende: optionalDay('Ende'),
  })
  .superRefine((c, ctx) => {
    if (c.Ende && c.Ende < c.Beginn)
      ctx.addIssue({ code: 'custom', path: ['Ende'], message: END_BEFORE_START.de });
  });
export type ConsoleCampaignInput = z.infer<typeof consoleCampaignInputSchema>;

export const consoleAgentInputSchema = z.object({
  Vorname: text('Vorname', 100),
  Nachname: text('Nachname', 100),
  Plz: z
    .string(de.requiredField('Plz'))
    .trim()
    .regex(/^\d{5}$/, de.invalidField('Plz')),
  Ort: text('Ort', 100),
  Aktiv: z.boolean(de.requiredField('Aktiv')),
});
export const consoleAgentCreateSchema = consoleAgentInputSchema.extend({
  ExterneId: text('ExterneId', 50).regex(/^[A-Za-z0-9][A-Za-z0-9-]*$/, de.invalidField('ExterneId')),
});
export type ConsoleAgentInput = z.infer<typeof consoleAgentInputSchema>;
export type ConsoleAgentCreate = z.infer<typeof consoleAgentCreateSchema>;

/** Largest photo accepted, in bytes (before base64). */
export const AGENT_PHOTO_MAX_BYTES = 2 * 1024 * 1024;
/** An agent's photo, base64 in JSON (the console's API speaks JSON only). */
export const consoleAgentPhotoSchema = z.object({
  Daten: z
    .string(de.requiredField('Daten'))
    .min(1, de.requiredField('Daten'))
    .max(Math.ceil(AGENT_PHOTO_MAX_BYTES / 3) * 4 + 4, de.invalidField('Daten'))
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, de.invalidField('Daten')),
});

/** What the console reads back (plain shapes: response schemas must not transform). */
const str = z.string();
const maybe = z.string().nullable();
const int = z.number().int();
export const consoleCategorySchema = z.object({
  Id: int,
  Name: str,
  Quelle: str,
  Kategorie: str,
  Position: int,
});
export const consoleProductSchema = z.object({
  Id: int,
  ExterneId: str,
  KategorieId: int,
  Name: str,
  AnzeigeName: str,
  AnzeigeNameEn: maybe,
  Position: int,
  PreisMonatlich: int.nullable(),
  PreisEinmalig: int.nullable(),
  Beschreibung1: maybe,
  Beschreibung2: maybe,
  Beschreibung3: maybe,
  Beschreibung4: maybe,
  Fussnote: maybe,
  PraemienIds: z.array(int),
  Aktiv: z.boolean(),
});
export const consolePairSchema = z.object({
  Id: int,
  HandyId: int,
  TarifId: int,
  GeraeteTyp: z.enum(['smartphone', 'tablet']),
  Hersteller: str,
  Klasse: z.enum(['S', 'M', 'L', 'XL']),
  PreisHandy: int,
  PreisTarif: int,
  TarifHandyAnzeigeName: str,
  TarifHandyBeschreibung: str,
  Position: int,
  Aktion: z.boolean(),
  Aktionspreis: int.nullable(),
});
export const consoleRewardSchema = z.object({
  Id: z.number().int(),
  Wert: z.string(),
  WertCent: z.number().int(),
  Art: z.enum(['bar', 'gutschein']),
  Text: z.string(),
  TextEn: z.string().nullable(),
  Startdatum: z.string(),
  Enddatum: z.string().nullable(),
  EnddatumAnzeige: z.string().nullable(),
  Aktiv: z.boolean(),
});
export const consoleFootnoteSchema = z.object({
  Id: int,
  Identifier: str,
  Titel: str,
  Gruppe: str,
  Inhalt: str,
});
export const consoleCatalogueSchema = z.object({
  Kategorien: z.array(consoleCategorySchema),
  Produkte: z.array(consoleProductSchema),
  Paare: z.array(consolePairSchema),
  Praemien: z.array(consoleRewardSchema),
  Fussnoten: z.array(consoleFootnoteSchema),
  /**
   * The tenant's product API (decision 022): its stored name, whether the portal knows it (else the
   * product calls answer 503), and whether its pages get device–tariff pairs.
   */
  ProduktApi: z.object({ Name: z.string().nullable(), Bekannt: z.boolean(), GeraetTarifPaare: z.boolean() }),
});
export type ConsoleCatalogue = z.infer<typeof consoleCatalogueSchema>;
export type ConsoleCategory = z.infer<typeof consoleCategorySchema>;
export type ConsoleProduct = z.infer<typeof consoleProductSchema>;
export type ConsolePair = z.infer<typeof consolePairSchema>;
export type ConsoleReward = z.infer<typeof consoleRewardSchema>;
export type ConsoleFootnote = z.infer<typeof consoleFootnoteSchema>;

export const consoleCampaignSchema = z.object({
  Id: z.number().int(),
  Titel: z.string(),
  Text: z.string(),
  RechtsText: z.string(),
  TitelEn: z.string().nullable(),
  TextEn: z.string().nullable(),
  RechtsTextEn: z.string().nullable(),
  Zustimmung: z.boolean(),
  BonusCent: z.number().int(),
  Beginn: z.string(),
  Ende: z.string().nullable(),
});
export type ConsoleCampaign = z.infer<typeof consoleCampaignSchema>;

export const consoleAgentSchema = z.object({
  ExterneId: str,
  Vorname: str,
  Nachname: str,
  Plz: str,
  Ort: str,
  Aktiv: z.boolean(),
  /** The photo's link on the tenant's pages; `HatFoto` false: the drawn initials. */
  Foto: z.string(),
  HatFoto: z.boolean(),
});
export type ConsoleAgent = z.infer<typeof consoleAgentSchema>;

/** Path parameters of the console's catalogue calls. */
export const tenantKeyParams = z.object({ tenantKey: z.string().min(1).max(64) });
export const tenantIdParams = tenantKeyParams.extend({
  id: z.coerce
    .number(de.invalidField('Id'))
    .int(de.invalidField('Id'))
    .min(1, de.invalidField('Id'))
    .max(MAX_ID, de.invalidField('Id')),
});
export const tenantAgentParams = tenantKeyParams.extend({ externeId: z.string().min(1).max(50) });
