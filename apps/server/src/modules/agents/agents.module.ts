import { defineModule } from '../../lib/app-module.ts';
import { createAgentsRepository } from './agents.repository.ts';
import { agentsRoutes } from './agents.routes.ts';
import { createAgentsService } from './agents.service.ts';

/** The sales agents a recommendation may name. */
export const agentsModule = defineModule({
  name: 'agents',
  needs: [],
  services: ({ db }) => {
    const agentsRepository = createAgentsRepository({ db });
    return { agentsRepository, agents: createAgentsService({ agents: agentsRepository }) };
  },
  tenantRoutes: ({ agents }) => [agentsRoutes({ agents })],
});
