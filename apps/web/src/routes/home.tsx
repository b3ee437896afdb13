import { BREAKPOINTS } from '@kwk/shared/constants';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../app/page/page-frame.tsx';
import { useMandant } from '../app/use-mandant.ts';

const STEPS = ['choose', 'recommend', 'enjoy'] as const;
const SIZES = ['xl', 'lg', 'md'] as const;

/** Start page: key visual, the three steps, and the anchor #empfehlen-form for the referral tool. */
export function Component() {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  const kv = Brand.KeyVisual;
  return (
    <PageFrame title={t('pages.Home.title')}>
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
      <section id="empfehlen-form" aria-labelledby="empfehlen-form-title" className="referral-tool">
        <h2 id="empfehlen-form-title">{t('home.formTitle')}</h2>
        <p>{t('home.formText')}</p>
      </section>
    </PageFrame>
  );
}
