import { campaignBonusMost, catalogueVariables } from '@kwk/shared/catalogue/reward-amounts';
import { getHref } from '@kwk/shared/routes/route-table';
import { useCallback, useId } from 'react';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { getProductCategories, getProducts } from '../features/catalogue/api/get-catalogue.ts';
import { RewardOverviewList } from '../features/catalogue/components/reward-overview-list.tsx';
import { rewardOverview } from '../features/catalogue/reward-overview.ts';
import { getCmsFootnotes, getVariables } from '../features/content/api/get-cms.ts';
import { ContentText } from '../features/content/components/content-text.tsx';
import { ContentUnavailable } from '../features/content/components/content-unavailable.tsx';
import { fillContent } from '../features/content/content-text.ts';
import { useCms } from '../features/content/use-cms.ts';
import { BonusRewards } from '../features/personal-area/components/bonus-rewards.tsx';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { getActiveCampaigns } from '../lib/get-campaigns.ts';
import { useLoaded } from '../lib/use-loaded.ts';
import { useMandant } from '../lib/use-mandant.ts';
import { AppLink } from '../ui/app-link.tsx';

/** The footnotes the reward overview shows (cms.schemas.ts names `praemie` as the rewards' identifier). */
const REWARD_FOOTNOTES = 'praemie';

/**
 * AktuellePraemienuebersicht (spec §2): every product with its active rewards, their texts and
 * end dates (spec §3), the tenant's bonus rewards (spec §9) and the rewards' footnotes. Reward
 * texts are filled with the tenant's CMS variables (issue 16). The page's intro is the tenant's.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const id = useId();
  const { Rules, Brand } = useMandant();
  // biome-ignore lint/correctness/useExhaustiveDependencies: names and texts come in the request's language
  const loadCatalogue = useCallback(
    (signal: AbortSignal) =>
      Promise.all([
        getProducts(signal),
        getProductCategories(signal),
        // Without campaigns the page still works (spec §8); their bonus only raises the amounts named.
        getActiveCampaigns(signal).catch(() => []),
      ]),
    [i18n.language],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: the same holds for the CMS texts
  const loadContent = useCallback(
    (signal: AbortSignal) => Promise.all([getVariables(signal), getCmsFootnotes(REWARD_FOOTNOTES, signal)]),
    [i18n.language],
  );
  const [catalogue] = useLoaded(loadCatalogue);
  const content = useCms('aktuellepraemienuebersicht', loadContent);
  const lang = currentLanguage();
  const entries =
    catalogue.type === 'ready' ? rewardOverview(catalogue.data[0], catalogue.data[1], lang) : [];
  // The catalogue's amounts ({Praemie…}, issue 27) over the tenant's own variables: never typed by hand.
  const amounts =
    catalogue.type === 'ready'
      ? catalogueVariables(catalogue.data[0], catalogue.data[1], campaignBonusMost(catalogue.data[2]), lang)
      : [];
  const variables = new Map([
    ...(content.type === 'ready' ? content.data[0].map((v) => [v.Name, v.Value] as const) : []),
    ...amounts,
  ]);
  const footnotes = content.type === 'ready' ? content.data[1] : [];
  return (
    <SkeletonPage name="AktuellePraemienuebersicht">
      <section aria-labelledby={`${id}-products`}>
        <h2 id={`${id}-products`}>{t('overview.productsTitle')}</h2>
        <p role="status" className="form__status">
          {catalogue.type === 'loading' ? t('home.productsLoading') : ''}
          {catalogue.type === 'failed' ? t('home.productsError') : ''}
          {catalogue.type === 'ready' && entries.length === 0 ? t('overview.none') : ''}
        </p>
        {entries.length > 0 && (
          <RewardOverviewList
            entries={entries}
            fill={(text, values) => fillContent(text, { client: Brand.Name, ...values }, variables)}
          />
        )}
      </section>
      <BonusRewards tiers={Rules.BonusPraemien} lang={lang} />
      {content.type === 'failed' && <ContentUnavailable />}
      {footnotes.length > 0 && (
        <section aria-labelledby={`${id}-notes`} className="reward-overview__notes">
          <h2 id={`${id}-notes`}>{t('category.footnotes')}</h2>
          {footnotes.map((note) => (
            <div key={note.Id}>
              {note.Titel && <h3>{fillContent(note.Titel, { client: Brand.Name }, variables)}</h3>}
              <ContentText text={fillContent(note.Inhalt, { client: Brand.Name }, variables)} />
            </div>
          ))}
        </section>
      )}
      <p>
        <AppLink className="button button--primary button--link" to={`${getHref('Home')}#empfehlen-form`}>
          {t('area.recommend')}
        </AppLink>
      </p>
    </SkeletonPage>
  );
}
