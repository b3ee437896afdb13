import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** /datenschutz — the consent dialog stays closed here (route.suppressConsent). */
export function Component() {
  const { t } = useTranslation();
  const { Brand } = useMandant();
  return (
    <SkeletonPage name="Datenschutz">
      <p>{t('static.privacyData')}</p>
      <p>{t('static.privacyRights')}</p>
      <p>
        <a href={`mailto:${Brand.SupportEmail}`}>{Brand.SupportEmail}</a>
      </p>
    </SkeletonPage>
  );
}
