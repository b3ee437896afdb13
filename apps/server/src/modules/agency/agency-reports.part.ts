import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/app-module.ts';
import type { AgencyBase, AgencyUses } from './agency-base.ts';

/**
 * The reports (einladungen, empfehlungen, leads, auftraege, praemien) with paging, sorting, filters and CSV/XLSX export; order release; dashboard and statistics.
 * One part of the agency module (agency.module.ts): its services, built from the module's base,
 * and its routes.
 */
export function agencyReportsServices(_ctx: ModuleContext, _use: AgencyUses, _base: AgencyBase) {
  return {};
}

export type AgencyReportsServices = ReturnType<typeof agencyReportsServices>;

export function agencyReportsRoutes(_services: AgencyBase & AgencyReportsServices): FastifyPluginAsyncZod[] {
  return [];
}
