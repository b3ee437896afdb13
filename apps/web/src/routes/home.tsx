import { catalogueVariables, payableText, rewardVariable } from '@kwk/shared/catalogue/reward-amounts';
import type { KeyVisualSource } from '@kwk/shared/content/cms.schemas';
import { startVisualSources } from '@kwk/shared/content/start-visual';
import { lazy, Suspense, useState } from 'react';
import { usePageTitle } from '../app/use-page-title.ts';
import { ProductChoiceList } from '../features/catalogue/components/product-choice-list.tsx';
import { offerFigures } from '../features/catalogue/offer-figures.ts';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import { ContentText } from '../features/content/components/content-text.tsx';
import { fillContent } from '../features/content/content-text.ts';
import { useStartContent } from '../features/content/start-content.ts';
import { DeferredReferralForm } from '../features/referrals/components/deferred-referral-form.tsx';
import { FORM_ANCHOR, goToReferralForm } from '../features/referrals/go-to-form.ts';
import { useExitIntent } from '../features/referrals/use-exit-intent.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';
import { PageHeading } from '../ui/page-heading.tsx';

const ExitIntentDialog = lazy(() => import('../features/referrals/components/exit-intent-dialog.tsx'));

const STEPS = ['choose', 'recommend', 'enjoy'] as const;

/**
 * The key visual as a picture: one webp and one jpeg source per breakpoint, widest first, each with
 * its width and height so the browser reserves the image's box before it loads (no shift below).
 * The server preloads the same files (spa/index-html.ts, start-visual.ts).
 */
function KeyVisualPicture({ sources, alt }: { sources: KeyVisualSource[]; alt: string }) {
  const smallest = sources[sources.length - 1];
  if (!smallest) return null;
  return (
    <picture className="hero__visual">
      {sources
        .slice(0, -1)
        .flatMap((source) => [
          <source
            key={`${source.MinWidth}-webp`}
            media={`(min-width: ${source.MinWidth}px)`}
            srcSet={source.Webp}
            type="image/webp"
            width={source.Width}
            height={source.Height}
          />,
          <source
            key={`${source.MinWidth}-jpeg`}
            media={`(min-width: ${source.MinWidth}px)`}
            srcSet={source.Jpeg}
            type="image/jpeg"
            width={source.Width}
            height={source.Height}
          />,
        ])}
      <source srcSet={smallest.Webp} type="image/webp" width={smallest.Width} height={smallest.Height} />
      {/* The start page's largest paint: loaded first, never lazily. */}
      <img
        src={smallest.Jpeg}
        alt={alt}
        className="hero__img"
        width={smallest.Width}
        height={smallest.Height}
        fetchPriority="high"
        decoding="async"
      />
    </picture>
  );
}

