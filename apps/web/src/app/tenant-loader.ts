import type { Language } from '@kwk/shared/errors/error-codes';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';
import { getLanguageContent } from '../features/content/api/get-language-content.ts';
import { getMandant } from '../features/tenant/api/get-mandant.ts';
import { mergeOverrides } from '../i18n/i18n.ts';
import { getBootConfig } from '../lib/boot-config.ts';
import { getBootData, getBootMandant } from '../lib/boot-data.ts';
import { dropPreviewToken, previewToken } from '../lib/preview-token.ts';
import { createOnceLoader } from './navigation/config-cache.ts';

/**
 * The tenant configuration, read on the first navigation and kept in memory afterwards: from the
 * page, where the server wrote it, else from the API (one round trip less before the first paint).
 * A console preview (decision 065) asks the API with its token for the draft; a refused token is
 * dropped, so the next load shows the live configuration.
 */
export const tenantConfig = createOnceLoader<Mandant>(() => {
  const token = previewToken();
  if (token)
    return getMandant(getBootConfig().key, token).catch((error: unknown) => {
      dropPreviewToken();
      throw error;
    });
  const inline = getBootMandant();
  return inline ? Promise.resolve(inline) : getMandant(getBootConfig().key);
});

/**
 * The overrides the page carries for its language, else the API's. A console preview asks the API
 * (with its token): the page carries the live texts, the preview shows the draft's (decision 072).
 */
function fetchOverrides(language: Language): Promise<Record<string, string>> {
  const boot = getBootData();
  if (boot?.Language === language && boot.Texts && !previewToken()) return Promise.resolve(boot.Texts);
  return getLanguageContent(language);
}

const overridesByLanguage = new Map<Language, Promise<void>>();

/** Tenant text overrides per language; a failure keeps the built-in texts (the page still works). */
export function loadOverrides(language: Language): Promise<void> {
  let pending = overridesByLanguage.get(language);
  if (!pending) {
    pending = fetchOverrides(language).then(
      (texts) => mergeOverrides(language, texts),
      () => undefined,
    );
    overridesByLanguage.set(language, pending);
  }
  return pending;
}
