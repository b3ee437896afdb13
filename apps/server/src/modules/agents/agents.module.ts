import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import { facet } from '../../lib/facet.ts';
import type { auditModule } from '../audit/audit.module.ts';
import type { tenantsModule } from '../tenants/tenants.module.ts';
import { AGENT_RECORDS, createAgentsRepository } from './agents.repository.ts';
import { agentsRoutes } from './agents.routes.ts';
import { createAgentsService } from './agents.service.ts';
import { agentsConsoleRoutes } from './agents-console.routes.ts';
import { createAgentsConsole } from './agents-console.service.ts';

type AgentsUses = ProvidedBy<typeof auditModule> & ProvidedBy<typeof tenantsModule>;

/** The sales agents a recommendation may name; their console with photos (issue 14). */
export const agentsModule = defineModule({
  name: 'agents',
  needs: ['audit', 'tenants'],
  services: ({ db }, { audit, tenants }: AgentsUses) => {
    const agentsRepository = createAgentsRepository({ db });
    return {
      agentRecords: facet(agentsRepository, AGENT_RECORDS),
      agents: createAgentsService({ agents: agentsRepository }),
      agentsConsole: createAgentsConsole({ db, agents: agentsRepository, tenants, audit }),
    };
  },
  tenantRoutes: ({ agents }) => [agentsRoutes({ agents })],
  consoleRoutes: ({ agentsConsole }) => [agentsConsoleRoutes({ agentsConsole })],
});
