import { employeeActiveBodySchema, employeeSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import type { AgencyEmployeesService } from './agency-employees.service.ts';

const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 409, 429);

/** The owner's tab Mitarbeiter (spec §2, ability Mitarbeiter). */
export function agencyEmployeesRoutes({
  agencyEmployees,
}: {
  agencyEmployees: AgencyEmployeesService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/agentur/mitarbeiter',
      {
        config: { auth: { agency: 'Mitarbeiter' } },
        schema: {
          tags,
          security,
          summary: "The agency's agents, active or not, with their number of recommendations",
          params: tenantParams,
          response: { 200: z.array(employeeSchema), ...errors },
        },
      },
      async (request) => agencyEmployees.list(request.tenant, request.agency),
    );

    app.put(
      '/agentur/mitarbeiter/:Agentennummer/aktiv',
      {
        config: { auth: { agency: 'Mitarbeiter' } },
        schema: {
          tags,
          security,
          summary:
            'Deactivates or reactivates an agent of the agency: no new recommendations through them, and their agency sign-in ends',
          params: tenantParams.extend({ Agentennummer: z.string().min(1).max(50) }),
          body: employeeActiveBodySchema,
          response: { 200: employeeSchema, ...errors },
        },
      },
      async (request) =>
        agencyEmployees.setActive(
          request.tenant,
          request.agency,
          request.params.Agentennummer,
          request.body.Aktiv,
        ),
    );
  };
}
