import { defineModule } from '../../lib/app-module.ts';
import { agencySessionsRoutes } from './agency-sessions.routes.ts';
import { createAgencySessionsService } from './agency-sessions.service.ts';
import { createAgencyUsersRepository } from './agency-users.repository.ts';

/** The agency area (issue 13): agencies, their users and sessions, reports, invitations, releases. */
export const agencyModule = defineModule({
  name: 'agency',
  needs: [],
  services: ({ db, clock }) => {
    const agencyUsers = createAgencyUsersRepository();
    return {
      agencyUsers,
      agencySessions: createAgencySessionsService({ db, clock, users: agencyUsers }),
    };
  },
  tenantRoutes: ({ agencySessions }) => [agencySessionsRoutes({ agencySessions })],
});
