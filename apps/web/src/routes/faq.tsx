import { useTranslation } from 'react-i18next';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { useMandant } from '../app/use-mandant.ts';
import { Accordion } from '../ui/accordion.tsx';

/**
 * /faq — the questions as an accordion (ui/accordion.tsx). The payout time is the /danke page's
 * text (one source, spec §9); the banking rule is asked where the tenant applies it.
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
      <Accordion items={items.map((item) => ({ id: item.q, title: item.q, content: <p>{item.a}</p> }))} />
    </SkeletonPage>
  );
}
