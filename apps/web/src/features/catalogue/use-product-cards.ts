import type { Product, ProductCategory } from '@kwk/shared/catalogue/catalogue.schemas';
import { useEffect, useMemo, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';
import { getProductCategories, getProducts } from './api/get-catalogue.ts';
import { type ProductCard, productCards } from './product-choice.ts';

export type ProductCardsState =
  | { status: 'loading'; cards: [] }
  | { status: 'error'; cards: [] }
  | { status: 'ready'; cards: ProductCard[] };

/** The product choice of the start page: GET /produktkategorie and /produkt, as cards. */
export function useProductCards(language: string): ProductCardsState {
  const [data, setData] = useState<
    { products: Product[]; categories: ProductCategory[] } | 'loading' | 'error'
  >('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: names come in the request's language (Accept-Language)
  useEffect(() => {
    const controller = new AbortController();
    Promise.all([getProducts(controller.signal), getProductCategories(controller.signal)]).then(
      ([products, categories]) => setData({ products, categories }),
      () => !controller.signal.aborted && setData('error'),
    );
    return () => controller.abort();
  }, [language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reward texts follow the language
  return useMemo((): ProductCardsState => {
    if (data === 'loading') return { status: 'loading', cards: [] };
    if (data === 'error') return { status: 'error', cards: [] };
    return { status: 'ready', cards: productCards(data.products, data.categories, currentLanguage()) };
  }, [data, language]);
}
