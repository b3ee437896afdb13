import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { recipientsModule } from '../recipients/recipients.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import type { webhooksModule } from '../webhooks/webhooks.module.ts';
import { createLifecycleRepository, LIFECYCLE_RECORDS } from './lifecycle.repository.ts';
import { createLifecycleService, type LifecycleService } from './lifecycle.service.ts';
import { lifecycleWebhooks } from './lifecycle.webhooks.ts';
import { createLifecycleJobs, givenUpJobs } from './lifecycle-jobs.ts';
import { createRewardCreditsRepository, REWARD_CREDIT_RECORDS } from './reward-credits.repository.ts';

type EngineDeps = Parameters<typeof createLifecycleService>[0];
/**
 * What the engine needs to know of the modules above it (a referral's partner events, a reward's
 * pickup link, an agency's release, the fraud review, the payout batches): the programme module,
 * which sits above them all, passes their owners' functions when it builds the engine.
 */
export type EngineFacts = Pick<
  EngineDeps,
  | 'events'
  | 'rewardLink'
  | 'recipientRewardLink'
  | 'agencyRelease'
  | 'fraudReview'
  | 'notHeldByFraud'
  | 'inPayoutBatch'
>;

type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers' | 'sessionRows'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralRecords'> &
  Pick<ProvidedBy<typeof recipientsModule>, 'recipientRecords'> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof tenantsModule> &
  ProvidedBy<typeof webhooksModule>;

/**
 * The lifecycle engine (decision 007), the reward credits and the daily jobs. The engine and the
 * jobs are built by their caller, the programme module, with the facts of the modules above this
 * one (decision 050): this module reads nothing of a module above it.
 */
export const lifecycleModule = defineModule({
  name: 'lifecycle',
  needs: ['accounts', 'referrals', 'recipients', 'mail', 'tenants', 'audit', 'webhooks'],
  services: ({ db, clock, config, metrics }, use: Uses) => {
    metrics.gauge({
      name: 'kwk_lifecycle_jobs_given_up',
      help: 'Daily lifecycle jobs given up after their last attempt (status failed), until run again',
      read: () => givenUpJobs(db),
    });
    const lifecycleRepository = createLifecycleRepository(metrics.business.rewardsCreditedCents);
    const rewardCredits = createRewardCreditsRepository(metrics.business.rewardsPaidCents);
    const hooks = lifecycleWebhooks({
      webhooks: use.webhooks,
      referrers: use.referrers,
      tenants: use.tenants,
    });
    return {
      /** The lifecycle's webhooks, for the owners of the moves it does not make itself (payouts, vouchers). */
      lifecycleHooks: hooks,
      lifecycleRecords: facet(lifecycleRepository, LIFECYCLE_RECORDS),
      rewardCredits: facet(rewardCredits, REWARD_CREDIT_RECORDS),
      recipientCredit: rewardCredits.recipientCredit,
      /** The engine, given the facts of the modules above (the programme module calls this once). */
      engineWith: (facts: EngineFacts): LifecycleService =>
        createLifecycleService({
          config,
          lifecycle: lifecycleRepository,
          referrals: use.referralRecords,
          referrers: use.referrers,
          recipients: use.recipientRecords,
          outbox: use.outbox,
          hooks,
          ...facts,
        }),
      /** The daily lifecycle jobs (expiry, erasure, reward periods and expiry, the audit anchor), on the given engine. */
      lifecycleJobsWith:
        (
          engine: LifecycleService,
          rewardLink: (tx: Db, tenantId: string, referrerId: string) => Promise<string>,
        ) =>
        (log: FastifyBaseLogger) =>
          createLifecycleJobs({
            db,
            clock,
            config,
            tenants: use.tenants,
            lifecycle: lifecycleRepository,
            referrals: use.referralRecords,
            recipients: use.recipientRecords,
            sessions: use.sessionRows,
            engine,
            credits: rewardCredits,
            outbox: use.outbox,
            rewardLink,
            audit: use.audit,
            hooks,
            log,
            metrics,
          }),
    };
  },
});
