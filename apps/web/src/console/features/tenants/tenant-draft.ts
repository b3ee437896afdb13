import type { TenantDetail, TenantUpdate } from '@kwk/shared/operator/tenants.schemas';

type Brand = TenantDetail['Brand'];
type Settings = TenantDetail['Settings'];

/** Brand settings with fields of their own in the form; the rest is edited as JSON. */
export const STRUCTURED_BRAND_KEYS = [
  'Name',
  'Language',
  'ApiRoute',
  'ThemePath',
  'ProductApi',
  'LogoUrl',
  'Colors',
  'Features',
] as const;
type StructuredBrand = Pick<Brand, (typeof STRUCTURED_BRAND_KEYS)[number]>;

/**
 * The form's state: the common parts as fields (modules, channels, URLs, colours, switches,
 * languages), the rest of spec §3 (rules, content service, tracking, link domains, consent
 * manager, key visual, breakpoints, share templates, links, category pages, imprint) as JSON text.
 */
export interface TenantDraft {
  version: number;
  hosts: string;
  modules: Settings['Modules'];
  urls: Settings['Urls'];
  channels: Settings['Channels'];
  brand: StructuredBrand;
  rulesJson: string;
  contentServiceJson: string;
  brandMoreJson: string;
}

const json = (value: unknown) => JSON.stringify(value, null, 2);

export function toDraft(detail: TenantDetail): TenantDraft {
  const brand = structuredClone(detail.Brand) as Record<string, unknown>;
  const structured = Object.fromEntries(STRUCTURED_BRAND_KEYS.map((k) => [k, brand[k]])) as StructuredBrand;
  const more = Object.fromEntries(
    Object.entries(brand).filter(([k]) => !(STRUCTURED_BRAND_KEYS as readonly string[]).includes(k)),
  );
  return {
    version: detail.Version,
    hosts: detail.Hosts.join(', '),
    modules: { ...detail.Settings.Modules },
    urls: { ...detail.Settings.Urls },
    channels: { ...detail.Settings.Channels },
    brand: structuredClone(structured),
    rulesJson: json(detail.Settings.Rules),
    contentServiceJson: json(detail.Settings.ContentService),
    brandMoreJson: json(more),
  };
}

/** Which JSON text did not parse, by the form's field; the server checks the rest. */
export type JsonErrors = Partial<Record<'rulesJson' | 'contentServiceJson' | 'brandMoreJson', string>>;

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** The save body, or the JSON fields that are not a JSON object. */
export function fromDraft(draft: TenantDraft): { body: TenantUpdate } | { jsonErrors: JsonErrors } {
  const rules = parseObject(draft.rulesJson);
  const contentService = parseObject(draft.contentServiceJson);
  const more = parseObject(draft.brandMoreJson);
  const jsonErrors: JsonErrors = {};
  if (!rules) jsonErrors.rulesJson = 'json';
  if (!contentService) jsonErrors.contentServiceJson = 'json';
  if (!more) jsonErrors.brandMoreJson = 'json';
  if (!rules || !contentService || !more) return { jsonErrors };
  const channels = Object.fromEntries(
    Object.entries(draft.channels).map(([k, v]) => [k, k === 'FacebookId' ? v : Number(v)]),
  ) as Settings['Channels'];
  return {
    body: {
      Version: draft.version,
      Hosts: draft.hosts
        .split(/[\s,]+/)
        .map((h) => h.trim())
        .filter(Boolean),
      Settings: {
        ContentService: contentService as Settings['ContentService'],
        Modules: draft.modules,
        Urls: draft.urls,
        Channels: channels,
        Rules: rules as Settings['Rules'],
      },
      // The server refuses a key it does not know in either part.
      Brand: { ...(more as Partial<Brand>), ...draft.brand } as TenantUpdate['Brand'],
    },
  };
}
