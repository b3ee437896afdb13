import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { agencyReportsRoutes, employeeRecommendRoutes } from '../agency/agency.api.ts';
import { fraudConsoleRoutes } from '../fraud/fraud.api.ts';
import { devRewardsRoutes } from '../lifecycle/lifecycle.api.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import { deadLettersConsoleRoutes, partnerEventsRoutes } from '../partner-events/partner-events.api.ts';
import {
  recipientRewardRoutes,
  recipientStepsRoutes,
  recipientsRoutes,
  referralLinkRoutes,
} from '../recipients/recipients.api.ts';
import { referralsRoutes } from '../referrals/referrals.api.ts';
import { rewardsRoutes } from '../rewards/rewards.api.ts';
import { applyPartnerEvent } from './apply-partner-event.ts';
import { chooseReward } from './choose-reward.ts';
import { confirmRecipient } from './confirm-recipient.ts';
import { createReferral } from './create-referral.ts';
import { evaluateReferral } from './evaluate-referral.ts';
import type { ProgrammeUses } from './programme-uses.ts';
import { releaseAgencyOrder } from './release-agency-order.ts';
import { reviewFraud } from './review-fraud.ts';
import { runDailyJobs } from './run-daily-jobs.ts';

type Uses = ProgrammeUses & Pick<ProvidedBy<typeof operatorsModule>, 'operatorFourEyes'>;

/**
 * The referral's programme (decision 050): the workflows from the partner event to the paid
 * reward, one file per use case, above every module they orchestrate. Each gathers the facts from
 * their owners, runs the engine, and has each owner write through its own functions, in one
 * transaction where the use case was one. The modules below call nothing above them; the routes
 * that start a workflow are served here.
 */
export const programmeModule = defineModule({
  name: 'programme',
  needs: [
    'referrals',
    'recipients',
    'lifecycle',
    'partner-events',
    'rewards',
    'agency',
    'fraud',
    'payouts',
    'tenants',
    'operators',
    'vouchers',
  ],
  services: (_ctx, use: Uses) => {
    const engine = evaluateReferral(use);
    const fraudReviews = reviewFraud(use, engine);
    const { partnerEvents, deadLetters } = applyPartnerEvent(use, engine);
    return {
      engine,
      fraudReviews,
      partnerEvents,
      deadLetters,
      ...createReferral(use),
      recipients: confirmRecipient(use, engine),
      rewards: chooseReward(use, fraudReviews),
      /** The daily lifecycle jobs; main.ts starts them on a timer. */
      lifecycleJobs: runDailyJobs(use, engine),
    };
  },
  // In this order the OpenAPI document lists the recipient's calls as it always did.
  tenantRoutes: (services) => [
    referralsRoutes(services),
    referralLinkRoutes(services),
    recipientsRoutes(services),
    recipientRewardRoutes(services),
    recipientStepsRoutes(services),
    rewardsRoutes(services),
    // The agency's reports and release: the routes' own bundle (its repository and totals), built
    // here on the engine rather than offered on the app's services.
    ...agencyReportsRoutes({ agencyReports: releaseAgencyOrder(services, services.engine) }),
    employeeRecommendRoutes(services),
  ],
  rootRoutes: ({ partnerEvents, lifecycleJobs, tenants }, { config, db }) => [
    partnerEventsRoutes({ partnerEvents }),
    // Development only, like the mailbox: runs the reward jobs for demos and the browser tests.
    ...(config.isDevelopment ? [devRewardsRoutes({ db, tenants, jobs: lifecycleJobs })] : []),
  ],
  consoleRoutes: ({ deadLetters, fraudReviews, operatorFourEyes, tenants }) => [
    deadLettersConsoleRoutes({ deadLetters, names: operatorFourEyes, tenants }),
    fraudConsoleRoutes({ fraudReview: fraudReviews }),
  ],
});
