import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';

/** The product's prices as the friend's page shows them (issue 30 item 2). */
export interface LandingPrices {
  /** The monthly price ("29,99 €"), or null when the product has none. */
  monthly: string | null;
  /** The one-off price, or null. */
  once: string | null;
}

/**
 * The prices of the referral's product, from the catalogue's own figures (`PreisMonatlich`,
 * `PreisEinmalig` in cents), formatted as the category pages format them; nothing is made up, so a
 * product without prices (or none found) shows none.
 */
export function landingPrices(
  product: Pick<Product, 'PreisMonatlich' | 'PreisEinmalig'> | null,
  lang: Language,
): LandingPrices {
  const price = (cents: number | null | undefined) => (cents == null ? null : formatRewardEuro(cents, lang));
  return { monthly: price(product?.PreisMonatlich), once: price(product?.PreisEinmalig) };
}
