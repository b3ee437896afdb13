import { z } from 'zod';
import {
  DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT,
  DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT,
} from '../operator/goodwill.rules.ts';
import { VALIDATION_MESSAGES } from '../validation/messages.ts';

/** Deployment environments with their own tracking id, link domain and consent manager (spec §3, §9). */
export const ENVIRONMENTS = ['production', 'staging', 'testing', 'development'] as const;
export type Environment = (typeof ENVIRONMENTS)[number];

/** Share channels of spec §1/§3. The value is the channel's order number; -1 means disabled. */
export const CHANNEL_KEYS = [
  'ModuleEmailClient',
  'Gmail',
  'Outlook',
  'Yahoo',
  'Facebook',
  'Whatsapp',
  'Xing',
  'LinkedIn',
  'Twitter',
  'Instagram',
  'Sms',
] as const;
export type ChannelKey = (typeof CHANNEL_KEYS)[number];

const REQUIRED_MODULE_KEYS = [
  'ModuleAgentRecommendation',
  'ModuleIntegratedFrame',
  'ModuleCompanyRecommendation',
  'ModuleErstelleOfflineEmpfehlungCode',
  'ModuleAdv',
  'ModuleNewsletterPermission',
  'ModuleStoringBankdata',
  'ModuleAgenturbereich',
] as const;

/**
 * The reminder mails to the referrer (issue 30, item 4), each switched per tenant: a friend has not
 * confirmed a recommendation within 7 days; a credited reward has waited 7 days for the referrer's
 * choice. Optional like Rules.PraemienVerfallMonate: tenant rows written before lack them, and
 * absent means off (`reminderSwitches`), so no tenant's customers get a new mail unasked; the demo
 * tenants have them on.
 */
export const REMINDER_MODULE_KEYS = ['ModuleErinnerungUnbestaetigt', 'ModuleErinnerungPraemienwahl'] as const;
export type ReminderModuleKey = (typeof REMINDER_MODULE_KEYS)[number];

export const MODULE_KEYS = [...REQUIRED_MODULE_KEYS, ...REMINDER_MODULE_KEYS] as const;
export type ModuleKey = (typeof MODULE_KEYS)[number];

const perEnvironment = <T extends z.ZodType>(value: T) =>
  z.object({ production: value, staging: value, testing: value, development: value });

const imageSource = z.object({ webp: z.string(), jpeg: z.string() });

export const modulesSchema = z.object({
  ...(Object.fromEntries(REQUIRED_MODULE_KEYS.map((k) => [k, z.boolean()])) as Record<
    (typeof REQUIRED_MODULE_KEYS)[number],
    z.ZodBoolean
  >),
  ...(Object.fromEntries(REMINDER_MODULE_KEYS.map((k) => [k, z.boolean().optional()])) as Record<
    ReminderModuleKey,
    z.ZodOptional<z.ZodBoolean>
  >),
});

/** Whether a tenant sends each reminder mail; a switch the tenant's row lacks is off. */
export const reminderSwitches = (modules: Partial<Record<ReminderModuleKey, boolean>>) => ({
  unconfirmed: modules.ModuleErinnerungUnbestaetigt === true,
  rewardChoice: modules.ModuleErinnerungPraemienwahl === true,
});

export const channelsSchema = z.object({
  ...(Object.fromEntries(CHANNEL_KEYS.map((k) => [k, z.number().int().min(-1)])) as Record<
    ChannelKey,
    z.ZodNumber
  >),
  FacebookId: z.string(),
});

