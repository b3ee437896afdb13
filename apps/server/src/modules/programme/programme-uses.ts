import type { ProvidedBy } from '../../lib/app-module.ts';
import type { agencyModule } from '../agency/agency.module.ts';
import type { fraudModule } from '../fraud/fraud.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { partnerEventsModule } from '../partner-events/partner-events.module.ts';
import type { payoutsModule } from '../payouts/payouts.module.ts';
import type { recipientsModule } from '../recipients/recipients.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { rewardsModule } from '../rewards/rewards.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import type { vouchersModule } from '../vouchers/vouchers.module.ts';

/** What the programme's workflows use of the modules they orchestrate (all below it). */
export type ProgrammeUses = Pick<ProvidedBy<typeof referralsModule>, 'referralsWith'> &
  Pick<ProvidedBy<typeof recipientsModule>, 'recipientsWith'> &
  Pick<
    ProvidedBy<typeof lifecycleModule>,
    'engineWith' | 'lifecycleJobsWith' | 'recipientCredit' | 'rewardCredits'
  > &
  Pick<ProvidedBy<typeof partnerEventsModule>, 'partnerEventsWith' | 'referralEvents' | 'orderDate'> &
  Pick<ProvidedBy<typeof rewardsModule>, 'rewardsWith' | 'rewardLink' | 'recipientRewardLink'> &
  Pick<ProvidedBy<typeof agencyModule>, 'agencyReportsWith' | 'agencyRelease' | 'employeeRecommendWith'> &
  Pick<ProvidedBy<typeof fraudModule>, 'fraudChecks' | 'notHeldByFraud' | 'fraudReviewsWith'> &
  Pick<ProvidedBy<typeof payoutsModule>, 'inPayoutBatch'> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'> &
  Pick<ProvidedBy<typeof vouchersModule>, 'vouchers'>;
