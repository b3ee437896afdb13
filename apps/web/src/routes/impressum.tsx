import { useTranslation } from 'react-i18next';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';

/** /impressum — redirected to / for advisor tenants by the guard. */
export function Component() {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  return (
    <SkeletonPage name="Impressum">
      <p>{t('static.imprintOperator', { name: Brand.Name })}</p>
      <h2>{t('static.imprintContact')}</h2>
      <p>
        <a href={`mailto:${Brand.SupportEmail}`}>{Brand.SupportEmail}</a>
      </p>
    </SkeletonPage>
  );
}
