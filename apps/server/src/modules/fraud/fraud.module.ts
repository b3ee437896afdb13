import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createFraudRepository } from './fraud.repository.ts';
import { createFraudChecks } from './fraud-checks.ts';
import { notHeldByFraud } from './fraud-holds.ts';
import { createFraudReviewService } from './fraud-review.service.ts';

type Uses = ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralRecords'> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'>;

/**
 * Fraud review (issue 15): signals with their evidence, the hold, and support's review. Its checks
 * and facts are passed by the programme module (decision 050) to the sign-up, the confirmation,
 * the pickup and the engine; the review, whose decision calls the engine, is built there too with
 * the engine it is given.
 */
export const fraudModule = defineModule({
  name: 'fraud',
  needs: ['audit', 'referrals', 'tenants'],
  services: ({ db, clock, config, metrics }, use: Uses) => {
    const repository = createFraudRepository(metrics.business.fraudHolds);
    const checks = createFraudChecks({
      appSecret: config.appSecret,
      limits: config.fraud.limits,
      enabled: config.fraud.checks,
      repository,
    });
    return {
      fraudChecks: checks,
      /** The engine's fact: a held or rejected referral counts toward no bonus tier (issue 27). */
      notHeldByFraud,
      /** Art. 17 erasure (issue 15): the data-requests module's call, in its transaction. */
      fraudErasure: { erasePerson: repository.erasePerson },
      /** Support's review on the given engine (a decision hands the referral back to it). */
      fraudReviewsWith: (engine: LifecycleService) =>
        createFraudReviewService({
          db,
          clock,
          tenants: use.tenants,
          referrals: use.referralRecords,
          engine,
          audit: use.audit,
          repository,
        }),
    };
  },
});
