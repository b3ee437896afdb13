import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { LifecycleService } from '../lifecycle/lifecycle.api.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import type { webhooksModule } from '../webhooks/webhooks.module.ts';
import { createDeadLettersRepository } from './dead-letters.repository.ts';
import { createDeadLettersService } from './dead-letters.service.ts';
import { createPartnerEventsRepository } from './partner-events.repository.ts';
import { createPartnerEventsService } from './partner-events.service.ts';

type Uses = Pick<ProvidedBy<typeof lifecycleModule>, 'lifecycleRecords'> &
  ProvidedBy<typeof tenantsModule> &
  ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorFourEyes'> &
  ProvidedBy<typeof webhooksModule>;

type ExistingCustomer = Parameters<typeof createPartnerEventsService>[0]['existingCustomer'];

/**
 * The partners' events (the engine's facts), the partner API and the dead letters. Applying an
 * event runs the engine, which sits below: the programme module builds the service with the engine
 * and the fraud check it passes, and serves the partner API (decision 050).
 */
export const partnerEventsModule = defineModule({
  name: 'partner-events',
  // operators: the name of a dead letter's fixer, shown beside it (four eyes on the replay).
  needs: ['lifecycle', 'tenants', 'audit', 'operators', 'webhooks'],
  services: ({ db, clock, database, metrics }, { lifecycleRecords, tenants, audit, webhooks }: Uses) => {
    const events = createPartnerEventsRepository({ database });
    return {
      // The facts others read: the engine's events of a referral, the recipient's order date.
      referralEvents: events.eventsOf,
      orderDate: events.orderDate,
      /** The partner events and their dead letters on the given engine and fraud check. */
      partnerEventsWith: (engine: LifecycleService, existingCustomer: ExistingCustomer) => {
        const partnerEvents = createPartnerEventsService({
          db,
          clock,
          tenants,
          events,
          lifecycle: lifecycleRecords,
          engine,
          existingCustomer,
          webhooks,
          counts: metrics.business,
        });
        const deadLetters = createDeadLettersService({
          db,
          clock,
          letters: createDeadLettersRepository({ db }),
          partnerEvents,
          audit,
        });
        return { partnerEvents, deadLetters };
      },
    };
  },
});
