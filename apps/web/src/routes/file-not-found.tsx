import { getHref } from '@kwk/shared/routes/route-table';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { AppLink } from '../ui/app-link.tsx';

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
