import { z } from 'zod';
import { CATALOGUE_ERRORS } from '../errors/catalogue.errors.ts';
import type { Language } from '../errors/error-codes.ts';
import { contrastFailures, contrastMessage, HEX_COLOR } from '../tenants/brand-contrast.ts';
import { brandSchema, MODULE_KEYS, mandantSchema } from '../tenants/mandant.schemas.ts';
import { unpayableShareFields, unpayableShareMessage } from '../tenants/payable-shares.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/**
 * Keys a tenant may never have: `{key}.localhost` is the tenant's host, so `betrieb` would put a
 * programme on the console's host, and the others name hosts or paths people expect to be the
 * operator's own (api, www, mail…), not a brand's.
 */
export const RESERVED_TENANT_KEYS = [
  'betrieb',
  'api',
  'www',
  'dev',
  'admin',
  'app',
  'assets',
  'brands',
  'cdn',
  'console',
  'docs',
  'healthz',
  'konsole',
  'localhost',
  'mail',
  'mailbox',
  'readyz',
  'static',
  'status',
] as const;

/** A key is its apiRoute and its `{key}.localhost` label: lower-case letters, digits, inner hyphens. */
export const TENANT_KEY = /^[a-z0-9](?:[a-z0-9-]{0,30}[a-z0-9])?$/;
/** A host name as a Host header carries it, without port. */
const HOST_NAME =
  /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;
const HTTP_URL = /^https?:\/\/[^\s/]+(?:\/\S*)?$/i;
/** A stylesheet of the portal's own origin (the CSP allows styles from 'self' only). */
const SAME_ORIGIN_PATH = /^\/(?!\/)[\w\-./]*$/;

/**
 * The product APIs the portal knows (spec §7 "Product API selection": chosen by tenant config):
 * the telecom tariff catalogue, the banking products, the sales partner's products.
 */
export const PRODUCT_APIS = ['telekom', 'banking', 'partner'] as const;

const TEXTS = {
  de: {
    // spec §8, word for word; the product calls answer the same text (catalogue/product-apis.ts).
    productApi: CATALOGUE_ERRORS['catalogue.product_api_unknown'].de,
    key: 'Schlüssel: nur Kleinbuchstaben, Ziffern und Bindestriche (höchstens 32 Zeichen).',
    reserved: 'Dieser Schlüssel ist reserviert.',
    host: 'Host ist nicht gültig',
    url: 'Bitte eine Adresse mit http:// oder https:// angeben.',
    path: 'Bitte einen Pfad der Portal-Adresse angeben, der mit / beginnt, oder nichts.',
    unknown: (keys: string) => `Unbekanntes Feld: ${keys}`,
  },
  en: {
    productApi: CATALOGUE_ERRORS['catalogue.product_api_unknown'].en,
    key: 'Key: lower-case letters, digits and hyphens only (at most 32 characters).',
    reserved: 'This key is reserved.',
    host: 'Host is not valid',
    url: 'Please enter an address starting with http:// or https://.',
    path: 'Please enter a path of the portal’s address starting with /, or nothing.',
    unknown: (keys: string) => `Unknown field: ${keys}`,
  },
} as const;

/**
 * The messages of every other issue: zod's own are English and name types; an operator needs
 * "Dies ist ein Pflichtfeld" or "<field> ist nicht gültig" at the field the path names.
 */
export function issueMessages(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return (issue: { code?: string; input?: unknown; path?: readonly PropertyKey[]; keys?: string[] }) => {
    if (issue.code === 'invalid_type' && issue.input === undefined) return m.required;
    if (issue.code === 'unrecognized_keys') return TEXTS[lang].unknown((issue.keys ?? []).join(', '));
    const field = String(issue.path?.at(-1) ?? 'Wert');
    return m.invalidField(field);
  };
}

/**
 * The schema with those messages in the request's language, as one schema the body check runs
 * (plugins/body-schema.ts parses without options): each inner issue keeps its path.
 */
export function withFieldMessages<S extends z.ZodType>(schema: S, lang: Language): z.ZodType<z.output<S>> {
  const error = issueMessages(lang);
  return z.unknown().transform((value, ctx) => {
    const parsed = schema.safeParse(value, { error });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues)
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: value });
    return z.NEVER;
  });
}

export const RESERVED_KEY_MESSAGE = { de: TEXTS.de.reserved, en: TEXTS.en.reserved } as const;

export function tenantKeySchema(lang: Language) {
  const t = TEXTS[lang];
  return z
    .string()
    .trim()
    .regex(TENANT_KEY, t.key)
    .refine((key) => !(RESERVED_TENANT_KEYS as readonly string[]).includes(key), t.reserved);
}

