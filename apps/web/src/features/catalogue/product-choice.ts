import { rewardValueText } from '@kwk/shared/catalogue/catalogue.rules';
import type { Product, ProductCategory } from '@kwk/shared/catalogue/catalogue.schemas';
import { tenantTextKeys as keys } from '@kwk/shared/content/tenant-text-keys';
import type { Language } from '@kwk/shared/errors/error-codes';
import { germanText, type TenantText } from '../../i18n/tenant-text.ts';

/** One card of the product choice. */
export interface ProductCard {
  id: number;
  name: string;
  category: string | null;
  reward: string | null;
  /** The highest reward value in cents, for the split amounts in the form; null without a reward. */
  rewardCent: number | null;
}

/**
 * Products in category order (Position), then their own order; each with its reward phrase, names
 * in the language of `text` (the tenant's texts, else the API's German).
 */
export function productCards(
  products: readonly Product[],
  categories: readonly ProductCategory[],
  lang: Language,
  text: TenantText = germanText,
): ProductCard[] {
  const category = new Map(categories.map((c) => [c.Id, c]));
  const rank = (p: Product) => category.get(p.KategorieId)?.Position ?? Number.MAX_SAFE_INTEGER;
  return [...products]
    .sort((a, b) => rank(a) - rank(b) || a.Position - b.Position)
    .map((p) => {
      const name = text(keys.product(p.Id, 'name'), p.AnzeigeName || p.Name);
      const kategorie = category.get(p.KategorieId);
      return {
        id: p.Id,
        name,
        category: kategorie ? text(keys.category(kategorie.Id), kategorie.Name) : null,
        reward: rewardValueText(
          p.Praemien.map((r) => r.WertCent),
          lang,
        ),
        rewardCent: p.Praemien.length > 0 ? Math.max(...p.Praemien.map((r) => r.WertCent)) : null,
      };
    });
}
