import { z } from 'zod';
import type { Language } from '../errors/error-codes.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

const de = VALIDATION_MESSAGES.de;

/** The longest voucher code a pool takes: shops' codes are far shorter; longer is a wrong column. */
export const VOUCHER_CODE_MAX_LENGTH = 64;
/** The most codes one file may hold: a larger delivery comes in several files. */
export const VOUCHER_IMPORT_MAX_CODES = 10_000;
/** The largest file (bytes) the import takes; sent base64-encoded, so the body is a third larger. */
export const VOUCHER_IMPORT_MAX_BYTES = 1024 * 1024;
/** A voucher's value in cents: what a reward can be worth. */
export const VOUCHER_MAX_CENTS = 100_000;

const cents = z
  .number(de.requiredField('Wert'))
  .int(de.invalidField('Wert'))
  .min(1, de.invalidField('Wert'))
  .max(VOUCHER_MAX_CENTS, de.invalidField('Wert'));

/**
 * `POST /api/betrieb/v1/gutscheine/import`: a CSV file of codes (one a line, an optional header
 * line), for one tenant and value. The file travels base64-encoded, as its bytes: a control
 * character in it is then the file's fault, named with its line, not a refused request.
 */
export const voucherImportSchema = z.object({
  Mandant: z.string(de.requiredField('Mandant')).trim().min(1, de.requiredField('Mandant')).max(64),
  WertCent: cents,
  Datei: z
    .string(de.requiredField('Datei'))
    .min(1, de.requiredField('Datei'))
    .max(Math.ceil(VOUCHER_IMPORT_MAX_BYTES / 3) * 4, de.invalidField('Datei'))
    .regex(/^[A-Za-z0-9+/]*={0,2}$/, de.invalidField('Datei')),
});
export type VoucherImport = z.infer<typeof voucherImportSchema>;

export const voucherImportResultSchema = z.object({
  Mandant: z.string(),
  WertCent: z.number().int(),
  /** Codes this file added. */
  Importiert: z.number().int(),
  /** Free codes of the pool now. */
  Frei: z.number().int(),
});
export type VoucherImportResult = z.infer<typeof voucherImportResultSchema>;

/** What a pool can lack before a person can use its codes (issue 30, item 5). */
export const VOUCHER_DETAILS = ['Anbieter', 'GueltigBis', 'Einloesung'] as const;
export type VoucherDetail = (typeof VOUCHER_DETAILS)[number];

/** The longest shop name, redemption text and link a pool takes: a label and a short paragraph. */
export const VOUCHER_SHOP_MAX = 80;
export const VOUCHER_REDEEM_MAX = 500;
export const VOUCHER_URL_MAX = 300;

const DETAIL_TEXTS = {
  de: {
    shop: 'Bitte den Shop oder die Marke angeben, für die die Codes gelten.',
    date: 'Bitte ein gültiges Datum angeben.',
    redeem: 'Bitte beschreiben Sie kurz, wie der Gutschein eingelöst wird.',
    url: 'Bitte eine Adresse mit https:// angeben oder das Feld leeren.',
  },
  en: {
    shop: 'Please name the shop or brand the codes are for.',
    date: 'Please enter a valid date.',
    redeem: 'Please describe briefly how the voucher is redeemed.',
    url: 'Please enter an address starting with https://, or empty the field.',
  },
} as const satisfies Record<Language, unknown>;

/** A calendar day YYYY-MM-DD that exists (no 31 April). */
const isDay = (value: string) => {
  const day = new Date(`${value}T00:00:00Z`);
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value)
  );
};

/** An https address (a link in a mail: never http, never another scheme). */
const isHttpsUrl = (value: string) => {
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && !/\s/.test(value);
  } catch {
    return false;
  }
};

/**
 * `PUT /gutscheine/bestaende/{Mandant}/{WertCent}/angaben`: what a person needs to use the pool's
 * codes. The value is not among them: it is the pool's own, the amount of the rewards it serves.
 * English redemption text and the link are optional (the German text stands in for English).
 */
