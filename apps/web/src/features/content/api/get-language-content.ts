import type { Language } from '@kwk/shared/errors/error-codes';
import { apiFetch } from '../../../lib/api-client.ts';
import { previewHeaders } from '../../../lib/preview-token.ts';

/**
 * GET content/getlanguagecontent/{iso}: the tenant's text overrides as a flat key → text map; in a
 * console preview the draft's (decision 072).
 */
export function getLanguageContent(language: Language): Promise<Record<string, string>> {
  return apiFetch<Record<string, string>>(`content/getlanguagecontent/${language}`, {
    headers: previewHeaders(),
  });
}
