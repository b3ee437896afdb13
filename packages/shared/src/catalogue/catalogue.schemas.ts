import { z } from 'zod';

/** Database ids are PostgreSQL `integer`s: anything larger is not an id. */
export const MAX_ID = 2_147_483_647;

/** A date of the programme calendar (Europe/Berlin) as `YYYY-MM-DD`. */
export const isoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Datum ist nicht gültig');

/** A path or query id: digits only, so `/produkt/abc` is a 400 and not a lookup. */
export const idParamSchema = z.coerce
  .number({ error: 'Id ist nicht gültig' })
  .int('Id ist nicht gültig')
  .positive('Id ist nicht gültig')
  .max(MAX_ID, 'Id ist nicht gültig');

/** Product category (Produktkategorie): what the start page lets a referrer choose from. */
export const productCategorySchema = z.object({
  Id: z.number().int(),
  Name: z.string(),
  Quelle: z.string(),
  Kategorie: z.string(),
  Position: z.number().int(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Reward (Prämie), spec §3. `Text` is the tenant's template with its placeholders filled in. */
export const rewardSchema = z.object({
  Id: z.number().int(),
  /** Display text, e.g. "70 €". */
  Wert: z.string(),
  WertCent: z.number().int().min(0),
  Startdatum: isoDateSchema,
  Enddatum: isoDateSchema.nullable(),
  EnddatumAnzeige: isoDateSchema.nullable(),
  Text: z.string(),
  Art: z.enum(['bar', 'gutschein']),
});
export type Reward = z.infer<typeof rewardSchema>;

const priceCents = z.number().int().min(0);

/**
 * Tariff/product sample fields of spec §3. A product has them where it is a tariff; they are
 * stored in `products.details` under these names. Prices are in cents.
 */
export const tariffFieldsSchema = z.object({
  /** DP double play (internet + phone), TP triple play (+ TV). */
  Kategorie: z.enum(['DP', 'TP']).nullable(),
  /** Young tariffs are for people under 28 (spec §9). */
  Young: z.boolean().nullable(),
  Hybrid: z.boolean().nullable(),
  Gruppe: z.string().nullable(),
  Klasse: z.enum(['S', 'M', 'L', 'XL']).nullable(),
  PreisMonatlich: priceCents.nullable(),
  PreisEinmalig: priceCents.nullable(),
  Beschreibung1: z.string().nullable(),
  Beschreibung2: z.string().nullable(),
  Beschreibung3: z.string().nullable(),
  Beschreibung4: z.string().nullable(),
  /** `standard;amount`, e.g. `standard;7000`. */
  Provision: z
    .string()
    .regex(/^[^;]+;\d+$/)
    .nullable(),
  TelekomProduktId: z.string().nullable(),
  /** Identifier of a footnote (`GET /fussnoten?identifier=`). */
  Fussnote: z.string().nullable(),
  Preisaufteilung: z.string().nullable(),
  Aktionsname: z.string().nullable(),
  /** Campaign discount in cents. */
  Aktionsrabatt: priceCents.nullable(),
});
export type TariffFields = z.infer<typeof tariffFieldsSchema>;

/** Mobile device–tariff pair, spec §3. Prices in cents. */
export const deviceTariffPairSchema = z.object({
  Id: z.number().int(),
  GeraeteTyp: z.enum(['smartphone', 'tablet']),
  Hersteller: z.string(),
  Klasse: z.enum(['S', 'M', 'L', 'XL']),
  /** The device's product id. */
  HandyId: z.number().int(),
  HandyAnzeigeName: z.string(),
  HandyBeschreibung: z.string(),
  PreisHandy: priceCents,
  /** The tariff's product id. */
  TarifId: z.number().int(),
  TarifAnzeigeName: z.string(),
  PreisTarif: priceCents,
  TarifHandyAnzeigeName: z.string(),
  TarifHandyBeschreibung: z.string(),
  Position: z.number().int(),
  Aktion: z.boolean(),
  TopPosition: z.number().int().nullable(),
  Aktionspreis: priceCents.nullable(),
});
export type DeviceTariffPair = z.infer<typeof deviceTariffPairSchema>;
/** What `device_tariff_pairs.details` holds: the pair without the columns of its own. */
export const deviceTariffPairDetailsSchema = deviceTariffPairSchema.omit({
  Id: true,
  HandyId: true,
  TarifId: true,
});
export type DeviceTariffPairDetails = z.infer<typeof deviceTariffPairDetailsSchema>;

/** Product of the tenant API (spec §3: Id, ExterneId, Praemien) with the tariff sample fields. */
export const productSchema = z.object({
  Id: z.number().int(),
  ExterneId: z.string(),
  Name: z.string(),
  AnzeigeName: z.string(),
  KategorieId: z.number().int(),
  Position: z.number().int(),
  /** The product's active rewards (spec §4), highest first. */
  Praemien: z.array(rewardSchema),
  /** The reward in one phrase: "70 €", or "bis zu 90 €" when the active rewards differ; null without reward. */
  PraemienWert: z.string().nullable(),
  ...tariffFieldsSchema.partial().shape,
  /** Only with `tarifId` (list) or `handyId` (one product): the device–tariff pairs asked for. */
  GeraetTarifPaare: z.array(deviceTariffPairSchema).optional(),
});
export type Product = z.infer<typeof productSchema>;

/** Footnote (Fussnote), spec §3. */
export const footnoteSchema = z.object({
  Id: z.number().int(),
  Identifier: z.string(),
  Titel: z.string(),
  Gruppe: z.string(),
  Inhalt: z.string(),
});
export type Footnote = z.infer<typeof footnoteSchema>;

/** `GET produkt/maxpraemiewert`: the tenant's highest active reward; 0 when none is active. */
export const maxRewardSchema = z.object({ WertCent: z.number().int().min(0), Wert: z.string() });
export type MaxReward = z.infer<typeof maxRewardSchema>;

/** Query strings send `?quelle=&kategorie=` with empty values: empty means "not given". */
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalText = z.preprocess(emptyAsUndefined, z.string().max(64).optional());
const optionalId = z.preprocess(emptyAsUndefined, idParamSchema.optional());

/** `GET /produkt/?quelle=&kategorie=[&tarifId=]`. */
export const productListQuerySchema = z.object({
  quelle: optionalText,
  kategorie: optionalText,
  tarifId: optionalId,
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/** `GET /produkt/{id}?quelle=[&handyId=]`. */
export const productQuerySchema = z.object({ quelle: optionalText, handyId: optionalId });
export type ProductQuery = z.infer<typeof productQuerySchema>;

/** `GET /fussnoten?identifier=`. */
export const footnoteQuerySchema = z.object({
  identifier: z.preprocess(emptyAsUndefined, z.string().max(100).optional()),
});
