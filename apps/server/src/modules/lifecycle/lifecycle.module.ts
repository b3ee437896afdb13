import type { FastifyBaseLogger } from 'fastify';
import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { recipientsModule } from '../recipients/recipients.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { devRewardsRoutes } from './dev-rewards.routes.ts';
import { createLifecycleRepository } from './lifecycle.repository.ts';
import { createLifecycleService } from './lifecycle.service.ts';
import { createLifecycleJobs } from './lifecycle-jobs.ts';
import { createRewardCreditsRepository } from './reward-credits.repository.ts';

type EngineDeps = Parameters<typeof createLifecycleService>[0];
// A referral's partner events, a reward's pickup link, an agency's release of an order, the fraud
// review and the payout batches belong to partner-events, rewards, agency, fraud and payouts, modules above this one: they provide
// these hand-ins, which the engine calls while it runs.
type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers' | 'sessionRows'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralsRepository'> &
  Pick<ProvidedBy<typeof recipientsModule>, 'recipientsRepository'> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof tenantsModule> & {
    referralEvents: EngineDeps['events'];
    rewardLink: EngineDeps['rewardLink'];
    recipientRewardLink: EngineDeps['recipientRewardLink'];
    agencyRelease: EngineDeps['agencyRelease'];
    fraudReview: EngineDeps['fraudReview'];
    notHeldByFraud: EngineDeps['notHeldByFraud'];
    inPayoutBatch: EngineDeps['inPayoutBatch'];
  };

/** The lifecycle engine (decision 007), the reward credits and the daily jobs. */
export const lifecycleModule = defineModule({
  name: 'lifecycle',
  needs: ['accounts', 'referrals', 'recipients', 'mail', 'tenants', 'audit'],
  services: ({ db, clock, config }, use: Uses) => {
    const lifecycleRepository = createLifecycleRepository();
    const engine = createLifecycleService({
      config,
      lifecycle: lifecycleRepository,
      referrals: use.referralsRepository,
      referrers: use.referrers,
      recipients: use.recipientsRepository,
      outbox: use.outbox,
      events: (tx, tenantId, referralId) => use.referralEvents(tx, tenantId, referralId),
      rewardLink: (tx, tenantId, referrerId) => use.rewardLink(tx, tenantId, referrerId),
      recipientRewardLink: (tx, tenantId, recipientId) => use.recipientRewardLink(tx, tenantId, recipientId),
      agencyRelease: (tx, tenantId, referralId) => use.agencyRelease(tx, tenantId, referralId),
      fraudReview: (tx, referral, now) => use.fraudReview(tx, referral, now),
      notHeldByFraud: (referralId) => use.notHeldByFraud(referralId),
      inPayoutBatch: (tx, creditIds) => use.inPayoutBatch(tx, creditIds),
    });
    const rewardCredits = createRewardCreditsRepository();
    return {
      lifecycleRepository,
      rewardCredits,
      recipientCredit: rewardCredits.recipientCredit,
      /** The recipients' page asks for a fresh pickup link of a ready share (issue 27, finding 8). */
      recipientPickupMail: engine.mailRecipientPickup,
      engine,
      /** The daily lifecycle jobs (expiry, erasure, reward periods and expiry, the audit anchor); main.ts starts them on a timer. */
      lifecycleJobs: (log: FastifyBaseLogger) =>
        createLifecycleJobs({
          db,
          clock,
          config,
          tenants: use.tenants,
          lifecycle: lifecycleRepository,
          referrals: use.referralsRepository,
          recipients: use.recipientsRepository,
          sessions: use.sessionRows,
          engine,
          credits: rewardCredits,
          outbox: use.outbox,
          rewardLink: (tx, tenantId, referrerId) => use.rewardLink(tx, tenantId, referrerId),
          audit: use.audit,
          log,
        }),
    };
  },
  rootRoutes: ({ rewardCredits, lifecycleJobs, tenants }, { config, db }) =>
    config.isDevelopment
      ? [devRewardsRoutes({ db, tenants, credits: rewardCredits, jobs: lifecycleJobs })]
      : [],
});
