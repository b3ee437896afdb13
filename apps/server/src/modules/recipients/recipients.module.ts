import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { exclusionsModule } from '../exclusions/exclusions.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { webhooksModule } from '../webhooks/webhooks.module.ts';
import { createRecipientBankAccounts } from './recipient-bank-accounts.ts';
import { createRecipientsRepository, RECIPIENT_RECORDS } from './recipients.repository.ts';
import { createRecipientsService } from './recipients.service.ts';

type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralRecords'> &
  ProvidedBy<typeof exclusionsModule> &
  ProvidedBy<typeof auditModule> &
  ProvidedBy<typeof webhooksModule>;
type RecipientsDeps = Parameters<typeof createRecipientsService>[0];
/**
 * What the recipient's pages need of the modules above this one (decision 050): the fraud checks
 * at the confirmation, the engine's pickup mail, the order date and the recipient's credit.
 */
export type RecipientsFromAbove = Pick<RecipientsDeps, 'fraud' | 'pickupMail' | 'progress'>;

/**
 * The recommended customers (Empfehlungsempfänger): their page, choices and progress. The service
 * needs facts and checks of modules above: the programme module builds it and serves its routes.
 */
export const recipientsModule = defineModule({
  name: 'recipients',
  needs: ['accounts', 'audit', 'exclusions', 'referrals', 'webhooks'],
  services: ({ db, clock, config }, use: Uses) => {
    const recipientsRepository = createRecipientsRepository();
    return {
      recipientRecords: facet(recipientsRepository, RECIPIENT_RECORDS),
      /** The recipients' accounts for the payouts (issue 15): read opened, cleared after a return. */
      recipientBankAccounts: createRecipientBankAccounts(config.appSecret),
      /** The recipients' service with what its caller passes of the modules above. */
      recipientsWith: (above: RecipientsFromAbove) =>
        createRecipientsService({
          db,
          clock,
          config,
          referrals: use.referralRecords,
          referrers: use.referrers,
          recipients: recipientsRepository,
          exclusions: use.exclusions,
          audit: use.audit,
          webhooks: use.webhooks,
          ...above,
        }),
    };
  },
});
