import { CONFIG_FIELDS } from '@kwk/shared/tenants/config-fields';

/**
 * The tenant form's sections in their order, each with the keys (or key prefixes) of its fields;
 * a field takes the first section that names it. config-sections.test.ts checks that every field
 * of the table is in one. Colours and the key visual have sections of their own.
 */
export const CONFIG_SECTIONS = [
  {
    id: 'general',
    de: 'Allgemein',
    en: 'General',
    keys: [
      'Brand.Name',
      'Brand.ApiRoute',
      'Brand.Language',
      'Brand.Anrede',
      'Brand.SupportEmail',
      'Brand.ProductApi',
    ],
  },
  {
    id: 'urls',
    de: 'Adressen',
    en: 'Addresses',
    keys: ['Settings.Urls', 'Brand.LogoUrl', 'Brand.TermsPdfUrl', 'Brand.SecurityUrl', 'Brand.FrameOrigins'],
  },
  { id: 'modules', grid: true, de: 'Module', en: 'Modules', keys: ['Settings.Modules'] },
  { id: 'features', grid: true, de: 'Funktionen der Seiten', en: 'Page features', keys: ['Brand.Features'] },
  {
    id: 'channels',
    grid: true,
    de: 'Kanäle und Reihenfolge',
    en: 'Channels and their order',
    keys: ['Settings.Channels'],
  },
  { id: 'rules', de: 'Regeln und Prämien', en: 'Rules and rewards', keys: ['Settings.Rules'] },
  { id: 'colors', grid: true, de: 'Farben', en: 'Colours', keys: ['Brand.Colors'] },
  {
    id: 'look',
    grid: true,
    de: 'Darstellung',
    en: 'Appearance',
    keys: ['Brand.ThemePath', 'Brand.Breakpoints'],
  },
  {
    id: 'sharing',
    de: 'Teilen und Suchmaschinen',
    en: 'Sharing and search engines',
    keys: ['Brand.ShareTemplates', 'Brand.MetaDescription'],
  },
  {
    id: 'navigation',
    de: 'Navigation und Kategorieseiten',
    en: 'Navigation and category pages',
    keys: ['Brand.NavLinks', 'Brand.CategoryPages'],
  },
  {
    id: 'tracking',
    de: 'Tracking und Einwilligung je Umgebung',
    en: 'Tracking and consent per environment',
    keys: ['Brand.Tracking', 'Brand.ReferralLinkDomain', 'Brand.ConsentManager'],
  },
  { id: 'imprint', de: 'Impressum', en: 'Imprint', keys: ['Brand.Imprint'] },
  {
    id: 'credit-notes',
    de: 'Aussteller der Agentur-Gutschriften',
    en: 'Issuer of the agencies’ credit notes',
    keys: ['Brand.CreditNoteIssuer'],
  },
  { id: 'content', de: 'Inhaltsdienst', en: 'Content service', keys: ['Settings.ContentService'] },
  { id: 'key-visual', de: 'Key-Visual', en: 'Key visual', keys: ['Brand.KeyVisual'] },
] as const;
export type ConfigSectionId = (typeof CONFIG_SECTIONS)[number]['id'];

const under = (key: string, prefix: string) => key === prefix || key.startsWith(`${prefix}.`);
/** A form field of its own: not a field of a list's entries (those are the list editor's). */
const TOP_KEYS = Object.keys(CONFIG_FIELDS).filter((k) => !k.includes('.*.'));

/** The section a field is in (the first that names it), or undefined. */
export const sectionOf = (key: string) => CONFIG_SECTIONS.find((s) => s.keys.some((p) => under(key, p)))?.id;

/** A section's fields in the table's order. */
export const sectionKeys = (id: ConfigSectionId) => TOP_KEYS.filter((k) => sectionOf(k) === id);
export const topKeys = () => TOP_KEYS;
