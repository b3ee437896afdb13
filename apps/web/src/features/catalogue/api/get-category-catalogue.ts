import type { DeviceTariffPair, Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

// The category pages' calls: not in get-catalogue.ts, which the start page loads (issue 32).

/** GET /produkt/?quelle=&kategorie=: the products of one category page. */
export function getCategoryProducts(
  quelle: string,
  kategorie: string,
  signal?: AbortSignal,
): Promise<Product[]> {
  return apiFetch<Product[]>('produkt/', { query: { quelle, kategorie }, signal });
}

/** GET /produkt/handytarife/{id}: a device's device–tariff pairs. */
export function getDevicePairs(deviceId: number, signal?: AbortSignal): Promise<DeviceTariffPair[]> {
  return apiFetch<DeviceTariffPair[]>(`produkt/handytarife/${deviceId}`, { signal });
}
