import { useTranslation } from 'react-i18next';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { trackGoal } from '../features/analytics/track-goal.ts';

/**
 * /faq — questions as native <details>, keyboard and screen-reader friendly without script. The
 * payout time is the /danke page's text (one source, spec §9); the banking rule is asked where
 * the tenant applies it.
 */
export function Component() {
  const { t } = useTranslation();
  const { Rules } = useMandant();
  const items = [
    ...(t('faq.items', { returnObjects: true }) as { q: string; a: string }[]),
    { q: t('faq.payoutQ'), a: t('thanks.payout') },
    ...(Rules.BankingActivityRule ? [{ q: t('faq.bankingQ'), a: t('referral.rules.banking') }] : []),
  ];
  return (
    <SkeletonPage name="Faq">
      <div className="faq">
        {items.map((item) => (
          <details
            key={item.q}
            className="faq__item"
            onToggle={(e) => e.currentTarget.open && trackGoal('faq')}
          >
            <summary>{item.q}</summary>
            <p>{item.a}</p>
          </details>
        ))}
      </div>
    </SkeletonPage>
  );
}
