import { getHref } from '@kwk/shared/routes/route-table';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';

/** /404 — every unknown path lands here (spec §2, §8). */
export function Component() {
  const { t } = useTranslation();
  return (
    <SkeletonPage name="FileNotFound">
      <p>
        <AppLink to={getHref('Home')}>{t('common.backHome')}</AppLink>
      </p>
    </SkeletonPage>
  );
}
