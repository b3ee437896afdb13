import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/app-module.ts';
import type { AgencyBase, AgencyUses } from './agency-base.ts';

/**
 * Invitations (PUT Einladung, GET Einladung/daten), employees (Mitarbeiter), master data (Stammdaten), reward plans (Praemienplan), monthly statements (Rechnungen), agency variables.
 * One part of the agency module (agency.module.ts): its services, built from the module's base,
 * and its routes.
 */
export function agencyAdminServices(_ctx: ModuleContext, _use: AgencyUses, _base: AgencyBase) {
  return {};
}

export type AgencyAdminServices = ReturnType<typeof agencyAdminServices>;

export function agencyAdminRoutes(_services: AgencyBase & AgencyAdminServices): FastifyPluginAsyncZod[] {
  return [];
}
