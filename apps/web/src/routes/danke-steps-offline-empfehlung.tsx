import { SkeletonPage } from '../app/page/skeleton-page.tsx';
import { NextSteps } from '../features/referrals/components/next-steps.tsx';

/** /danke/offline: next steps for an offline referral code (text only). */
export function Component() {
  return (
    <SkeletonPage name="DankeStepsOfflineEmpfehlung">
      <NextSteps stepsKey="thanks.offlineNext" />
    </SkeletonPage>
  );
}
