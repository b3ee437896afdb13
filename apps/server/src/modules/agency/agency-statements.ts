import { statementSchema } from '@kwk/shared/agency/agency-admin.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { bearerSecurity, errorResponses, tenantParams } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenant-cache.ts';
import type { AgencyPrincipal } from './agency-sessions.service.ts';
import { statementPdf } from './agency-statement-pdf.ts';
import type { AgencyStatementsRepository } from './agency-statements.repository.ts';

/**
 * Monthly commission statements (tab Rechnungen): each month with released orders of the agency's
 * agents, the agency's commission per released order (`provision_cent`) times their number.
 */
export function createAgencyStatementsService(deps: {
  db: Db;
  clock: Clock;
  statements: AgencyStatementsRepository;
}) {
  const { db, clock, statements } = deps;
  return {
    async list(tenant: Tenant, principal: AgencyPrincipal) {
      const { provisionCent } = principal.agency;
      return (await statements.months(db, tenant.id, principal.agency.id)).map((m) => ({
        Monat: m.month,
        Auftraege: m.orders,
        BetragCent: m.orders * provisionCent,
      }));
    },

    /** The month's statement as a PDF; a month without released orders has none (404). */
    async pdf(tenant: Tenant, principal: AgencyPrincipal, month: string): Promise<Buffer> {
      const { agency } = principal;
      const lines = await statements.lines(db, { tenantId: tenant.id, agencyId: agency.id, month });
      if (lines.length === 0) throw new AppError('common.not_found');
      return statementPdf({
        programme: tenant.mandant.Brand.Name,
        agency: {
          Name: agency.name,
          Strasse: agency.strasse,
          Plz: agency.plz,
          Ort: agency.ort,
          Email: agency.email,
          Telefon: agency.telefon,
          UstId: agency.ustId,
        },
        month,
        provisionCent: agency.provisionCent,
        createdAt: clock.now(),
        lines: lines.map((l) => ({
          empfehlungsnummer: l.empfehlungsnummer,
          agent: [l.agentNumber, l.agentName].filter(Boolean).join(' '),
          product: l.product ?? '',
          releasedOn: l.releasedAt,
          amountCent: agency.provisionCent,
        })),
      });
    },
  };
}

export type AgencyStatementsService = ReturnType<typeof createAgencyStatementsService>;

const errors = errorResponses(400, 401, 403, 404, 429);
const tags = ['agency'];
const security = bearerSecurity;
/** A month of the statements, 2000-01 to 2999-12. */
const monthSchema = z.string().regex(/^2\d{3}-(0[1-9]|1[0-2])$/, 'Monat ist nicht gültig');

/** `GET agentur/rechnungen` and `GET agentur/rechnungen/{Monat}.pdf` (ability Rechnungen). */
export function agencyStatementsRoutes({
  agencyStatements,
}: {
  agencyStatements: AgencyStatementsService;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/agentur/rechnungen',
      {
        config: { auth: { agency: 'Rechnungen' } },
        schema: {
          tags,
          security,
          summary: 'One commission statement per month with released orders, newest first',
          params: tenantParams,
          response: { 200: z.array(statementSchema), ...errors },
        },
      },
      async (request) => agencyStatements.list(request.tenant, request.agency),
    );

    app.get(
      '/agentur/rechnungen/:Monat.pdf',
      {
        config: { auth: { agency: 'Rechnungen' } },
        schema: {
          tags,
          security,
          summary: "A month's commission statement as a PDF (download)",
          params: tenantParams.extend({ Monat: monthSchema }),
          response: { 200: z.any().describe('The statement (application/pdf)'), ...errors },
        },
      },
      async (request, reply) => {
        const { Monat } = request.params;
        const pdf = await agencyStatements.pdf(request.tenant, request.agency, Monat);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="Provisionsabrechnung-${Monat}.pdf"`)
          .header('cache-control', 'private, no-store')
          .send(pdf);
      },
    );
  };
}
