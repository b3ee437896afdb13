import type { FieldDescription } from './config-field-kinds.ts';
import { BRAND_FIELDS } from './config-fields.brand.ts';
import { SETTINGS_FIELDS } from './config-fields.settings.ts';

/**
 * Every field of a tenant's configuration with the words an operator reads (issue 29, item 1): the
 * spec's key stays the API's name and is shown only small, for support. Keyed as
 * `configFieldKeys()` names them; config-fields.test.ts fails for a key without an entry.
 */
export const CONFIG_FIELDS: Readonly<Record<string, FieldDescription>> = {
  ...SETTINGS_FIELDS,
  ...BRAND_FIELDS,
};

/** The German or English words of a field. */
export const fieldWords = (key: string, lang: 'de' | 'en') => {
  const d = CONFIG_FIELDS[key];
  return { label: d?.label[lang] ?? key, help: d?.help[lang] ?? '' };
};
