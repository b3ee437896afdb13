import { getHref } from '@kwk/shared/routes/route-table';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { BonusRewards } from '../ui/bonus-rewards.tsx';

/**
 * AktuellePraemienuebersicht (spec §2): the reward each product earns today and the tenant's
 * bonus rewards after a number of successful recommendations (spec §9).
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { Rules } = useMandant();
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
      <BonusRewards tiers={Rules.BonusPraemien} lang={currentLanguage()} />
      <p>
        <AppLink className="button button--primary button--link" to={`${getHref('Home')}#empfehlen-form`}>
          {t('area.recommend')}
        </AppLink>
      </p>
    </SkeletonPage>
  );
}
