import type { Product } from '@kwk/shared/catalogue/catalogue.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { apiUrl } from '../../../lib/api-client.ts';
import { getLandingProduct } from '../api/get-landing-product.ts';
import { landingPrices } from '../landing-prices.ts';

/** The referral's product from the catalogue; null while loading or when it is no longer offered. */
function useLandingProduct(id: number): Product | null {
  const [product, setProduct] = useState<Product | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    setProduct(null);
    getLandingProduct(id, controller.signal).then(
      (found) => !controller.signal.aborted && setProduct(found),
      () => undefined, // no prices then: the page works without them
    );
    return () => controller.abort();
  }, [id]);
  return product;
}

/**
 * The product's image and prices on the friend's page (issue 30 item 2), the same image and price
 * figures as the category pages. The image (the product's name drawn, so decorative: the heading
 * names it) is sized (200 × 120) and the row is as tall as the image
 * whether or not the prices have arrived, so nothing below moves when they do (CLS).
 */
export function LandingProduct({ id, lang }: { id: number; lang: Language }) {
  const { t } = useTranslation();
  const prices = landingPrices(useLandingProduct(id), lang);
  return (
    <div className="recipient-product">
      <img
        src={apiUrl(`produkt/${id}/sgrafik`)}
        alt=""
        width={200}
        height={120}
        className="card__image recipient-product__image"
      />
      <div className="recipient-product__prices">
        {prices.monthly && <p className="card__price">{t('category.monthly', { price: prices.monthly })}</p>}
        {prices.once && <p>{t('category.once', { price: prices.once })}</p>}
      </div>
    </div>
  );
}