export const rulesSchema = z.object({
  EmailWhitelist: z.array(z.string()),
  RecommenderDefaultShare: z.number().int().min(0).max(100),
  AllowSelfRecommendation: z.boolean(),
  IsAutologin: z.boolean(),
  /** Not named in spec §3 but implied by §2: "if the tenant forces login". */
  ForceLogin: z.boolean(),
  /** Complaint period in days. */
  ModuleAuftragsdatumMindestalterTage: z.number().int().min(0),
  MaxEmpfaengerPraemieCent: z.number().int().min(0),
  ModuleIBANNurDE: z.boolean(),
  AgbCheckBoxAutoAccept: z.boolean(),
  ShowProductCategory: z.boolean(),
  /** spec §1: banking tenants need active account use in the first two months. */
  BankingActivityRule: z.boolean(),
  /** spec §1: the recommendation form asks the referrer's postal address, which must be German. */
  EmpfehlerAdresse: z.boolean().optional(),
  /** spec §7: product ids removed from every product answer (telko: 637–640). */
  HiddenProductIds: z.array(z.number().int()),
  /**
   * Months a ready reward waits for the referrer's choice before it expires (issue 15; reminders
   * 30 and 7 days before). Optional like Imprint: tenant rows written before lack it, and
   * `rewardExpiryMonths` reads it with its default of 12.
   */
  PraemienVerfallMonate: z.number().int().min(1).max(120).optional(),
  /**
   * Goodwill (issue 27, item 2): the most one referrer account may be granted per Berlin calendar
   * year, and the amount above which a grant waits for a finance approval by another person.
   * Optional like PraemienVerfallMonate; `goodwillLimits` reads them with their defaults. The
   * threshold may only be lowered (one admin alone must not lift grants past finance).
   */
  KulanzJahresgrenzeCent: z.number().int().min(0).max(1_000_000).optional(),
  KulanzFreigabeAbCent: z
    .number()
    .int()
    .min(0)
    .max(DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT, {
      message: `Die Freigabegrenze für Kulanz beträgt höchstens ${DEFAULT_GOODWILL_APPROVAL_ABOVE_CENT} Cent; darüber gibt die Finanzabteilung frei.`,
    })
    .optional(),
  /**
   * What one operator may grant at once (without finance) within 30 days, over every account:
   * may only be lowered, like the threshold (issue 27 review).
   */
  KulanzOhneFreigabeJeBearbeiterCent: z
    .number()
    .int()
    .min(0)
    .max(DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT, {
      message: `Ohne Freigabe darf eine Person in 30 Tagen höchstens ${DEFAULT_GOODWILL_OPERATOR_WINDOW_CENT} Cent Kulanz gewähren; darüber gibt die Finanzabteilung frei.`,
    })
    .optional(),
  /** Extra rewards once a referrer reaches a number of successful referrals (spec §9: 150 € / 60 €). */
  BonusPraemien: z.array(
    z.object({ NachErfolgreichen: z.number().int().min(1), Cent: z.number().int().min(1) }),
  ),
  /**
   * Weeks within which a ready reward is transferred once the bank data is there (issue 27, item
   * 10): the one payout-timing statement of pages, FAQ and mails. Optional; `payoutWeeks` reads
   * it with its default of 4.
   */
  AuszahlungWochen: z.number().int().min(1).max(52).optional(),
});

export const urlsSchema = z.object({
  MandantUrl: z.string(),
  EmpfehlenPath: z.string(),
  EmpfehlenWebPage: z.string(),
  /**
   * The partner's order page the recipient continues to (`produktlink`), with the placeholders
   * {produkt}, {empfehlungsnummer}, {empfaengernummer} and {channel}; the order carries the referral.
   */
  BestellUrl: z.string(),
});

export const categoryPageSchema = z.object({
  Path: z.string(),
  Titel: z.string(),
  Breadcrumb: z.array(z.string()),
  MetaDescription: z.string(),
  Quelle: z.string(),
  Kategorie: z.string(),
});
export type CategoryPage = z.infer<typeof categoryPageSchema>;

const localized = z.object({ de: z.string(), en: z.string() });

/** The operator's imprint (Impressum, § 5 DDG), shown at /impressum. */
export const imprintSchema = z.object({
  /** Legal name of the operator, e.g. "Telko Deutschland GmbH". */
  Operator: z.string(),
  Street: z.string(),
  PostalCode: z.string(),
  City: z.string(),
  Country: z.string(),
  /** Who represents the operator, e.g. "Geschäftsführung: Erika Muster". */
  Representatives: z.string(),
  /** Register court and number, e.g. "Amtsgericht Bonn, HRB 12345". */
  Register: z.string(),
  /** VAT identification number (USt-IdNr.). */
  VatId: z.string(),
  Phone: z.string(),
  Email: z.string(),
});
export type Imprint = z.infer<typeof imprintSchema>;

/** A field the document must show (§ 14 Abs. 4 Nr. 1 UStG): not empty or blank, said in German at the field. */
const issuerField = (label: string) =>
  z.string().refine((v) => v.trim() !== '', VALIDATION_MESSAGES.de.requiredField(label));

/**
 * The programme operator as the issuer of the agencies' credit notes (Gutschrift, § 14 UStG): its
 * legal name, address and tax number (Steuernummer and/or USt-IdNr.). Without it no credit note is
 * issued (decision 038).
 */
