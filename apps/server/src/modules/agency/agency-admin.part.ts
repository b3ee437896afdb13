import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/app-module.ts';
import type { ReferralsService } from '../referrals/referrals.api.ts';
import type { AgencyBase, AgencyUses } from './agency-base.ts';
import { createCreditNoteIssue } from './agency-credit-note-issue.ts';
import { createAgencyCreditNotesRepository } from './agency-credit-notes.repository.ts';
import { createEmployeeRecommendService } from './agency-employee-recommend.ts';
import { createAgencyEmployeesRepository } from './agency-employees.repository.ts';
import { agencyEmployeesRoutes } from './agency-employees.routes.ts';
import { createAgencyEmployeesService } from './agency-employees.service.ts';
import { createAgencyInvitationsRepository } from './agency-invitations.repository.ts';
import { agencyInvitationsRoutes } from './agency-invitations.routes.ts';
import { createAgencyInvitationsService } from './agency-invitations.service.ts';
import { agencyMasterDataRoutes, createAgencyMasterDataService } from './agency-master-data.ts';
import { createAgencyRewardPlansRepository } from './agency-reward-plans.repository.ts';
import { agencyRewardPlansRoutes } from './agency-reward-plans.routes.ts';
import { createAgencyRewardPlansService } from './agency-reward-plans.service.ts';
import { createAgencyStatementsRepository } from './agency-statements.repository.ts';
import { agencyStatementsRoutes, createAgencyStatementsService } from './agency-statements.ts';

/**
 * The agency's own data: invitations (PUT Einladung, GET Einladung/daten, and the invited person's
 * POST Einladung/pruefen and /annehmen), employees (Mitarbeiter), master data (Stammdaten), reward
 * plans (Praemienplan) and monthly statements (Rechnungen). The agency variables
 * (`content/agenturvariables`) are the content module's, beside its other variables.
 * One part of the agency module (agency.module.ts): its services, built from the module's base,
 * and its routes.
 */
export function agencyAdminServices(ctx: ModuleContext, use: AgencyUses, base: AgencyBase) {
  const { db, clock, config } = ctx;
  const invitations = createAgencyInvitationsRepository();
  const statements = createAgencyStatementsRepository();
  const creditNotes = createAgencyCreditNotesRepository();
  return {
    agencyInvitations: createAgencyInvitationsService({
      db,
      clock,
      config,
      captcha: use.captcha,
      outbox: use.outbox,
      agents: use.agentRecords,
      accounts: use.accounts,
      invitations,
    }),
    /**
     * An employee's recommendation on the given referrals service: creating runs the fraud checks,
     * a module above, so the programme module builds this and serves its route (decision 050).
     */
    employeeRecommendWith: (referrals: Pick<ReferralsService, 'create'>) =>
      createEmployeeRecommendService({ db, config, invitations, agents: use.agentRecords, referrals }),
    agencyEmployees: createAgencyEmployeesService({
      db,
      agents: use.agentRecords,
      employees: createAgencyEmployeesRepository(),
      agencyUsers: base.agencyUsers,
    }),
    agencyMasterData: createAgencyMasterDataService({ db, clock }),
    agencyRewardPlans: createAgencyRewardPlansService({
      db,
      clock,
      plans: createAgencyRewardPlansRepository(),
    }),
    agencyStatements: createAgencyStatementsService({
      db,
      clock,
      statements,
      creditNotes,
      issue: createCreditNoteIssue({ db, clock, audit: use.audit, statements, creditNotes }),
    }),
  };
}

export type AgencyAdminServices = ReturnType<typeof agencyAdminServices>;

export function agencyAdminRoutes(
  services: Pick<AgencyBase, 'agencySessions'> & AgencyAdminServices,
): FastifyPluginAsyncZod[] {
  return [
    agencyInvitationsRoutes(services),
    agencyEmployeesRoutes(services),
    agencyMasterDataRoutes(services),
    agencyRewardPlansRoutes(services),
    agencyStatementsRoutes(services),
  ];
}
