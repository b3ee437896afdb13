import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { lifecycleModule } from '../lifecycle/lifecycle.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { createPartnerEventsRepository } from './partner-events.repository.ts';
import { partnerEventsRoutes } from './partner-events.routes.ts';
import { createPartnerEventsService } from './partner-events.service.ts';

type Uses = Pick<ProvidedBy<typeof lifecycleModule>, 'lifecycleRepository' | 'engine'> &
  ProvidedBy<typeof tenantsModule>;

/** The partners' events (the engine's facts), the partner API and the dead letters. */
export const partnerEventsModule = defineModule({
  name: 'partner-events',
  needs: ['lifecycle', 'tenants'],
  services: ({ db, clock, database }, { lifecycleRepository, engine, tenants }: Uses) => {
    const events = createPartnerEventsRepository({ database });
    return {
      // Hand-ins for the modules below: the engine's facts, the recipient's order date.
      referralEvents: events.eventsOf,
      orderDate: events.orderDate,
      partnerEvents: createPartnerEventsService({
        db,
        clock,
        tenants,
        events,
        lifecycle: lifecycleRepository,
        engine,
      }),
    };
  },
  rootRoutes: ({ partnerEvents }) => [partnerEventsRoutes({ partnerEvents })],
});
