import { payoutStatement, payoutWeeks } from '@kwk/shared/lifecycle/payout-period';
import { payoutTimingText } from '@kwk/shared/lifecycle/payout-timing';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { useTranslation } from '../../../i18n/use-translation.ts';
import { useMandant } from '../../../lib/use-mandant.ts';

interface Props {
  stepsKey: 'thanks.next' | 'thanks.offlineNext';
  /** Rules.BankingActivityRule: the referrer passes the rule on to the contact it binds. */
  bankingRule: boolean;
}

/** What happens after a recommendation and when the reward comes (spec §9 payout timing). */
export function NextSteps({ stepsKey, bankingRule }: Props) {
  const { t } = useTranslation();
  const steps = t(stepsKey, { returnObjects: true }) as string[];
  const lang = currentLanguage();
  const weeks = payoutWeeks(useMandant().Rules);
  return (
    <>
      <h2>{t('thanks.nextTitle')}</h2>
      <ol className="next-steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p>{t('thanks.validity')}</p>
      {bankingRule && (
        <>
          <h2>{t('thanks.bankingTitle')}</h2>
          <p>{t('referral.rules.banking')}</p>
        </>
      )}
      <h2>{t('thanks.payoutTitle')}</h2>
      {/* When the reward is ready, then the tenant's one payout statement (FAQ and mails say it too). */}
      <p className="next-steps__payout">
        {payoutTimingText(lang, { key: 'afterEffective' }, weeks)} {payoutStatement(lang, weeks)}
      </p>
    </>
  );
}
