import { getHref } from '@kwk/shared/routes/route-table';
import { Link } from 'react-router';
import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { NextSteps } from '../features/referrals/components/next-steps.tsx';
import { useTranslation } from '../i18n/use-translation.ts';
import { useMandant } from '../lib/use-mandant.ts';

/** /danke: the next steps after a recommendation and when the reward comes (spec §9 payout timing). */
export function Component() {
  const { t } = useTranslation();
  const { Rules, Urls, Brand } = useMandant();
  return (
    <SkeletonPage name="Danke">
      <NextSteps stepsKey="thanks.next" bankingRule={Rules.BankingActivityRule} />
      <p>
        <Link to={`${getHref('Home')}#empfehlen-form`}>{t('thanks.again')}</Link>
      </p>
      <p>
        <Link to={getHref('PersoenlicherBereich')}>{t('thanks.personal')}</Link>
      </p>
      {/* Urls.EmpfehlenWebPage (spec §3): the brand's own page about the programme, the way back to the brand. */}
      {Urls.EmpfehlenWebPage && (
        <p>
          <a href={Urls.EmpfehlenWebPage} rel="noopener">
            {t('thanks.webPage', { name: Brand.Name })}
          </a>
        </p>
      )}
    </SkeletonPage>
  );
}
