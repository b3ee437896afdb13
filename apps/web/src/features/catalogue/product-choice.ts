import { rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Product, ProductCategory } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';

/** One card of the product choice. */
export interface ProductCard {
  id: number;
  name: string;
  category: string | null;
  reward: string | null;
  /** The highest reward value in cents, for the split amounts in the form; null without a reward. */
  rewardCent: number | null;
}

/** Products in category order (Position), then their own order; each with its reward phrase. */
export function productCards(
  products: readonly Product[],
  categories: readonly ProductCategory[],
  lang: Language,
): ProductCard[] {
  const category = new Map(categories.map((c) => [c.Id, c]));
  const rank = (p: Product) => category.get(p.KategorieId)?.Position ?? Number.MAX_SAFE_INTEGER;
  return [...products]
    .sort((a, b) => rank(a) - rank(b) || a.Position - b.Position)
    .map((p) => {
      const name = p.AnzeigeName || p.Name;
      return {
        id: p.Id,
        name,
        category: category.get(p.KategorieId)?.Name ?? null,
        reward: rewardValueText(
          p.Praemien.map((r) => r.WertCent),
          lang,
        ),
        rewardCent: p.Praemien.length > 0 ? Math.max(...p.Praemien.map((r) => r.WertCent)) : null,
      };
    });
}
