import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import type { exclusionsModule } from '../exclusions/exclusions.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { tokensModule } from '../tokens/tokens.module.ts';
import { ACCOUNT_EVENT_RECORDS, createAccountEventsRepository } from './account-events.repository.ts';
import { accountPasswordRoutes } from './account-password.routes.ts';
import { accountRegistrationRoutes } from './account-registration.routes.ts';
import { accountsRoutes } from './accounts.routes.ts';
import { createAccountsService } from './accounts.service.ts';
import { adminLoginRoutes, loginTokenRoutes } from './admin-login.routes.ts';
import { createAdminLoginService } from './admin-login.service.ts';
import { BANK_DATA_RECORDS, createReferrerBankDataRepository } from './referrer-bank-data.repository.ts';
import { createReferrersRepository, REFERRER_RECORDS } from './referrers.repository.ts';
import { createSessionsRepository, SESSION_RECORDS } from './sessions.repository.ts';
import { createSessionsService } from './sessions.service.ts';

type Uses = ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof tokensModule> &
  ProvidedBy<typeof exclusionsModule>;

/** Referrers' accounts, their sessions, bank data and account events; the host system's login. */
export const accountsModule = defineModule({
  name: 'accounts',
  needs: ['mail', 'tokens', 'exclusions'],
  services: ({ db, clock, config }, { outbox, tokens, exclusions }: Uses) => {
    const referrers = createReferrersRepository({ appSecret: config.appSecret });
    const sessionRows = createSessionsRepository();
    const sessions = createSessionsService({ db, clock, sessions: sessionRows });
    const accountEvents = createAccountEventsRepository();
    return {
      referrers: facet(referrers, REFERRER_RECORDS),
      sessionRows: facet(sessionRows, SESSION_RECORDS),
      sessions,
      accountEvents: facet(accountEvents, ACCOUNT_EVENT_RECORDS),
      bankData: facet(createReferrerBankDataRepository(), BANK_DATA_RECORDS),
      accounts: createAccountsService({
        db,
        clock,
        config,
        referrers,
        sessions,
        sessionRows,
        events: accountEvents,
        tokens,
        outbox,
        exclusions,
      }),
      adminLogin: createAdminLoginService({
        db,
        clock,
        config,
        referrers,
        sessions,
        tokens,
        events: accountEvents,
      }),
    };
  },
  tenantRoutes: ({ accounts, adminLogin }) => [
    // In this order the OpenAPI document lists the account calls as it always did.
    accountsRoutes({ accounts }),
    accountRegistrationRoutes({ accounts }),
    accountPasswordRoutes({ accounts }),
    adminLoginRoutes({ adminLogin }),
  ],
  rootRoutes: ({ adminLogin }) => [loginTokenRoutes({ adminLogin })],
});
