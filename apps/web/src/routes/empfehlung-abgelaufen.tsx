import { getHref } from '@kwk/shared/routes/route-table';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';
import '../i18n/page-texts.ts';
import '../features/recipients/components/recipient.css';
import { PageFrame } from '../app/page/page-frame.tsx';
import { FORM_ANCHOR } from '../features/referrals/go-to-form.ts';
import { currentLanguage } from '../i18n/i18n.ts';
import { errorText } from '../lib/error-text.ts';

/** /empfehlungabgelaufen: the referral link is older than 60 days (spec §4, §8); ways on from here. */
export function Component() {
  const { t } = useTranslation();
  return (
    <PageFrame
      title={t('pages.EmpfehlungAbgelaufen.title')}
      intro={errorText('recipients.expired', currentLanguage())}
    >
      <p>{t('recipient.expired.next')}</p>
      <ul className="recipient-actions">
        <li>
          <Link className="button button--primary button--link" to={`${getHref('Home')}#${FORM_ANCHOR}`}>
            {t('recipient.expired.recommend')}
          </Link>
        </li>
        <li>
          <Link className="button button--link" to={getHref('Home')}>
            {t('common.backHome')}
          </Link>
        </li>
      </ul>
    </PageFrame>
  );
}
