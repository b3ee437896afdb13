import type { Product, ProductCategory } from '@kwk/shared/catalogue/catalogue.schemas';
import { campaignBonusMost } from '@kwk/shared/catalogue/reward-amounts';
import { useEffect, useMemo, useState } from 'react';
import { currentLanguage } from '../../i18n/i18n.ts';
import { getActiveCampaigns } from '../../lib/get-campaigns.ts';
import { getProductCategories, getProducts } from './api/get-catalogue.ts';
import { type ProductCard, productCards } from './product-choice.ts';

/** The catalogue as the start page names its amounts from it (issue 27, item 9). */
export interface CatalogueData {
  products: Product[];
  categories: ProductCategory[];
  /** The most the running campaigns add to a recommendation (0 without one). */
  bonusCent: number;
}

export type ProductCardsState =
  | { status: 'loading'; cards: [] }
  | { status: 'error'; cards: [] }
  | ({ status: 'ready'; cards: ProductCard[] } & CatalogueData);

/**
 * The product choice of the start page: GET /produktkategorie and /produkt, as cards; with the
 * running campaigns' bonus, which the form adds to a reward, so the page's figures say it too.
 */
export function useProductCards(language: string): ProductCardsState {
  const [data, setData] = useState<CatalogueData | 'loading' | 'error'>('loading');
  // biome-ignore lint/correctness/useExhaustiveDependencies: names come in the request's language (Accept-Language)
  useEffect(() => {
    const controller = new AbortController();
    // Without campaigns the page still works (spec §8: a missing campaign endpoint is no error).
    const campaigns = getActiveCampaigns(controller.signal).catch(() => []);
    Promise.all([getProducts(controller.signal), getProductCategories(controller.signal), campaigns]).then(
      ([products, categories, running]) =>
        setData({ products, categories, bonusCent: campaignBonusMost(running) }),
      () => !controller.signal.aborted && setData('error'),
    );
    return () => controller.abort();
  }, [language]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the reward texts follow the language
  return useMemo((): ProductCardsState => {
    if (data === 'loading') return { status: 'loading', cards: [] };
    if (data === 'error') return { status: 'error', cards: [] };
    return {
      status: 'ready',
      cards: productCards(data.products, data.categories, currentLanguage()),
      ...data,
    };
  }, [data, language]);
}
