import type { Db } from '../../db/client.ts';
import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { PickupFraudInput } from '../rewards/rewards.service.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { fraudConsoleRoutes } from './fraud.console-routes.ts';
import { createFraudRepository } from './fraud.repository.ts';
import { createFraudChecks } from './fraud-checks.ts';
import { notHeldByFraud } from './fraud-holds.ts';
import { createFraudReviewService } from './fraud-review.service.ts';

type Uses = ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof lifecycleModule>, 'engine'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralsRepository'> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'>;

/**
 * Fraud review (issue 15): signals with their evidence, the hold, and support's review. It sits above
 * the lifecycle: the referrals and recipients modules and the engine ask it through hand-ins
 * (`fraudAtCreate`, `fraudAtConfirmation`, `fraudAtPickup`, `fraudReview`, `notHeldByFraud`), and a
 * decision calls the engine (the referral's evaluation and the referrer's bonus tiers).
 */
export const fraudModule = defineModule({
  name: 'fraud',
  needs: ['audit', 'lifecycle', 'referrals', 'tenants'],
  services: ({ db, clock, config }, use: Uses) => {
    const repository = createFraudRepository();
    const checks = createFraudChecks({
      appSecret: config.appSecret,
      limits: config.fraud.limits,
      enabled: config.fraud.checks,
      repository,
    });
    const fraudReviews = createFraudReviewService({
      db,
      clock,
      tenants: use.tenants,
      referrals: use.referralsRepository,
      engine: use.engine,
      audit: use.audit,
      repository,
    });
    return {
      fraudAtCreate: checks.atCreate,
      fraudAtConfirmation: checks.atConfirmation,
      fraudAtPartnerEvent: checks.atPartnerEvent,
      fraudAtPickup: async (tx: Db, input: PickupFraudInput) => {
        if (await checks.atPickup(tx, input))
          await fraudReviews.afterHold(tx, input.tenantId, input.referralId, input.now);
      },
      fraudReview: checks.reviewFact,
      /** The engine's hand-in: a held or rejected referral counts toward no bonus tier (issue 27). */
      notHeldByFraud,
      /** Art. 17 erasure (issue 15): the data-requests module's call, in its transaction. */
      fraudErasure: { erasePerson: repository.erasePerson },
      fraudReviews,
    };
  },
  consoleRoutes: ({ fraudReviews }) => [fraudConsoleRoutes({ fraudReview: fraudReviews })],
});
