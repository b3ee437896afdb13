import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * GET /produkt/{id}/: the referral's product as the catalogue pages know it (its prices); 404 when
 * it is no longer offered.
 */
export function getLandingProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`produkt/${id}/`, { signal });
}
