import type { Language } from '@kwk/shared/errors/error-codes';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET content/getlanguagecontent/{iso}: the tenant's text overrides as a flat key → text map. */
export function getLanguageContent(language: Language): Promise<Record<string, string>> {
  return apiFetch<Record<string, string>>(`content/getlanguagecontent/${language}`);
}
