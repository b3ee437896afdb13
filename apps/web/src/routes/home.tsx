import { BREAKPOINTS } from '@kwk/shared/constants';
import { lazy, Suspense, useState } from 'react';
import { useMandant } from '../app/use-mandant.ts';
import { usePageTitle } from '../app/use-page-title.ts';
import { ProductChoiceList } from '../features/catalogue/components/product-choice-list.tsx';
import { offerFigures } from '../features/catalogue/offer-figures.ts';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import { DeferredReferralForm } from '../features/referrals/components/deferred-referral-form.tsx';
import { FORM_ANCHOR, goToReferralForm } from '../features/referrals/go-to-form.ts';
import { useExitIntent } from '../features/referrals/use-exit-intent.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { PageHeading } from '../ui/page-heading.tsx';

const ExitIntentDialog = lazy(() => import('../features/referrals/components/exit-intent-dialog.tsx'));

const STEPS = ['choose', 'recommend', 'enjoy'] as const;
const SIZES = ['xl', 'lg', 'md'] as const;
/**
 * Pixel sizes of the key visual per breakpoint (write-key-visuals.ts draws the demo brands' at
 * these): width and height on each <source> let the browser reserve the image's box before it
 * loads, so nothing below it moves (CLS). An image of another size is fitted by object-fit.
 */
const KV_SIZE = {
  xl: [1440, 480],
  lg: [1024, 400],
  md: [768, 360],
  sm: [640, 360],
} as const;

/**
 * Start page (issue 16): it leads with the offer — key visual, the brand's claim and the reward in
 * large type for referrer and friend, the call to action — then the three steps, the product
 * choice and the recommendation form at the anchor #empfehlen-form. The form and the exit-intent
 * dialog load lazily (start page budget); the offer is plain markup and CSS.
 */
export function Component() {
  const { t, i18n } = useTranslation();
  const mandant = useMandant();
  const { Brand } = mandant;
  const kv = Brand.KeyVisual;
  const products = useProductCards(i18n.language);
  const [productId, setProductId] = useState<number | null>(null);
  const [exitIntentOpen, closeExitIntent] = useExitIntent(Brand.Features.ExitIntent);
  const options = products.cards;
  usePageTitle(t('pages.Home.title'));
  const figures = offerFigures(options, mandant.Rules.MaxEmpfaengerPraemieCent, currentLanguage());
  // Until the products answer, the figures keep their place with a dash: no shift when they come.
  const pending = products.status === 'loading';
  const figureClass = Brand.Features.Banknote ? 'offer__figure offer__figure--banknote' : 'offer__figure';
  return (
    <section className="page page--home" aria-labelledby="page-title">
      <div className="hero">
        {/* A new tenant has no key visual until one is configured: no empty image. */}
        {kv.sm.jpeg && (
          <picture className="hero__visual">
            {SIZES.flatMap((size) => [
              <source
                key={`${size}-webp`}
                media={`(min-width: ${BREAKPOINTS[size]}px)`}
                srcSet={kv[size].webp}
                type="image/webp"
                width={KV_SIZE[size][0]}
                height={KV_SIZE[size][1]}
              />,
              <source
                key={`${size}-jpeg`}
                media={`(min-width: ${BREAKPOINTS[size]}px)`}
                srcSet={kv[size].jpeg}
                type="image/jpeg"
                width={KV_SIZE[size][0]}
                height={KV_SIZE[size][1]}
              />,
            ])}
            <source srcSet={kv.sm.webp} type="image/webp" width={KV_SIZE.sm[0]} height={KV_SIZE.sm[1]} />
            {/* The start page's largest paint: loaded first, never lazily. */}
            <img
              src={kv.sm.jpeg}
              alt={t('home.keyVisualAlt')}
              className="hero__img"
              width={KV_SIZE.sm[0]}
              height={KV_SIZE.sm[1]}
              fetchPriority="high"
              decoding="async"
            />
          </picture>
        )}
        <div className="offer">
          <PageHeading>{t('pages.Home.title')}</PageHeading>
          <p className="offer__claim">{t('home.claim')}</p>
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
      <p className="page__intro">{t('home.intro')}</p>
      <section aria-labelledby="steps-title" className="steps">
        <h2 id="steps-title">{t('home.stepsTitle')}</h2>
        <ol className="steps__list">
          {STEPS.map((step) => (
            <li key={step} className="steps__item">
              <h3>{t(`home.steps.${step}.title`)}</h3>
              <p>{t(`home.steps.${step}.text`)}</p>
            </li>
          ))}
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