const optionalUrl = (lang: Language) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || HTTP_URL.test(v), TEXTS[lang].url);

/** The brand with the checks the portal relies on: hex colours with AA contrast, same-origin theme. */
export function brandEditSchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  const color = (name: string) => z.string().trim().regex(HEX_COLOR, m.invalidField(name));
  return brandSchema
    .extend({
      Name: z.string().trim().min(1, m.required).max(80, m.tooLong(80)),
      ProductApi: z.enum(PRODUCT_APIS, TEXTS[lang].productApi),
      ThemePath: z
        .string()
        .trim()
        .refine((v) => v === '' || SAME_ORIGIN_PATH.test(v), TEXTS[lang].path),
      Colors: z
        .object({
          primary: color('primary'),
          primaryContrast: color('primaryContrast'),
          secondary: color('secondary'),
          text: color('text'),
          background: color('background'),
        })
        .superRefine((colors, ctx) => {
          // Both colours of a failing pair get the message: either may be the one to change.
          for (const failure of contrastFailures(colors))
            for (const field of [failure.pair.foreground, failure.pair.background])
              ctx.addIssue({ code: 'custom', path: [field], message: contrastMessage(failure, lang) });
        }),
    })
    .strict();
}

/** Settings: content service, modules, URLs, channels, rules (spec §3 "Tenant configuration"). */
export function settingsEditSchema(lang: Language) {
  const url = optionalUrl(lang);
  return z
    .object({
      ContentService: mandantSchema.shape.ContentService.strict(),
      Modules: mandantSchema.shape.Modules.strict(),
      Urls: mandantSchema.shape.Urls.extend({ MandantUrl: url, EmpfehlenWebPage: url }).strict(),
      Channels: mandantSchema.shape.Channels.strict(),
      Rules: mandantSchema.shape.Rules.strict().superRefine((rules, ctx) => {
        // A share promised by default must be payable (issue 27, finding 8).
        for (const field of unpayableShareFields(rules))
          ctx.addIssue({ code: 'custom', path: [field], message: unpayableShareMessage(lang) });
      }),
    })
    .strict();
}

const hostsSchema = (lang: Language) =>
  z.array(z.string().trim().toLowerCase().regex(HOST_NAME, TEXTS[lang].host)).max(20);

/** `PUT /api/betrieb/v1/mandanten/{key}`: the whole configuration, with the version it was read at. */
export function tenantUpdateSchema(lang: Language) {
  return z
    .object({
      Version: z.number().int().min(1),
      Hosts: hostsSchema(lang),
      Settings: settingsEditSchema(lang),
      Brand: brandEditSchema(lang),
    })
    .strict();
}
export type TenantUpdate = z.infer<ReturnType<typeof tenantUpdateSchema>>;

/** `POST /api/betrieb/v1/mandanten`: a new tenant from a copy of another's configuration, or defaults. */
export function tenantCreateSchema(lang: Language) {
  const m = VALIDATION_MESSAGES[lang];
  return z
    .object({
      Key: tenantKeySchema(lang),
      Name: z.string().trim().min(1, m.required).max(80, m.tooLong(80)),
      /** The key of the tenant whose configuration is copied; none: a minimal default. */
      CopyFrom: z.string().trim().max(64).optional(),
    })
    .strict();
}
export type TenantCreate = z.infer<ReturnType<typeof tenantCreateSchema>>;

/** One row of the tenants list. */
export const tenantSummarySchema = z.object({
  Id: z.string(),
  Key: z.string(),
  Name: z.string(),
  Hosts: z.array(z.string()),
  ModulesOn: z.array(z.enum(MODULE_KEYS)),
  Version: z.number().int(),
  UpdatedAt: z.string(),
});
export type TenantSummary = z.infer<typeof tenantSummarySchema>;

/** A tenant's whole configuration as the console edits it. */
export const tenantDetailSchema = z.object({
  Id: z.string(),
  Key: z.string(),
  Version: z.number().int(),
  UpdatedAt: z.string(),
  Hosts: z.array(z.string()),
  Settings: mandantSchema.pick({
    ContentService: true,
    Modules: true,
    Urls: true,
    Channels: true,
    Rules: true,
  }),
  Brand: brandSchema,
  /** Where the saved configuration can be seen: the tenant's start page, opened in a new tab. */
  PreviewUrl: z.string(),
});
export type TenantDetail = z.infer<typeof tenantDetailSchema>;
