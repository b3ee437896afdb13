import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { fraudModule } from '../fraud/fraud.module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { operatorsModule } from '../operators/operators.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { deadLettersConsoleRoutes } from './dead-letters.console-routes.ts';
import { createDeadLettersRepository } from './dead-letters.repository.ts';
import { createDeadLettersService } from './dead-letters.service.ts';
import { createPartnerEventsRepository } from './partner-events.repository.ts';
import { partnerEventsRoutes } from './partner-events.routes.ts';
import { createPartnerEventsService } from './partner-events.service.ts';

type Uses = Pick<ProvidedBy<typeof lifecycleModule>, 'lifecycleRepository' | 'engine'> &
  ProvidedBy<typeof tenantsModule> &
  ProvidedBy<typeof auditModule> &
  Pick<ProvidedBy<typeof fraudModule>, 'fraudAtPartnerEvent'> &
  Pick<ProvidedBy<typeof operatorsModule>, 'operatorFourEyes'>;

/** The partners' events (the engine's facts), the partner API and the dead letters. */
export const partnerEventsModule = defineModule({
  name: 'partner-events',
  // operators: the name of a dead letter's fixer, shown beside it (four eyes on the replay).
  needs: ['lifecycle', 'tenants', 'audit', 'fraud', 'operators'],
  services: (
    { db, clock, database },
    { lifecycleRepository, engine, tenants, audit, fraudAtPartnerEvent }: Uses,
  ) => {
    const events = createPartnerEventsRepository({ database });
    const partnerEvents = createPartnerEventsService({
      db,
      clock,
      tenants,
      events,
      lifecycle: lifecycleRepository,
      engine,
      existingCustomer: fraudAtPartnerEvent,
    });
    return {
      // Hand-ins for the modules below: the engine's facts, the recipient's order date.
      referralEvents: events.eventsOf,
      orderDate: events.orderDate,
      partnerEvents,
      deadLetters: createDeadLettersService({
        db,
        clock,
        letters: createDeadLettersRepository({ db }),
        partnerEvents,
        audit,
      }),
    };
  },
  rootRoutes: ({ partnerEvents }) => [partnerEventsRoutes({ partnerEvents })],
  consoleRoutes: ({ deadLetters, operatorFourEyes, tenants }) => [
    deadLettersConsoleRoutes({ deadLetters, names: operatorFourEyes, tenants }),
  ],
});
