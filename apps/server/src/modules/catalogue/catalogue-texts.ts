import { productTextKey } from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';

/** A German catalogue text in the request's language: the tenant's text under `key`, else the German. */
export type Translate = (key: string, german: string) => string;
export type TariffLines = Partial<
  Record<'Beschreibung1' | 'Beschreibung2' | 'Beschreibung3' | 'Beschreibung4', string | null>
>;

/** The content module's texts of a tenant and language (content.repository `texts`). */
export type TenantTexts = (
  tenantId: string,
  language: string,
  keyPrefix: string,
) => Promise<Record<string, string>>;

const keep: Translate = (_key, german) => german;

/**
 * The catalogue is kept in German; another language's names and descriptions come from the
 * tenant's texts of that language (issue 17: English mode shows products and categories in
 * English). German asks nothing of the database.
 */
export async function translator(texts: TenantTexts, tenantId: string, lang: Language): Promise<Translate> {
  if (lang === 'de') return keep;
  const translated = await texts(tenantId, lang, 'catalogue.');
  return (key, german) => translated[key] ?? german;
}

const LINES = [
  ['Beschreibung1', 'line1'],
  ['Beschreibung2', 'line2'],
  ['Beschreibung3', 'line3'],
  ['Beschreibung4', 'line4'],
] as const;

/** A product's description lines in the language of `t`; empty lines stay as they are. */
export function translatedLines<T extends TariffLines>(productId: number, fields: T, t: Translate): T {
  const out = { ...fields };
  for (const [field, key] of LINES) {
    const line = fields[field];
    if (line) out[field] = t(productTextKey(productId, key), line) as T[typeof field];
  }
  return out;
}
