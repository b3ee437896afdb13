import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { devMailboxRoutes } from './dev-mailbox.routes.ts';
import { outboxConsoleRoutes } from './outbox.console-routes.ts';
import { createOutboxRepository, OUTBOX_RECORDS } from './outbox.repository.ts';
import { createOutboxWorker, type OutboxWorkerDeps } from './outbox.worker.ts';
import { watchOutbox } from './outbox-gauges.ts';

// Elsewhere than in development the mailbox path is answered 404 here, or the SPA would serve it as a page.
const noMailbox: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true, response: { 404: apiErrorSchema } } }, async () => {
    throw new AppError('common.not_found');
  });
};

type Uses = ProvidedBy<typeof tenantsModule> & ProvidedBy<typeof auditModule>;

/** The outbox every mail goes through (decision 001), the development mailbox, the console's outbox screen. */
export const mailModule = defineModule({
  name: 'mail',
  needs: ['tenants', 'audit'],
  services: ({ db, config, metrics }, _use: Uses) => {
    watchOutbox(metrics, db);
    // One repository per process: its worker hears of each mail written through it.
    const outbox = createOutboxRepository({ db, appSecret: config.appSecret });
    return {
      outbox: facet(outbox, OUTBOX_RECORDS),
      /** The sender, on this process's outbox (serve.ts starts it where SMTP is configured). */
      outboxWorkerWith: (deps: Omit<OutboxWorkerDeps, 'outbox'>) => createOutboxWorker({ ...deps, outbox }),
    };
  },
  // The screens read the rows alone, so each builds its own repository: no mail is written there.
  rootRoutes: ({ tenants }, { config, db, clock }) => [
    config.isDevelopment
      ? devMailboxRoutes({
          outbox: createOutboxRepository({ db, appSecret: config.appSecret }),
          tenants,
          db,
          clock,
        })
      : noMailbox,
  ],
  consoleRoutes: ({ tenants, audit }, { db, clock, config }) => [
    outboxConsoleRoutes({
      db,
      clock,
      outbox: createOutboxRepository({ db, appSecret: config.appSecret }),
      tenants,
      audit,
    }),
  ],
});
