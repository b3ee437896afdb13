import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { exclusionsModule } from '../exclusions/exclusions.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import { createRecipientsRepository } from './recipients.repository.ts';
import { recipientsRoutes } from './recipients.routes.ts';
import { createRecipientsService, type RecipientProgress } from './recipients.service.ts';

// The order date and the recipient's credit are the partner-events' and lifecycle's, modules above
// this one: they provide these hand-ins, read only when a recipient's page asks.
type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralsRepository'> &
  ProvidedBy<typeof exclusionsModule> & {
    orderDate: RecipientProgress['orderDate'];
    recipientCredit: RecipientProgress['recipientCredit'];
  };

/** The recommended customers (Empfehlungsempfänger): their page, choices and progress. */
export const recipientsModule = defineModule({
  name: 'recipients',
  needs: ['accounts', 'exclusions', 'referrals'],
  services: ({ db, clock, config }, use: Uses) => {
    const recipientsRepository = createRecipientsRepository();
    return {
      recipientsRepository,
      recipients: createRecipientsService({
        db,
        clock,
        config,
        referrals: use.referralsRepository,
        referrers: use.referrers,
        recipients: recipientsRepository,
        exclusions: use.exclusions,
        progress: {
          orderDate: (tx, tenantId, referralId) => use.orderDate(tx, tenantId, referralId),
          recipientCredit: (tx, referralId) => use.recipientCredit(tx, referralId),
        },
      }),
    };
  },
  tenantRoutes: ({ recipients }) => [recipientsRoutes({ recipients })],
});
