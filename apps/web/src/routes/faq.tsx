import { useTranslation } from 'react-i18next';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';

/** /faq — questions as native <details>, keyboard and screen-reader friendly without script. */
export function Component() {
  const { t } = useTranslation();
  const items = t('faq.items', { returnObjects: true }) as { q: string; a: string }[];
  return (
    <SkeletonPage name="Faq">
      <div className="faq">
        {items.map((item) => (
          <details key={item.q} className="faq__item">
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </SkeletonPage>
  );
}
