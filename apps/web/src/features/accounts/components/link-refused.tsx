import { getHref } from '@kwk/shared/routes/route-table';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { AppLink } from '../../../ui/app-link.tsx';
import '../../../i18n/page-texts.ts';
import { errorText } from '../../../lib/error-text.ts';
import { offersNewLink } from '../sign-in-errors.ts';

/** A refused mailed link (spec §8): why, and for a used or expired one the way to a new link. */
export function LinkRefused({ code }: { code: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p role="alert" className="form__error">
        {errorText(code, currentLanguage())}
      </p>
      {offersNewLink(code) && (
        <p>
          <AppLink to={getHref('PasswortVergessen')}>{t('account.link.newLink')}</AppLink>
        </p>
      )}
    </>
  );
}
