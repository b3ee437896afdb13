import { randomBytes } from 'node:crypto';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type Provider from 'oidc-provider';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { AgencySsoRepository } from './agency-sso.repository.ts';
import { AGENCY_IDP_SECRET_PURPOSE } from './agency-sso.service.ts';
import { DEV_IDP_PATH, type DevIdpClient, devIdpClients } from './dev-idp.clients.ts';
import { createDevIdentityProvider, loadOidcProvider } from './dev-idp.provider.ts';
import { devIdpRoutes } from './dev-idp.routes.ts';

/**
 * The portal's development identity provider (development deployment only): at start every tenant
 * with the agency area gets a client with a fresh secret, and its `agency_identity_providers` row
 * points at `${PUBLIC_URL}/dev/idp`, so the agency sign-in works on `npm start` without any setup.
 */
export function devIdpPortalRoutes(deps: {
  db: Db;
  tenants: TenantCache;
  repository: AgencySsoRepository;
  appSecret: string;
  publicUrl: string;
}): FastifyPluginAsyncZod {
  const issuer = `${deps.publicUrl}${DEV_IDP_PATH}`;
  const box = createSecretBox(deps.appSecret, AGENCY_IDP_SECRET_PURPOSE);
  let clients: DevIdpClient[] = [];
  let provider: Promise<Provider> | undefined;

  return async (app) => {
    app.addHook('onReady', async () => {
      await loadOidcProvider();
      clients = devIdpClients(await deps.tenants.all(), deps.publicUrl, () =>
        randomBytes(32).toString('base64url'),
      );
      for (const client of clients)
        await deps.repository.saveProvider(deps.db, {
          tenantId: client.tenantId,
          issuer,
          clientId: client.clientId,
          clientSecretEncrypted: box.seal(client.clientSecret),
          redirectUris: client.redirectUris,
          roleClaim: 'roles',
          updatedAt: new Date(),
        });
    });
    await app.register(
      devIdpRoutes({
        provider: () => {
          provider ??= createDevIdentityProvider({ issuer, clients });
          return provider;
        },
        clients: () => clients,
      }),
    );
  };
}

/** Elsewhere than in development /dev/idp is answered 404 here, or the SPA would serve it as a page. */
export const noDevIdpRoutes: FastifyPluginAsyncZod = async (app) => {
  // Whatever body is sent: the answer is that there is no such thing here (not 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, _payload, done) => done(null));
  const schema = { hide: true, response: { 404: apiErrorSchema } };
  app.all(DEV_IDP_PATH, { schema }, async () => {
    throw new AppError('common.not_found');
  });
  app.all(`${DEV_IDP_PATH}/*`, { schema: { ...schema, params: z.object({ '*': z.string() }) } }, async () => {
    throw new AppError('common.not_found');
  });
};
