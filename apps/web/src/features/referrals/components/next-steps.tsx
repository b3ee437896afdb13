import { useTranslation } from '../../../i18n/use-translation.ts';

interface Props {
  stepsKey: 'thanks.next' | 'thanks.offlineNext';
  /** Rules.BankingActivityRule: the referrer passes the rule on to the contact it binds. */
  bankingRule: boolean;
}

/** What happens after a recommendation and when the reward comes (spec §9 payout timing). */
export function NextSteps({ stepsKey, bankingRule }: Props) {
  const { t } = useTranslation();
  const steps = t(stepsKey, { returnObjects: true }) as string[];
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
      <p>{t('thanks.payout')}</p>
    </>
  );
}
