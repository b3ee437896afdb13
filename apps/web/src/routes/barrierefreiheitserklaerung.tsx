import { getHref } from '@kwk/shared/routes/route-table';
import { AppLink } from '../app/navigation/app-link.tsx';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { useTranslation } from '../i18n/use-translation.ts';

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
