import { getHref } from '@kwk/shared/routes/route-table';
import { AppLink } from '../../../app/navigation/app-link.tsx';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';

/** The way back from a sub-page; not under autologin, where Meine Daten is disabled (spec §2). */
export function BackToMyData({ autologin }: { autologin: boolean }) {
  const { t } = useTranslation();
  if (autologin) return null;
  return (
    <p>
      <AppLink to={getHref('MeineDaten')}>{t('myData.back')}</AppLink>
    </p>
  );
}
