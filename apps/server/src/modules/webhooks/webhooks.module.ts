import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { devWebhookReceiverRoutes, noWebhookReceiver } from './dev-webhook-receiver.routes.ts';
import { watchWebhooks } from './webhook-queue-stats.ts';
import { webhooksConsoleRoutes } from './webhooks.console-routes.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';
import { createWebhooksService } from './webhooks.service.ts';
import { createWebhooksConsole } from './webhooks-console.service.ts';

type Uses = Pick<ProvidedBy<typeof tenantsModule>, 'tenants'> &
  ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof mailModule>, 'outbox'> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorRecords'>;

/**
 * Signed webhooks per tenant (issue 31, decision 073): the endpoints, the deliveries' outbox and
 * its worker. Low in the graph, beside the mail outbox, so each module that writes a change reports
 * it in its own transaction (`enqueueWebhookEvent`); it imports only the outbox and the operators,
 * to mail the admins when it switches a failing endpoint off.
 */
export const webhooksModule = defineModule({
  name: 'webhooks',
  needs: ['tenants', 'audit', 'mail', 'operators'],
  services: ({ db, clock, config, metrics }, use: Uses) => {
    watchWebhooks(metrics, db);
    const webhooksRepository = createWebhooksRepository();
    const webhooks = createWebhooksService({
      db,
      clock,
      appSecret: config.appSecret,
      policy: { development: config.isDevelopment },
      leaseMs: config.webhookLeaseMs,
      repository: webhooksRepository,
      outbox: use.outbox,
      operators: use.operatorRecords,
      tenants: use.tenants,
      audit: use.audit,
    });
    return { webhooks };
  },
  rootRoutes: ({ webhooks, tenants }, { db, clock, config }) => [
    config.isDevelopment ? devWebhookReceiverRoutes({ db, clock, webhooks, tenants }) : noWebhookReceiver,
  ],
  consoleRoutes: ({ webhooks, tenants, audit }, { db, clock, config }) => [
    webhooksConsoleRoutes({
      console: createWebhooksConsole({
        db,
        clock,
        policy: { development: config.isDevelopment },
        webhooks,
        // The console's reads and writes of the endpoints are this module's own: a repository of its own.
        repository: createWebhooksRepository(),
        tenants,
        audit,
      }),
    }),
  ],
});
