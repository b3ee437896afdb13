import { getHref } from '@kwk/shared/routes/route-table';
import { useCallback, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { getProductCategories, getProducts } from '../features/catalogue/api/get-catalogue.ts';
import { RewardOverviewList } from '../features/catalogue/components/reward-overview-list.tsx';
import { rewardOverview } from '../features/catalogue/reward-overview.ts';
import { BonusRewards } from '../features/personal-area/components/bonus-rewards.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useLoaded } from '../lib/use-loaded.ts';

/**
 * AktuellePraemienuebersicht (spec §2): every product with its active rewards, their texts and
 * end dates (spec §3), and the tenant's bonus rewards (spec §9). The page's intro is the tenant's.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { Rules } = useMandant();
  // biome-ignore lint/correctness/useExhaustiveDependencies: names and texts come in the request's language
  const load = useCallback(
    (signal: AbortSignal) => Promise.all([getProducts(signal), getProductCategories(signal)]),
    [i18n.language],
  );
  const [state] = useLoaded(load);
  const lang = currentLanguage();
  const entries = state.type === 'ready' ? rewardOverview(state.data[0], state.data[1], lang) : [];
  return (
    <SkeletonPage name="AktuellePraemienuebersicht">
      <section aria-labelledby={`${id}-products`}>
        <h2 id={`${id}-products`}>{t('overview.productsTitle')}</h2>
        <p role="status" className="form__status">
          {state.type === 'loading' ? t('home.productsLoading') : ''}
          {state.type === 'failed' ? t('home.productsError') : ''}
          {state.type === 'ready' && entries.length === 0 ? t('overview.none') : ''}
        </p>
        {entries.length > 0 && <RewardOverviewList entries={entries} />}
      </section>
      <BonusRewards tiers={Rules.BonusPraemien} lang={lang} />
      <p>
        <AppLink className="button button--primary button--link" to={`${getHref('Home')}#empfehlen-form`}>
          {t('area.recommend')}
        </AppLink>
      </p>
    </SkeletonPage>
  );
}
