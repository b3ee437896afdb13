import { formatRewardEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type { ReferralList } from '@kwk/shared/personal-area/personal-area.schemas';
import { useId } from 'react';
import { useTranslation } from '../../../i18n/use-translation.ts';
import '../../../i18n/page-texts.ts';

/** The reward account (spec §2 "reward account balance"): ready, in the waiting periods, chosen, paid. */
export function RewardAccount({
  account,
  taxYear,
  lang,
}: {
  account: ReferralList['Praemienkonto'];
  /** What was paid this calendar year, against the tax-free limit (§22 Nr. 3 EStG). */
  taxYear: ReferralList['Steuerjahr'];
  lang: Language;
}) {
  const { t } = useTranslation();
  const id = useId();
  const rows = [
    ['available', account.VerfuegbarCent],
    ['processing', account.InBearbeitungCent],
    // Chosen is not paid: "Ausgezahlt" counts only what went out (issue 17).
    ['requested', account.AuszahlungVeranlasstCent],
    ['paid', account.AusgezahltCent],
  ] as const;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('area.account.title')}</h2>
      <dl className="reward-account">
        {rows.map(([key, cents]) => (
          <div key={key} className="reward-account__item">
            <dt>{t(`area.account.${key}`)}</dt>
            <dd className="reward-account__amount">{formatRewardEuro(cents, lang)}</dd>
          </div>
        ))}
        <div className="reward-account__item">
          <dt>{t('area.account.paidYear', { year: taxYear.Jahr })}</dt>
          <dd className="reward-account__amount">{formatRewardEuro(taxYear.AusgezahltCent, lang)}</dd>
        </div>
      </dl>
      <p className="reward-account__tax">
        {taxYear.Steuerfrei ? t('area.account.taxFree') : t('area.account.taxable', { year: taxYear.Jahr })}
      </p>
    </section>
  );
}
