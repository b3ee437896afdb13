import { BOOT_DATA_ID, BOOT_MANDANT_ID, type BootData } from '@kwk/shared/content/boot-data';
import type { Mandant } from '@kwk/shared/tenants/mandant.schemas';

/** Parses a JSON data block the server wrote into the page; anything unreadable counts as absent. */
export function parseJsonBlock<T>(
  json: string | null | undefined,
  valid: (value: unknown) => boolean,
): T | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return valid(value) ? (value as T) : null;
  } catch {
    return null;
  }
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isBootData = (v: unknown) => isObject(v) && (v.Language === 'de' || v.Language === 'en');
const isMandant = (v: unknown) => isObject(v) && isObject(v.Brand) && isObject(v.Modules);

const read = (id: string) =>
  typeof document === 'undefined' ? null : document.getElementById(id)?.textContent;

let data: BootData | null | undefined;
let mandant: Mandant | null | undefined;

/**
 * The texts and start content the server wrote into the page (boot-data.ts in shared): used once,
 * for the tenant's language, instead of asking the API; null without them (Vite's dev server).
 */
export function getBootData(): BootData | null {
  if (data === undefined) data = parseJsonBlock<BootData>(read(BOOT_DATA_ID), isBootData);
  return data;
}

/** The tenant configuration as `GET mandant/{key}` answers it, written into the page. */
export function getBootMandant(): Mandant | null {
  if (mandant === undefined) mandant = parseJsonBlock<Mandant>(read(BOOT_MANDANT_ID), isMandant);
  return mandant;
}
