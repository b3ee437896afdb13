import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { exclusionsModule } from '../exclusions/exclusions.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import { createRecipientBankAccounts } from './recipient-bank-accounts.ts';
import type { RecipientProgress } from './recipient-lookups.ts';
import { recipientRewardRoutes } from './recipient-reward.routes.ts';
import { recipientStepsRoutes } from './recipient-steps.routes.ts';
import { createRecipientsRepository } from './recipients.repository.ts';
import { recipientsRoutes } from './recipients.routes.ts';
import { createRecipientsService } from './recipients.service.ts';
import { referralLinkRoutes } from './referral-link.routes.ts';

// The order date and the recipient's credit are the partner-events' and lifecycle's, modules above
// this one: they provide these hand-ins, read only when a recipient's page asks.
type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralsRepository'> &
  ProvidedBy<typeof exclusionsModule> &
  ProvidedBy<typeof auditModule> & {
    orderDate: RecipientProgress['orderDate'];
    recipientCredit: RecipientProgress['recipientCredit'];
    /** The lifecycle engine's recipient pickup mail, for a fresh link (issue 27, finding 8). */
    recipientPickupMail: Parameters<typeof createRecipientsService>[0]['pickupMail'];
    /** The fraud checks at the confirmation (issue 15), provided by the fraud module above. */
    fraudAtConfirmation: Parameters<typeof createRecipientsService>[0]['fraud'];
  };

/** The recommended customers (Empfehlungsempfänger): their page, choices and progress. */
export const recipientsModule = defineModule({
  name: 'recipients',
  needs: ['accounts', 'audit', 'exclusions', 'referrals'],
  services: ({ db, clock, config }, use: Uses) => {
    const recipientsRepository = createRecipientsRepository();
    return {
      recipientsRepository,
      /** The recipients' accounts for the payouts (issue 15): read opened, cleared after a return. */
      recipientBankAccounts: createRecipientBankAccounts(config.appSecret),
      recipients: createRecipientsService({
        db,
        clock,
        config,
        referrals: use.referralsRepository,
        referrers: use.referrers,
        recipients: recipientsRepository,
        exclusions: use.exclusions,
        audit: use.audit,
        fraud: (tx, input) => use.fraudAtConfirmation(tx, input),
        pickupMail: (tx, tenant, referral, recipient, cents, now) =>
          use.recipientPickupMail(tx, tenant, referral, recipient, cents, now),
        progress: {
          orderDate: (tx, tenantId, referralId) => use.orderDate(tx, tenantId, referralId),
          recipientCredit: (tx, referralId) => use.recipientCredit(tx, referralId),
        },
      }),
    };
  },
  // In this order the OpenAPI document lists the recipient's calls as it always did.
  tenantRoutes: ({ recipients }) => [
    referralLinkRoutes({ recipients }),
    recipientsRoutes({ recipients }),
    recipientRewardRoutes({ recipients }),
    recipientStepsRoutes({ recipients }),
  ],
});