export const creditNoteIssuerSchema = z.object({
  Name: issuerField('Name des Ausstellers'),
  Street: issuerField('Straße des Ausstellers'),
  PostalCode: issuerField('PLZ des Ausstellers'),
  City: issuerField('Ort des Ausstellers'),
  Country: z.string(),
  /** Steuernummer from the tax office; may be empty when VatId is given. */
  TaxNumber: z.string(),
  /** USt-IdNr.; needed where the agency's commission is reverse-charged. */
  VatId: z.string(),
});
export type CreditNoteIssuer = z.infer<typeof creditNoteIssuerSchema>;

export const brandSchema = z.object({
  Name: z.string(),
  Language: z.enum(['de', 'en']),
  ThemePath: z.string(),
  ApiRoute: z.string(),
  LogoUrl: z.string(),
  SupportEmail: z.string(),
  /**
   * How the tenant addresses people in German (issue 30): "Sie" or "du". Not in the spec; optional
   * like Imprint, and absent means "Sie", the portal's wording so far. Mails read it (mail/html).
   */
  Anrede: z.enum(['Sie', 'du']).optional(),
  Colors: z.object({
    primary: z.string(),
    primaryContrast: z.string(),
    secondary: z.string(),
    text: z.string(),
    background: z.string(),
  }),
  Tracking: perEnvironment(z.object({ id: z.number().int(), endpoint: z.string() })),
  ReferralLinkDomain: perEnvironment(z.string()),
  ConsentManager: perEnvironment(z.enum(['internal', 'external'])),
  KeyVisual: z.object({ xl: imageSource, lg: imageSource, md: imageSource, sm: imageSource }),
  Breakpoints: z.object({ xl: z.number(), lg: z.number(), md: z.number(), sm: z.number(), sx: z.number() }),
  ProductApi: z.string(),
  Features: z.object({
    FriendlyCaptcha: z.boolean(),
    Banknote: z.boolean(),
    BountyNotice: z.boolean(),
    CallToAction: z.boolean(),
    FooterText: z.boolean(),
    ExitIntent: z.boolean(),
  }),
  /**
   * Share texts (spec §3): `body` names the friend's share as {reward}; `bodyNoReward`, for a split
   * that leaves the friend nothing, names no amount (without it, share-text's default is used).
   */
  ShareTemplates: z.object({ subject: localized, body: localized, bodyNoReward: localized.optional() }),
  NavLinks: z.array(z.object({ label: localized, href: z.string() })),
  TermsPdfUrl: z.string(),
  SecurityUrl: z.string(),
  /** Origins allowed to embed the portal as an iframe widget (CSP frame-ancestors, postMessage target). */
  FrameOrigins: z.array(z.string()),
  CategoryPages: z.array(categoryPageSchema),
  /**
   * The pages' meta description when a page has none of its own. Optional, like Imprint: tenant
   * rows written before issue 17 lack both, and the portal falls back (tenants/page-meta.ts).
   */
  MetaDescription: localized.optional(),
  Imprint: imprintSchema.optional(),
  /** Optional like Imprint: only a tenant with the agency area issues credit notes. */
  CreditNoteIssuer: creditNoteIssuerSchema.optional(),
});

export const mandantSchema = z.object({
  Key: z.string(),
  /**
   * Content service: app name and client id. The client secret never leaves the server: it comes
   * from the server's environment (CONTENT_SERVICE_SECRETS), never from this JSON. With `Url` set
   * the tenant's CMS content comes from that Squidex-compatible service (spec §7); without it, from
   * the portal's own store (issue 16).
   */
  ContentService: z.object({ AppName: z.string(), ClientId: z.string(), Url: z.url().optional() }),
  Modules: modulesSchema,
  Urls: urlsSchema,
  Channels: channelsSchema,
  Rules: rulesSchema,
  Brand: brandSchema,
  /** The deployment environment this server runs in; picks Tracking/ReferralLinkDomain/ConsentManager. */
  Environment: z.enum(ENVIRONMENTS),
});
export type Mandant = z.infer<typeof mandantSchema>;

export const mandantParamsSchema = z.object({ apiRoute: z.string(), key: z.string() });

/** Enabled channels in their configured order (order numbers ascending, -1 dropped). */
export function orderedChannels(channels: Mandant['Channels']): ChannelKey[] {
  return CHANNEL_KEYS.filter((k) => channels[k] >= 0).sort((a, b) => channels[a] - channels[b]);
}
