import type { Page } from '@playwright/test';

/** A GET of the tenant's API from the page, as the SPA itself would ask. */
export function api<T>(page: Page, tenant: string, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    // German, as the SPA asks in German (the catalogue and the campaigns answer in the request's language).
    const response = await fetch(url, { headers: { Accept: 'application/json', 'Accept-Language': 'de' } });
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  }, `/api/v1/${tenant}/${path}`);
}

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