/**
 * Start page (issue 16): it leads with the offer — key visual, the brand's claim and the reward in
 * large type for referrer and friend, the call to action — then the three steps, the product
 * choice and the recommendation form at the anchor #empfehlen-form. The form and the exit-intent
 * dialog load lazily (start page budget); the offer is plain markup and CSS.
 *
 * Texts and key visual come from the CMS (blocks `hero`, `offer`, `step-1` … `step-3` and key visual
 * `start`, loaded before the page renders); each one the tenant lacks keeps the built-in text or
 * the brand's key visual.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const mandant = useMandant();
  const { Brand } = mandant;
  const start = useStartContent(currentLanguage());
  const products = useProductCards(i18n.language);
  const [productId, setProductId] = useState<number | null>(null);
  const [exitIntentOpen, closeExitIntent] = useExitIntent(Brand.Features.ExitIntent);
  const options = products.cards;
  usePageTitle(t('pages.Home.title'));
  const lang = currentLanguage();
  const bonusCent = products.status === 'ready' ? products.bonusCent : 0;
  const figures = offerFigures(options, mandant.Rules.MaxEmpfaengerPraemieCent, bonusCent, lang);
  // Until the products answer, the figures keep their place with a dash: no shift when they come.
  const pending = products.status === 'loading';
  const figureClass = Brand.Features.Banknote ? 'offer__figure offer__figure--banknote' : 'offer__figure';
  // The catalogue's amounts (issue 27, item 9): {Praemie…} variables over the tenant's own, and
  // {reward} the chosen product's amount, else what all products pay ("bis zu" the real most,
  // campaign bonus included); a dash until the products answer.
  const amounts =
    products.status === 'ready'
      ? catalogueVariables(products.products, products.categories, bonusCent, lang)
      : new Map<string, string>();
  const chosen = products.status === 'ready' ? products.products.find((p) => p.Id === productId) : undefined;
  const chosenReward = chosen
    ? payableText(
        chosen.Praemien.map((r) => r.WertCent),
        bonusCent,
        lang,
      )
    : null;
  const values = { client: Brand.Name, reward: chosenReward ?? amounts.get(rewardVariable()) ?? '–' };
  const variables = new Map([...(start?.Variables.map((v) => [v.Name, v.Value] as const) ?? []), ...amounts]);
  const block = (id: string) => {
    const found = start?.Blocks.find((b) => b.Id === id);
    return (
      found && {
        title: fillContent(found.Title, values, variables),
        body: fillContent(found.Body, values, variables),
      }
    );
  };
  const hero = block('hero');
  const offer = block('offer');
  const visual = startVisualSources(start?.KeyVisual, Brand);
  return (
    <section className="page page--home" aria-labelledby="page-title">
      <div className="hero">
        {/* A new tenant has no key visual until one is configured: no empty image. */}
        {visual && (
          <KeyVisualPicture sources={visual} alt={start?.KeyVisual?.Alt || t('home.keyVisualAlt')} />
        )}
        <div className="offer">
          <PageHeading>{hero?.title ?? t('pages.Home.title')}</PageHeading>
          <div className="offer__claim">
            <ContentText text={hero?.body ?? t('home.claim')} />
          </div>
          {(pending || figures) && (
            <dl className="offer__figures" aria-busy={pending}>
              <div className={figureClass}>
                <dt>{t('home.offer.referrer')}</dt>
                <dd>{figures?.referrer ?? '–'}</dd>
              </div>
              {/* Brand.Features.BountyNotice (spec §9): the friend's reward is named. */}
              {Brand.Features.BountyNotice && (pending || figures?.friend) && (
                <div className={figureClass}>
                  <dt>{t('home.offer.friend')}</dt>
                  <dd>{figures?.friend ?? '–'}</dd>
                </div>
              )}
            </dl>
          )}
          {/* Brand.Features.CallToAction (spec §9): a button straight to the form. */}
          {Brand.Features.CallToAction && (
            <p className="offer__action">
              <button
                type="button"
                className="button button--primary button--large"
                onClick={goToReferralForm}
              >
                {t('home.callToAction')}
              </button>
            </p>
          )}
        </div>
      </div>
      {offer ? (
        <section className="page__intro" aria-labelledby="offer-title">
          <h2 id="offer-title">{offer.title}</h2>
          <ContentText text={offer.body} />
        </section>
      ) : (
        <p className="page__intro">{t('home.intro')}</p>
      )}
      <section aria-labelledby="steps-title" className="steps">
        <h2 id="steps-title">{t('home.stepsTitle')}</h2>
        <ol className="steps__list">
          {STEPS.map((step, index) => {
            const cms = block(`step-${index + 1}`);
            return (
              <li key={step} className="steps__item">
                <h3>{cms?.title ?? t(`home.steps.${step}.title`)}</h3>
                <ContentText text={cms?.body ?? t(`home.steps.${step}.text`)} />
              </li>
            );
          })}
        </ol>
      </section>
      <ProductChoiceList
        state={products}
        selectedId={productId}
        showCategory={mandant.Rules.ShowProductCategory}
        banknote={Brand.Features.Banknote}
        onChoose={(id) => {
          setProductId(id);
          goToReferralForm();
        }}
      />
      <section id={FORM_ANCHOR} aria-labelledby="empfehlen-form-title" className="referral-tool">
        <h2 id="empfehlen-form-title" tabIndex={-1}>
          {t('home.formTitle')}
        </h2>
        <p>{t('home.formText')}</p>
        <DeferredReferralForm
          load={productId !== null}
          mandant={mandant}
          products={options}
          productId={productId}
        />
      </section>
      {exitIntentOpen && (
        <Suspense fallback={null}>
          <ExitIntentDialog onClose={closeExitIntent} />
        </Suspense>
      )}
    </section>
  );
}
