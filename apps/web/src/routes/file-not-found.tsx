import { getHref } from '@kwk/shared/routes/route-table';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useTranslation } from '../i18n/use-translation.ts';

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
