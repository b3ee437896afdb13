import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import type { ReferralFormProps } from './referral-form.tsx';

const ReferralForm = lazy(() => import('./referral-form.tsx'));

/**
 * The start page pays for the form (and zod) only when the visitor heads for it: it comes near the
 * viewport, the page opens at #empfehlen-form, a product is chosen, or the visitor starts to Tab
 * (not on `focusin`: the app itself moves focus on every page load).
 */
export function DeferredReferralForm(props: ReferralFormProps & { load: boolean }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(() => props.load || window.location.hash === '#empfehlen-form');

  useEffect(() => {
    if (props.load) setWanted(true);
  }, [props.load]);

  useEffect(() => {
    const element = ref.current;
    if (wanted || !element) return;
    const want = () => setWanted(true);
    if (typeof IntersectionObserver === 'undefined') {
      want();
      return;
    }
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && want();
    document.addEventListener('keydown', onKey);
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && want(), {
      rootMargin: '200px 0px',
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', onKey);
    };
  }, [wanted]);

  const { load: _load, ...formProps } = props;
  return (
    <div ref={ref} className="referral-tool__form">
      {wanted ? (
        <Suspense fallback={<p>{t('common.loading')}</p>}>
          <ReferralForm {...formProps} />
        </Suspense>
      ) : (
        <p>{t('common.loading')}</p>
      )}
    </div>
  );
}
