import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { ShareInfo } from '@kwk/shared/referrals/referral.schemas';
import { useTranslation } from '../../../i18n/use-translation.ts';

/**
 * What the referrer recommends and who gets what by the split they chose (with the campaign
 * bonus they agreed to): the same amounts the share texts promise and the engine credits.
 */
export function ShareSummary({ info, lang }: { info: ShareInfo; lang: Language }) {
  const { t } = useTranslation();
  const euro = (cents: number) => formatRewardEuro(cents, lang);
  return (
    <>
      <p>{t('share.summary', { product: info.ProduktName })}</p>
      <p>
        {info.EmpfehlerPraemieCent > 0 && `${t('share.own', { amount: euro(info.EmpfehlerPraemieCent) })} `}
        {info.EmpfaengerPraemieCent > 0
          ? t('share.friend', { amount: euro(info.EmpfaengerPraemieCent) })
          : t('share.friendNone')}
      </p>
    </>
  );
}
