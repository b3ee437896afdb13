import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AgentRecords } from '../agents/agents.api.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import type { AgencyEmployeesRepository } from './agency-employees.repository.ts';
import type { AgencyPrincipal } from './agency-sessions.service.ts';
import type { AgencyUsersRepository } from './agency-users.repository.ts';

interface Deps {
  db: Db;
  agents: AgentRecords;
  employees: AgencyEmployeesRepository;
  agencyUsers: AgencyUsersRepository;
}

/**
 * The owner's tab Mitarbeiter: the agency's agents, deactivated and reactivated. A deactivated
 * agent can no longer be named on a new recommendation (the agents module counts only active
 * ones), and whoever signs in to the agency area as that agent is signed out and kept out.
 */
export function createAgencyEmployeesService({ db, agents, employees, agencyUsers }: Deps) {
  return {
    list: (tenant: Tenant, principal: AgencyPrincipal) =>
      employees.list(db, { tenantId: tenant.id, agencyId: principal.agency.id }),

    async setActive(tenant: Tenant, principal: AgencyPrincipal, agentNumber: string, active: boolean) {
      const own = { tenantId: tenant.id, agencyId: principal.agency.id, agentNumber };
      if (!(await employees.isOwn(db, own))) throw new AppError('common.not_found');
      if (!active && principal.user.agentNumber === agentNumber)
        throw new AppError('agency.self_deactivation');
      return db.transaction(async (tx) => {
        await agents.setActive(tx, tenant.id, agentNumber, active);
        const users = await employees.setUsersActive(tx, { ...own, active });
        if (!active) for (const id of users) await agencyUsers.removeSessionsOf(tx, id);
        return (await employees.list(tx, own))[0]!;
      });
    },
  };
}

export type AgencyEmployeesService = ReturnType<typeof createAgencyEmployeesService>;
