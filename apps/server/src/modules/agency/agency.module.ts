import { defineModule } from '../../lib/app-module.ts';
import { agencyAdminRoutes, agencyAdminServices } from './agency-admin.part.ts';
import { AGENCY_NEEDS, type AgencyBase, type AgencyUses } from './agency-base.ts';
import { agencyReportsServices } from './agency-reports.part.ts';
import { agencySessionsRoutes } from './agency-sessions.routes.ts';
import { createAgencySessionsService } from './agency-sessions.service.ts';
import { agencySsoRootRoutes, agencySsoRoutes, agencySsoServices } from './agency-sso.part.ts';
import { createAgencyUsersRepository } from './agency-users.repository.ts';

/**
 * The agency area (issue 13): agencies, their users and sessions, sign-in, reports, invitations,
 * releases. Its parts (`agency-*.part.ts`) each bring their services and routes; the reports and the
 * release, which hands an order to the engine, are built and served by the programme module (decision 050).
 */
export const agencyModule = defineModule({
  name: 'agency',
  needs: AGENCY_NEEDS,
  services: (ctx, use: AgencyUses) => {
    const agencyUsers = createAgencyUsersRepository();
    const base: AgencyBase = {
      agencyUsers,
      agencySessions: createAgencySessionsService({ db: ctx.db, clock: ctx.clock, users: agencyUsers }),
    };
    return {
      agencySessions: base.agencySessions,
      ...agencySsoServices(ctx, use, base),
      ...agencyReportsServices(ctx, use, base),
      ...agencyAdminServices(ctx, use, base),
    };
  },
  tenantRoutes: (services) => [
    agencySessionsRoutes(services),
    ...agencySsoRoutes(services),
    ...agencyAdminRoutes(services),
  ],
  rootRoutes: (services, ctx) => [...agencySsoRootRoutes(services, ctx)],
});
