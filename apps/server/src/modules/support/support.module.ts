import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import type { partnerEventsModule } from '../partner-events/partner-events.module.ts';
import type { payoutsModule } from '../payouts/payouts.module.ts';
import type { recipientsModule } from '../recipients/recipients.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { supportRoutes } from './support.routes.ts';
import { createSupportService } from './support.service.ts';
import { backfillEmailHashes } from './support-backfill.ts';
import { createSupportRewards } from './support-rewards.ts';

type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers' | 'sessionRows' | 'bankData'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralSupport'> &
  Pick<ProvidedBy<typeof recipientsModule>, 'recipientRecords'> &
  Pick<ProvidedBy<typeof lifecycleModule>, 'lifecycleRecords' | 'rewardCredits'> &
  Pick<ProvidedBy<typeof payoutsModule>, 'payoutBatchesOf'> &
  Pick<ProvidedBy<typeof partnerEventsModule>, 'referralEvents'> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorRecords' | 'auditNames'> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof tenantsModule>;

/**
 * Support's console (issue 14): owns no table. It sits above the modules whose data a referral's
 * timeline and rewards gather (referrals, recipients, partner events, lifecycle decisions and
 * credits, payout batches, mails, audit) and, for the one view of a referral (issue 29, item 4),
 * reads agents, agencies, fraud reviews, goodwill cases and returned transfers through their
 * owners' `*.queries.ts` (decision 066); it
 * writes through their repositories: the status by the referrals module's one status statement,
 * the block by the accounts module's.
 */
export const supportModule = defineModule({
  name: 'support',
  needs: [
    'accounts',
    'referrals',
    'recipients',
    'lifecycle',
    'partner-events',
    'operators',
    'payouts',
    'mail',
    'audit',
    'tenants',
  ],
  services: ({ db, clock }, use: Uses) => ({
    support: createSupportService({
      db,
      clock,
      tenants: use.tenants,
      referralSupport: use.referralSupport,
      referrers: use.referrers,
      sessionRows: use.sessionRows,
      recipients: use.recipientRecords,
      lifecycle: use.lifecycleRecords,
      events: use.referralEvents,
      outbox: use.outbox,
      audit: use.audit,
      operators: use.operatorRecords,
      auditNames: use.auditNames,
      rewards: createSupportRewards({
        credits: use.rewardCredits,
        recipients: use.recipientRecords,
        bankData: use.bankData,
        batchesOf: use.payoutBatchesOf,
        choosesAtPickup: async (tenantId) =>
          (await use.tenants.byId(tenantId))?.mandant.Modules.ModuleStoringBankdata === false,
      }),
    }),
    /** Start-up step (main.ts): the e-mail search hashes of rows written before they existed. */
    backfillEmailHashes: (batch?: number) =>
      backfillEmailHashes({ db, referrers: use.referrers, referralSupport: use.referralSupport }, batch),
  }),
  consoleRoutes: ({ support }) => [supportRoutes({ support })],
});
