import { PRODUCT_APIS } from '@kwk/shared/operator/tenants.schemas';
import { AppError } from '../../plugins/app-error.ts';

export type ProductApiName = (typeof PRODUCT_APIS)[number];

/**
 * What one product API serves (spec §7 "Product API selection: chosen by tenant config"). Every
 * API serves categories and products; only a telecom catalogue knows devices, tariffs and the
 * device–tariff pairs that join them (spec §2 "Mobile device-tariff pair").
 */
export interface ProductApi {
  name: ProductApiName;
  /** Whether `/produkt/handytarife/{id}`, `tarifId` and `handyId` read device–tariff pairs. */
  deviceTariffPairs: boolean;
}

/** The product APIs, one for each name the console accepts (PRODUCT_APIS). */
export const PRODUCT_API_REGISTRY: { readonly [name in ProductApiName]: ProductApi } = {
  telekom: { name: 'telekom', deviceTariffPairs: true },
  banking: { name: 'banking', deviceTariffPairs: false },
  partner: { name: 'partner', deviceTariffPairs: false },
};

const isProductApiName = (value: unknown): value is ProductApiName =>
  typeof value === 'string' && (PRODUCT_APIS as readonly string[]).includes(value);

/** The product API a stored configuration names, or undefined for a missing or unknown one. */
export function findProductApi(configured: unknown): ProductApi | undefined {
  return isProductApiName(configured) ? PRODUCT_API_REGISTRY[configured] : undefined;
}

/**
 * The product API a stored configuration names. The console refuses any other name, but a row
 * written before (or by hand) may lack it or name another: then the product calls answer spec §8's
 * text instead of guessing which catalogue the brand meant.
 */
export function productApiOf(configured: unknown): ProductApi {
  const api = findProductApi(configured);
  if (!api) throw new AppError('catalogue.product_api_unknown');
  return api;
}
