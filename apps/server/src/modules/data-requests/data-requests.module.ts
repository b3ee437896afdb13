import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { fraudModule } from '../fraud/fraud.module.ts';
import type { goodwillModule } from '../goodwill/goodwill.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { myDataModule } from '../my-data/my-data.module.ts';
import type { recipientsModule } from '../recipients/recipients.module.ts';
import type { referralsModule } from '../referrals/referrals.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createDataRequestsRepository } from './data-requests.repository.ts';
import { dataRequestsRoutes } from './data-requests.routes.ts';
import { createDataRequestsService } from './data-requests.service.ts';

type Uses = ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof fraudModule>, 'fraudErasure'> &
  ProvidedBy<typeof goodwillModule> &
  Pick<ProvidedBy<typeof lifecycleModule>, 'rewardCredits'> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof myDataModule> &
  Pick<ProvidedBy<typeof recipientsModule>, 'recipientRecords'> &
  Pick<ProvidedBy<typeof referralsModule>, 'referralRecords'> &
  Pick<ProvidedBy<typeof tenantsModule>, 'tenants'>;

/**
 * Data-subject requests (Art. 15/17 GDPR, issue 14): near the top of the graph, since it reads
 * every owner's rows about a person and asks each owner to erase its part.
 */
export const dataRequestsModule = defineModule({
  name: 'data-requests',
  needs: ['audit', 'fraud', 'goodwill', 'lifecycle', 'mail', 'my-data', 'recipients', 'referrals', 'tenants'],
  services: ({ db, clock, config }, use: Uses) => ({
    dataRequests: createDataRequestsService({
      db,
      clock,
      config,
      tenants: use.tenants,
      audit: use.audit,
      repository: createDataRequestsRepository(),
      myData: use.myData,
      referrals: use.referralRecords,
      recipients: use.recipientRecords,
      credits: use.rewardCredits,
      outbox: use.outbox,
      goodwill: use.goodwill,
      fraud: use.fraudErasure,
    }),
  }),
  consoleRoutes: ({ dataRequests }) => [dataRequestsRoutes({ dataRequests })],
});
