import type { Product, ProductCategory } from '@kwk/shared/catalogue/catalogue.schemas';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /produktkategorie: the categories the start page offers (spec §7 Products). */
export function getProductCategories(signal?: AbortSignal): Promise<ProductCategory[]> {
  return apiFetch<ProductCategory[]>('produktkategorie', { signal });
}

/** GET /produkt: the visible products that have an active reward. */
export function getProducts(signal?: AbortSignal): Promise<Product[]> {
  return apiFetch<Product[]>('produkt', { signal });
}

/** GET /produkt/{id}/: one product. */
export function getProduct(id: number, signal?: AbortSignal): Promise<Product> {
  return apiFetch<Product>(`produkt/${id}/`, { signal });
}
