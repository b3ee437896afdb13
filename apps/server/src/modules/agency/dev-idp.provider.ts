import { generateKeyPairSync, randomBytes } from 'node:crypto';
import type { Configuration, default as Provider } from 'oidc-provider';
import { escapeHtml } from '../../lib/escape-html.ts';
import { type DevIdpClient, devIdpInteractionPath } from './dev-idp.clients.ts';
import { memoryStore } from './dev-idp.store.ts';

export interface DevIdpOptions {
  issuer: string;
  clients: DevIdpClient[];
  /** Scope claims in the userinfo answer only (the OpenID Connect default), not in the ID token. */
  conformIdTokenClaims?: boolean;
}

const SCOPES = ['openid', 'department', 'az_basic'];

const NODE_20_WARNING = 'oidc-provider WARNING: Unsupported runtime.';

/**
 * oidc-provider, loaded only where a development provider runs (production never loads it). At
 * its first import it warns on the console that Node 20 is not its LTS line; STACK.md records that
 * it works here, so that one known line is dropped while it loads (any other warning passes).
 */
export async function loadOidcProvider() {
  const warn = console.warn;
  console.warn = (...args: unknown[]) => {
    if (typeof args[0] === 'string' && args[0].includes(NODE_20_WARNING)) return;
    warn.apply(console, args);
  };
  try {
    return await import('oidc-provider');
  } finally {
    console.warn = warn;
  }
}

/**
 * A development OpenID provider (oidc-provider 9) for the agency sign-in: code flow with PKCE
 * (S256) only, confidential clients, the claims `department`, `roles` and `name` in the ID token.
 * The person is chosen on every sign-in (so a developer can switch roles), and the first-party
 * clients need no consent screen.
 */
export async function createDevIdentityProvider(options: DevIdpOptions): Promise<Provider> {
  const { default: OidcProvider, interactionPolicy } = await loadOidcProvider();
  const users = new Map(options.clients.flatMap((c) => c.users.map((u) => [u.sub, u] as const)));
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = {
    ...privateKey.export({ format: 'jwk' }),
    kid: randomBytes(8).toString('hex'),
    alg: 'ES256',
    use: 'sig',
  };

  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check('choose_demo_person', 'a demo person is chosen on every sign-in', (ctx) =>
        ctx.oidc.result?.login
          ? interactionPolicy.Check.NO_NEED_TO_PROMPT
          : interactionPolicy.Check.REQUEST_PROMPT,
      ),
    );

  const configuration: Configuration = {
    clients: options.clients.map((c) => ({
      client_id: c.clientId,
      client_secret: c.clientSecret,
      redirect_uris: c.redirectUris,
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    })),
    adapter: memoryStore(),
    jwks: { keys: [jwk] },
    // Only the portal's server calls the provider's endpoints (discovery, token, keys); no browser script does.
    clientBasedCORS: () => false,
    cookies: { keys: [randomBytes(32).toString('base64url')] },
    scopes: SCOPES,
    claims: { openid: ['sub'], department: ['department'], az_basic: ['name', 'roles'] },
    // The agency claims travel in the ID token, where the portal reads them first.
    conformIdTokenClaims: options.conformIdTokenClaims ?? false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    ttl: {
      IdToken: 3600,
      AccessToken: 600,
      AuthorizationCode: 60,
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
    },
    interactions: { policy, url: (_ctx, interaction) => devIdpInteractionPath(interaction.uid) },
    // First-party clients: the grant is given without a consent screen.
    async loadExistingGrant(ctx) {
      const { oidc } = ctx;
      const accountId = oidc.session?.accountId;
      if (!oidc.client || !accountId) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(oidc.client.clientId);
      if (grantId) {
        const existing = await oidc.provider.Grant.find(grantId);
        if (existing) return existing;
      }
      const grant = new oidc.provider.Grant({ clientId: oidc.client.clientId, accountId });
      grant.addOIDCScope(SCOPES.join(' '));
      grant.addOIDCClaims(['department', 'roles', 'name']);
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, sub) {
      const user = users.get(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims: async () => ({ sub, name: user.name, department: user.department, roles: user.roles }),
      };
    },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = errorPage(String(out.error), String(out.error_description ?? ''));
    },
  };
  return new OidcProvider(options.issuer, configuration);
}

function errorPage(error: string, description: string): string {
  const text = escapeHtml;
  return `<!doctype html><html lang="de"><head><meta charset="utf-8"><title>Anmeldung fehlgeschlagen (Entwicklung)</title></head><body><main><h1>Anmeldung fehlgeschlagen</h1><p>${text(error)}: ${text(description)}</p></main></body></html>`;
}