export function voucherDetailsSchema(lang: Language = 'de') {
  const t = DETAIL_TEXTS[lang];
  const optional = (max: number, message: string) =>
    z
      .string(message)
      .trim()
      .max(max, VALIDATION_MESSAGES[lang].tooLong(max))
      .nullish()
      .transform((v) => (v ? v : null));
  return z.object({
    Anbieter: z
      .string(t.shop)
      .trim()
      .min(1, t.shop)
      .max(VOUCHER_SHOP_MAX, VALIDATION_MESSAGES[lang].tooLong(VOUCHER_SHOP_MAX)),
    GueltigBis: z.string(t.date).trim().refine(isDay, t.date),
    EinloesungDe: z
      .string(t.redeem)
      .trim()
      .min(1, t.redeem)
      .max(VOUCHER_REDEEM_MAX, VALIDATION_MESSAGES[lang].tooLong(VOUCHER_REDEEM_MAX)),
    EinloesungEn: optional(VOUCHER_REDEEM_MAX, t.redeem),
    EinloeseUrl: optional(VOUCHER_URL_MAX, t.url).refine((v) => v === null || isHttpsUrl(v), t.url),
  });
}
export type VoucherDetails = z.output<ReturnType<typeof voucherDetailsSchema>>;

/** One pool: a tenant's codes of one value. */
export const voucherPoolSchema = z.object({
  Mandant: z.string(),
  WertCent: z.number().int(),
  Frei: z.number().int(),
  Ausgegeben: z.number().int(),
  /** Below this many free codes the pool warns: its own threshold or the default. */
  Warnschwelle: z.number().int(),
  /** Whether the pool has a threshold of its own (false: the configured default). */
  EigeneWarnschwelle: z.boolean(),
  /** Fewer free codes than the threshold. */
  Warnung: z.boolean(),
  /** Rewards chosen as a voucher of this tenant and value that wait for a code. */
  Wartend: z.number().int(),
  /** What a person reads about the codes (null: not given yet). */
  Anbieter: z.string().nullable(),
  GueltigBis: z.string().nullable(),
  EinloesungDe: z.string().nullable(),
  EinloesungEn: z.string().nullable(),
  EinloeseUrl: z.string().nullable(),
  /** What is still missing before the pickup and the mail can say it all. */
  Fehlt: z.array(z.enum(VOUCHER_DETAILS)),
});
export type VoucherPool = z.infer<typeof voucherPoolSchema>;

export const voucherPoolsSchema = z.object({
  Bestaende: z.array(voucherPoolSchema),
  StandardWarnschwelle: z.number().int(),
});
export type VoucherPools = z.infer<typeof voucherPoolsSchema>;

/** `PUT /gutscheine/bestaende/{Mandant}/{WertCent}`: the pool's own threshold, or null for the default. */
export const voucherThresholdSchema = z.object({
  Warnschwelle: z
    .number(de.invalidField('Warnschwelle'))
    .int(de.invalidField('Warnschwelle'))
    .min(0, de.invalidField('Warnschwelle'))
    .max(VOUCHER_IMPORT_MAX_CODES * 10, de.invalidField('Warnschwelle'))
    .nullable(),
});

export const voucherPoolParamsSchema = z.object({
  mandant: z.string().max(64),
  wertCent: z.coerce.number().int().min(1).max(VOUCHER_MAX_CENTS),
});

/** A reward chosen as a voucher that has no code yet (support sees why it is not paid). */
export const waitingVoucherSchema = z.object({
  PraemieId: z.uuid(),
  Mandant: z.string(),
  WertCent: z.number().int(),
  GewaehltAm: z.string(),
});

export const waitingVouchersSchema = z.object({
  /** Per tenant and value: how many wait, since when, and how many free codes there are. */
  Gruppen: z.array(
    z.object({
      Mandant: z.string(),
      WertCent: z.number().int(),
      Anzahl: z.number().int(),
      AeltesteWahl: z.string(),
      Frei: z.number().int(),
    }),
  ),
  /** The waiting rewards themselves, oldest choice first (at most 200). */
  Praemien: z.array(waitingVoucherSchema),
});
export type WaitingVouchers = z.infer<typeof waitingVouchersSchema>;
