import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/app-module.ts';
import type { AgencyBase, AgencyUses } from './agency-base.ts';

/**
 * Sign-in with the tenant's identity provider (PUT /agentur/sso, code + PKCE) and, in development, the built-in OpenID provider at /dev/idp.
 * One part of the agency module (agency.module.ts): its services, built from the module's base,
 * and its routes.
 */
export function agencySsoServices(_ctx: ModuleContext, _use: AgencyUses, _base: AgencyBase) {
  return {};
}

export type AgencySsoServices = ReturnType<typeof agencySsoServices>;

export function agencySsoRoutes(_services: AgencyBase & AgencySsoServices): FastifyPluginAsyncZod[] {
  return [];
}
