import {
  type MasterData,
  masterDataFormSchema,
  masterDataSchema,
} from '@kwk/shared/agency/agency-admin.schemas';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { signedInDocs, tenantParams } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { agencies } from './agency.table.ts';
import type { AgencyPrincipal } from './agency-sessions.service.ts';
import type { AgencyRow } from './agency-users.repository.ts';

const toMasterData = (a: AgencyRow): MasterData => ({
  Name: a.name,
  Strasse: a.strasse,
  Plz: a.plz,
  Ort: a.ort,
  Land: a.land,
  Email: a.email,
  Telefon: a.telefon,
  UstId: a.ustId,
});

/** The agency's master data (tab Stammdaten): what its statements and invitations name it by. */
export function createAgencyMasterDataService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** As of the request: the principal's agency row was read with the session. */
    get: (principal: AgencyPrincipal) => toMasterData(principal.agency),

    async update(tenant: Tenant, principal: AgencyPrincipal, data: MasterData): Promise<MasterData> {
      const [row] = await db
        .update(agencies)
        .set({
          name: data.Name,
          strasse: data.Strasse,
          plz: data.Plz,
          ort: data.Ort,
          land: data.Land,
          email: data.Email,
          telefon: data.Telefon,
          ustId: data.UstId,
          updatedAt: clock.now(),
        })
        .where(and(eq(agencies.tenantId, tenant.id), eq(agencies.id, principal.agency.id)))
        .returning();
      if (!row) throw new AppError('common.not_found');
      return toMasterData(row);
    },
  };
}

export type AgencyMasterDataService = ReturnType<typeof createAgencyMasterDataService>;

const { tags, security, errors } = signedInDocs('agency', 400, 401, 403, 404, 429);

/** `GET`/`PUT agentur/stammdaten` (ability Stammdaten). */
export function agencyMasterDataRoutes({
  agencyMasterData,
}: {
  agencyMasterData: AgencyMasterDataService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/agentur/stammdaten',
      {
        config: { auth: { agency: 'Stammdaten' } },
        schema: {
          tags,
          security,
          summary: "The agency's master data",
          params: tenantParams,
          response: { 200: masterDataSchema, ...errors },
        },
      },
      async (request) => agencyMasterData.get(request.agency),
    );

    app.put(
      '/agentur/stammdaten',
      {
        config: {
          auth: { agency: 'Stammdaten' },
          // The e-mail checked, the country one of the list and the PLZ as its country writes it,
          // with the messages in the request's language.
          bodySchema: (_tenant, lang) => masterDataFormSchema(lang),
        },
        schema: {
          tags,
          security,
          summary: "Changes the agency's master data",
          params: tenantParams,
          body: masterDataSchema,
          response: { 200: masterDataSchema, ...errors },
        },
      },
      async (request) => agencyMasterData.update(request.tenant, request.agency, request.body),
    );
  };
}
