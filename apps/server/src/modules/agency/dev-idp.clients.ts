import type { Tenant } from '../tenants/tenants.api.ts';
import { DEV_IDP_USERS, type DevIdpUser } from './dev-idp-users.ts';

/** Where the provider is mounted on the portal; its issuer is `${PUBLIC_URL}${DEV_IDP_PATH}`. */
export const DEV_IDP_PATH = '/dev/idp';
export const devIdpInteractionPath = (uid: string) => `${DEV_IDP_PATH}/interaction/${uid}`;

/** The SPA's page the provider sends the browser back to (the web app's sign-in callback). */
export const AGENCY_CALLBACK_PATH = '/agentur/anmelden';

/** One registered client of the provider: a tenant's portal, with its demo people. */
export interface DevIdpClient {
  tenantId: string;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  users: DevIdpUser[];
}

export const devIdpClientId = (tenantKey: string) => `kwk-${tenantKey}-dev`;

/**
 * The clients of a development deployment: one per tenant with the agency area, sending the
 * browser back to the tenant's hosts and to localhost, on the portal's scheme and port.
 */
export function devIdpClients(
  tenants: readonly Tenant[],
  publicUrl: string,
  secretOf: (key: string) => string,
) {
  const base = new URL(publicUrl);
  const port = base.port ? `:${base.port}` : '';
  return tenants
    .filter((tenant) => tenant.mandant.Modules.ModuleAgenturbereich)
    .map(
      (tenant): DevIdpClient => ({
        tenantId: tenant.id,
        clientId: devIdpClientId(tenant.key),
        clientSecret: secretOf(tenant.key),
        redirectUris: [...new Set([...tenant.hosts, 'localhost'])].map(
          (host) => `${base.protocol}//${host}${port}${AGENCY_CALLBACK_PATH}`,
        ),
        users: DEV_IDP_USERS[tenant.key] ?? [],
      }),
    );
}
