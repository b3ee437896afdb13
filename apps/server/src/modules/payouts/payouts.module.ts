import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import type { recipientsModule } from '../recipients/recipients.module.ts';
import type { rewardsModule } from '../rewards/rewards.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { watchPayoutBatches } from './payout-gauges.ts';
import { createPayoutsRepository } from './payouts.repository.ts';
import { payoutsConsoleRoutes } from './payouts.routes.ts';
import { createPayoutsService } from './payouts.service.ts';

type Uses = Pick<ProvidedBy<typeof accountsModule>, 'bankData'> &
  ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof lifecycleModule>, 'rewardCredits' | 'lifecycleHooks'> &
  ProvidedBy<typeof mailModule> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorFourEyes'> &
  Pick<ProvidedBy<typeof recipientsModule>, 'recipientBankAccounts'> &
  Pick<ProvidedBy<typeof rewardsModule>, 'recipientRewardLink'> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'>;

/**
 * Payouts (issue 15): SEPA credit-transfer batches of the chosen transfers, four-eyes release,
 * the bank's execution and returns. Owns `payout_batches` and `payout_batch_items`; the rewards'
 * status moves through the lifecycle's statements, the recipients' accounts through theirs, a referrer's saved account through accounts' `bankData`.
 */
export const payoutsModule = defineModule({
  name: 'payouts',
  needs: ['accounts', 'audit', 'lifecycle', 'mail', 'operators', 'recipients', 'rewards', 'tenants'],
  services: ({ db, clock, config, metrics }, use: Uses) => {
    const repository = createPayoutsRepository();
    watchPayoutBatches(metrics, db);
    return {
      payouts: createPayoutsService({
        db,
        clock,
        config,
        tenants: use.tenants,
        credits: use.rewardCredits,
        lifecycleHooks: use.lifecycleHooks,
        recipientAccounts: use.recipientBankAccounts,
        bankData: use.bankData,
        outbox: use.outbox,
        audit: use.audit,
        recipientRewardLink: use.recipientRewardLink,
        repository,
        operatorNames: use.operatorFourEyes,
      }),
      /** The lifecycle engine's fact (the programme module passes it): which credits a batch holds (a rejection leaves them). */
      inPayoutBatch: repository.creditsInBatches,
      /** Support's read (issue 27, item 11): the batch holding each credit, with its state. */
      payoutBatchesOf: repository.holdingBatches,
    };
  },
  consoleRoutes: ({ payouts }) => [payoutsConsoleRoutes({ payouts })],
});
