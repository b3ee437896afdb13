import { getHref } from '@kwk/shared/routes/route-table';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
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
