import type { Language } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { getLanguageContent } from '../features/content/api/get-language-content.ts';
import { getMandant } from '../features/tenant/api/get-mandant.ts';
import { mergeOverrides } from '../i18n/i18n.ts';
import { getBootConfig } from '../lib/boot-config.ts';
import { createOnceLoader } from './navigation/config-cache.ts';

/** The tenant configuration, fetched on the first navigation and kept in memory afterwards. */
export const tenantConfig = createOnceLoader<Mandant>(() => getMandant(getBootConfig().key));

const overridesByLanguage = new Map<Language, Promise<void>>();

/** Tenant text overrides per language; a failure keeps the built-in texts (the page still works). */
export function loadOverrides(language: Language): Promise<void> {
  let pending = overridesByLanguage.get(language);
  if (!pending) {
    pending = getLanguageContent(language).then(
      (texts) => mergeOverrides(language, texts),
      () => undefined,
    );
    overridesByLanguage.set(language, pending);
  }
  return pending;
}
