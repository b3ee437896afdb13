import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/app-module.ts';
import type { AgencyBase, AgencyUses } from './agency-base.ts';
import { createAgencyInvitationsRepository } from './agency-invitations.repository.ts';
import { agencyInvitationsRoutes } from './agency-invitations.routes.ts';
import { createAgencyInvitationsService } from './agency-invitations.service.ts';

/**
 * Invitations (PUT Einladung, GET Einladung/daten), employees (Mitarbeiter), master data (Stammdaten), reward plans (Praemienplan), monthly statements (Rechnungen), agency variables.
 * One part of the agency module (agency.module.ts): its services, built from the module's base,
 * and its routes.
 */
export function agencyAdminServices(ctx: ModuleContext, use: AgencyUses, _base: AgencyBase) {
  const { db, clock, config } = ctx;
  return {
    agencyInvitations: createAgencyInvitationsService({
      db,
      clock,
      config,
      captcha: use.captcha,
      outbox: use.outbox,
      agents: use.agentsRepository,
      accounts: use.accounts,
      invitations: createAgencyInvitationsRepository(),
    }),
  };
}

export type AgencyAdminServices = ReturnType<typeof agencyAdminServices>;

export function agencyAdminRoutes(services: AgencyBase & AgencyAdminServices): FastifyPluginAsyncZod[] {
  return [agencyInvitationsRoutes(services)];
}
