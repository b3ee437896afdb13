import { getHref } from '@kwk/shared/routes/route-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { SharePanel } from '../features/referrals/components/share-panel.tsx';
import { loadShareInfo } from '../features/referrals/share-info-storage.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /teilen: the share step after the opt-in; its data comes from this tab's sessionStorage. */
export function Component() {
  const { t } = useTranslation();
  const mandant = useMandant();
  const [info, setInfo] = useState(loadShareInfo);
  return (
    <SkeletonPage name="EmpfehlungTeilen">
      {info ? (
        <>
          <SharePanel info={info} mandant={mandant} lang={currentLanguage()} onInfoChange={setInfo} />
          <p>
            <Link to={getHref('Danke')}>{t('share.done')}</Link>
          </p>
        </>
      ) : (
        <>
          <p>{t('share.missing')}</p>
          <p>
            <Link to={getHref('Home')}>{t('common.backHome')}</Link>
          </p>
        </>
      )}
    </SkeletonPage>
  );
}
