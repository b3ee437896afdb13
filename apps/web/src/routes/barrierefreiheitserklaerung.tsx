import { getHref } from '@kwk/shared/routes/route-table';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';
import { AppLink } from '../ui/app-link.tsx';

/** /barrierefreiheitserklaerung — accessibility statement (BFSG) with a feedback route. */
export function Component() {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  return (
    <SkeletonPage name="Barrierefreiheitserklaerung">
      <p>{t('static.a11yStatus')}</p>
      <p>
        {t('static.a11yFeedback')} <a href={`mailto:${Brand.SupportEmail}`}>{Brand.SupportEmail}</a>.{' '}
        <AppLink to={getHref('Kontakt')}>{t('footer.contact')}</AppLink>
      </p>
    </SkeletonPage>
  );
}
