import { parseJsonBlock } from './boot-data.ts';

/**
 * What the server writes into index.html for the requesting Host (replacing `<!--kwk-config-->`),
 * read from a JSON script because the CSP forbids inline scripts that execute.
 */
export interface BootConfig {
  apiRoute: string;
  key: string;
  name?: string;
  language?: 'de' | 'en';
  /** Brand.Colors as CSS custom properties, contrast-checked (@kwk/shared/tenants/theme-variables). */
  theme?: Record<string, string>;
  logoUrl?: string;
}

/** Used when the placeholder was not replaced (the Vite dev server serves index.html itself). */
export const DEV_BOOT_CONFIG: BootConfig = { apiRoute: 'fyrst', key: 'fyrst' };

const isBootConfig = (v: unknown) =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as Partial<BootConfig>).apiRoute === 'string' &&
  typeof (v as Partial<BootConfig>).key === 'string';

export function parseBootConfig(json: string | null | undefined): BootConfig {
  return parseJsonBlock<BootConfig>(json, isBootConfig) ?? DEV_BOOT_CONFIG;
}

let cached: BootConfig | undefined;

export function getBootConfig(): BootConfig {
  cached ??= parseBootConfig(document.getElementById('kwk-config')?.textContent);
  return cached;
}
