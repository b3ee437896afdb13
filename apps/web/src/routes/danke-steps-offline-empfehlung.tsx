import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { NextSteps } from '../features/referrals/components/next-steps.tsx';
import { useMandant } from '../lib/use-mandant.ts';

/** /danke/offline: next steps for an offline referral code (text only). */
export function Component() {
  const { Rules } = useMandant();
  return (
    <SkeletonPage name="DankeStepsOfflineEmpfehlung">
      <NextSteps stepsKey="thanks.offlineNext" bankingRule={Rules.BankingActivityRule} />
    </SkeletonPage>
  );
}
