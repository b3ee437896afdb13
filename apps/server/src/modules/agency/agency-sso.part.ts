import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../lib/app-module.ts';
import type { AgencyBase, AgencyUses } from './agency-base.ts';
import { createAgencySsoClient } from './agency-sso.client.ts';
import { createAgencySsoRepository } from './agency-sso.repository.ts';
import { agencySsoRoutes as ssoRoutes } from './agency-sso.routes.ts';
import { createAgencySsoService } from './agency-sso.service.ts';
import { devIdpPortalRoutes, noDevIdpRoutes } from './dev-idp.portal.ts';

/**
 * Sign-in with the tenant's identity provider (PUT /agentur/sso, code + PKCE) and, in development, the built-in OpenID provider at /dev/idp.
 * One part of the agency module (agency.module.ts): its services, built from the module's base,
 * and its routes.
 */
export function agencySsoServices(ctx: ModuleContext, _use: AgencyUses, base: AgencyBase) {
  const agencySsoRepository = createAgencySsoRepository();
  // openid-client refuses http issuers unless told; only production insists on https.
  const agencySsoClient = createAgencySsoClient({ clock: ctx.clock, allowHttp: !ctx.config.isProduction });
  return {
    agencySsoClient,
    agencySso: createAgencySsoService({
      db: ctx.db,
      clock: ctx.clock,
      appSecret: ctx.config.appSecret,
      repository: agencySsoRepository,
      client: agencySsoClient,
      users: base.agencyUsers,
      sessions: base.agencySessions,
    }),
  };
}

export type AgencySsoServices = ReturnType<typeof agencySsoServices>;

export function agencySsoRoutes(
  services: Pick<AgencyBase, 'agencySessions'> & AgencySsoServices,
): FastifyPluginAsyncZod[] {
  return [ssoRoutes(services)];
}

/** At the root: the development identity provider at /dev/idp (404 anywhere but a development deployment). */
export function agencySsoRootRoutes(
  services: AgencySsoServices & Pick<AgencyUses, 'tenants'>,
  ctx: ModuleContext,
): FastifyPluginAsyncZod[] {
  if (!ctx.config.isDevelopment) return [noDevIdpRoutes];
  return [
    devIdpPortalRoutes({
      db: ctx.db,
      tenants: services.tenants,
      repository: createAgencySsoRepository(),
      appSecret: ctx.config.appSecret,
      publicUrl: ctx.config.publicUrl,
    }),
  ];
}
