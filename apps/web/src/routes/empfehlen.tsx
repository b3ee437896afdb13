import { useParams } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import ReferralForm from '../features/referrals/components/referral-form.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /empfehlen/{produktId}: the recommendation form with that product preselected (spec §2). */
export function Component() {
  const { t, i18n } = useTranslation();
  const mandant = useMandant();
  const { produktId } = useParams();
  const products = useProductCards(i18n.language);
  const wanted = Number(produktId);
  const options = products.cards;
  const known = options.some((o) => o.id === wanted);
  const product = products.cards.find((c) => c.id === wanted);
  return (
    <SkeletonPage name="Empfehlen">
      {product && (
        <p className="card__reward">
          {product.name}
          {product.reward ? ` – ${t('home.reward', { value: product.reward })}` : ''}
        </p>
      )}
      <p role="status" className="form__status">
        {products.status === 'ready' && !known ? t('referral.productMissing') : ''}
        {products.status === 'error' ? t('home.productsError') : ''}
      </p>
      <h2>{t('home.formTitle')}</h2>
      <ReferralForm mandant={mandant} products={options} productId={known ? wanted : null} />
    </SkeletonPage>
  );
}
