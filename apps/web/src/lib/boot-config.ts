import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';

/**
 * What the server writes into index.html for the requesting Host (replacing `<!--kwk-config-->`),
 * read from a JSON script because the CSP forbids inline scripts that execute.
 */
export interface BootConfig {
  apiRoute: string;
  key: string;
  name?: string;
  language?: 'de' | 'en';
  colors?: Mandant['Brand']['Colors'];
  logoUrl?: string;
}

/** Used when the placeholder was not replaced (the Vite dev server serves index.html itself). */
export const DEV_BOOT_CONFIG: BootConfig = { apiRoute: 'fyrst', key: 'fyrst' };

export function parseBootConfig(json: string | null | undefined): BootConfig {
  if (!json) return DEV_BOOT_CONFIG;
  try {
    const parsed = JSON.parse(json) as Partial<BootConfig>;
    if (typeof parsed.apiRoute !== 'string' || typeof parsed.key !== 'string') return DEV_BOOT_CONFIG;
    return parsed as BootConfig;
  } catch {
    return DEV_BOOT_CONFIG;
  }
}

let cached: BootConfig | undefined;

export function getBootConfig(): BootConfig {
  cached ??= parseBootConfig(document.getElementById('kwk-config')?.textContent);
  return cached;
}
