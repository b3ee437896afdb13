import { getHref } from '@kwk/shared/routes/route-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';

/**
 * AktuellePraemienuebersicht (spec §2): the reward each product earns today; the page's intro is
 * the tenant's to set (telko names its bonus rewards there, spec §9).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const products = useProductCards(i18n.language);
  const rewarded = products.cards.filter((card) => card.reward !== null);
  return (
    <SkeletonPage name="AktuellePraemienuebersicht">
      <section aria-labelledby={`${id}-products`}>
        <h2 id={`${id}-products`}>{t('overview.productsTitle')}</h2>
        <p role="status" className="form__status">
          {products.status === 'loading' ? t('home.productsLoading') : ''}
          {products.status === 'error' ? t('home.productsError') : ''}
        </p>
        {rewarded.length > 0 && (
          <dl className="reward-overview">
            {rewarded.map((card) => (
              <div key={card.id} className="reward-overview__item">
                <dt>{card.name}</dt>
                <dd>{card.reward}</dd>
              </div>
            ))}
          </dl>
        )}
      </section>
      <p>
        <AppLink className="button button--primary button--link" to={`${getHref('Home')}#empfehlen-form`}>
          {t('area.recommend')}
        </AppLink>
      </p>
    </SkeletonPage>
  );
}
