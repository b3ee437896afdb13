import { BREAKPOINTS } from '@kwk/shared/constants';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../app/page/page-frame.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { ProductChoiceList } from '../features/catalogue/components/product-choice-list.tsx';
import { useProductCards } from '../features/catalogue/use-product-cards.ts';
import { DeferredReferralForm } from '../features/referrals/components/deferred-referral-form.tsx';
import { FORM_ANCHOR, goToReferralForm } from '../features/referrals/go-to-form.ts';
import { useExitIntent } from '../features/referrals/use-exit-intent.ts';

const ExitIntentDialog = lazy(() => import('../features/referrals/components/exit-intent-dialog.tsx'));

const STEPS = ['choose', 'recommend', 'enjoy'] as const;
const SIZES = ['xl', 'lg', 'md'] as const;

/**
 * Start page: key visual, the three steps, the product choice and the recommendation form at the
 * anchor #empfehlen-form; the form and the exit-intent dialog load lazily (start page budget).
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
  return (
    <PageFrame title={t('pages.Home.title')}>
      {/* A new tenant has no key visual until one is configured: no empty image. */}
      {kv.sm.jpeg && (
        <picture className="key-visual">
          {SIZES.flatMap((size) => [
            <source
              key={`${size}-webp`}
              media={`(min-width: ${BREAKPOINTS[size]}px)`}
              srcSet={kv[size].webp}
              type="image/webp"
            />,
            <source
              key={`${size}-jpeg`}
              media={`(min-width: ${BREAKPOINTS[size]}px)`}
              srcSet={kv[size].jpeg}
              type="image/jpeg"
            />,
          ])}
          <source srcSet={kv.sm.webp} type="image/webp" />
          <img src={kv.sm.jpeg} alt={t('home.keyVisualAlt')} className="key-visual__img" />
        </picture>
      )}
      <p className="page__intro">{t('home.intro')}</p>
      {/* Brand.Features.CallToAction (spec §9): a button straight to the form. */}
      {Brand.Features.CallToAction && (
        <p>
          <button type="button" className="button button--primary" onClick={goToReferralForm}>
            {t('home.callToAction')}
          </button>
        </p>
      )}
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
    </PageFrame>
  );
}
