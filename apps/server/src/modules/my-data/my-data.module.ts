import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { accountsModule } from '../accounts/accounts.module.ts';
import type { exclusionsModule } from '../exclusions/exclusions.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { tokensModule } from '../tokens/tokens.module.ts';
import { myDataRoutes } from './my-data.routes.ts';
import { createMyDataService } from './my-data.service.ts';

type Uses = Pick<ProvidedBy<typeof accountsModule>, 'referrers' | 'bankData' | 'accountEvents'> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof exclusionsModule> &
  ProvidedBy<typeof tokensModule>;

/** Meine Daten: newsletter, stored bank data, deleting the account. */
export const myDataModule = defineModule({
  name: 'my-data',
  needs: ['accounts', 'exclusions', 'mail', 'tokens'],
  services: ({ db, clock, config }, use: Uses) => ({
    myData: createMyDataService({
      db,
      clock,
      config,
      referrers: use.referrers,
      bankData: use.bankData,
      events: use.accountEvents,
      tokens: use.tokens,
      outbox: use.outbox,
      exclusions: use.exclusions,
    }),
  }),
  tenantRoutes: ({ myData }) => [myDataRoutes({ myData })],
});
