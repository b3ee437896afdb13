import * as oidc from 'openid-client';
import type { Clock } from '../../clock.ts';
import { AGENCY_SSO_SCOPE } from './agency-sso.rules.ts';

/** What the client needs of a tenant's provider row, its secret already opened. */
export interface ProviderSettings {
  tenantId: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Changes whenever the row is written (its update time and freshly sealed secret). */
  version: string;
}

/** A discovery is kept this long at most, so a provider's changed endpoints are seen within the hour. */
const DISCOVERY_MAX_AGE_MS = 60 * 60_000;
/** A provider that does not answer within this is a failed sign-in, not a hanging request. */
const PROVIDER_TIMEOUT_S = 10;

interface Discovered {
  /** The row it was discovered for: any change to the row discovers anew. */
  key: string;
  at: number;
  metadata: oidc.ServerMetadata;
  jwks?: oidc.ExportedJWKSCache | undefined;
}

/**
 * The relying party of the agency sign-in, with openid-client 6: one discovery per tenant (kept
 * until its row changes), a Configuration per call (cheap) carrying the app clock's skew, so the
 * ID token's times are judged by the clock the rest of the app uses.
 */
export function createAgencySsoClient(deps: { clock: Clock; allowHttp: boolean }) {
  const { clock, allowHttp } = deps;
  const discovered = new Map<string, Discovered>();
  const keyOf = (p: ProviderSettings) => `${p.issuer}\n${p.clientId}\n${p.version}`;

  async function configuration(p: ProviderSettings) {
    let found = discovered.get(p.tenantId);
    if (!found || found.key !== keyOf(p) || Date.now() - found.at > DISCOVERY_MAX_AGE_MS) {
      const fresh = await oidc.discovery(new URL(p.issuer), p.clientId, undefined, undefined, {
        timeout: PROVIDER_TIMEOUT_S,
        ...(allowHttp ? { execute: [oidc.allowInsecureRequests] } : {}),
      });
      found = { key: keyOf(p), at: Date.now(), metadata: fresh.serverMetadata() };
      discovered.set(p.tenantId, found);
    }
    const config = new oidc.Configuration(
      found.metadata,
      p.clientId,
      {
        client_secret: p.clientSecret,
        [oidc.clockSkew]: Math.round((clock.now().getTime() - Date.now()) / 1000),
      },
      oidc.ClientSecretBasic(p.clientSecret),
    );
    config.timeout = PROVIDER_TIMEOUT_S;
    if (allowHttp) oidc.allowInsecureRequests(config);
    if (found.jwks) oidc.setJwksCache(config, found.jwks);
    const entry = found;
    return {
      config,
      metadata: found.metadata,
      /** Keeps the provider's keys fetched during the call for the next one. */
      keepKeys: () => {
        entry.jwks = oidc.getJwksCache(config) ?? entry.jwks;
      },
    };
  }

  return {
    /** Forgets a tenant's discovery (the row was changed in this process). */
    forget: (tenantId: string) => discovered.delete(tenantId),

    /** The provider's authorization endpoint with the request's parameters (spec §6 scope). */
    async authorizationUrl(
      p: ProviderSettings,
      request: { redirectUri: string; state: string; nonce: string; codeChallenge: string; lang: string },
    ): Promise<string> {
      const { config } = await configuration(p);
      return oidc.buildAuthorizationUrl(config, {
        response_type: 'code',
        redirect_uri: request.redirectUri,
        scope: AGENCY_SSO_SCOPE,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
        // The provider's login page in the visitor's language, where it offers it (OIDC Core §3.1.2.1).
        ui_locales: request.lang,
      }).href;
    },

    /**
     * Exchanges the code at the provider. openid-client checks the ID token's issuer, audience,
     * signature, expiry and nonce, the state, and sends the verifier; the answer is the ID token's
     * claims, with the userinfo's where the ID token lacks the agency's (some providers put
     * scope claims only there).
     */
    async exchange(
      p: ProviderSettings,
      request: {
        redirectUri: string;
        code: string;
        state: string;
        nonce: string;
        verifier: string;
        roleClaim: string;
      },
    ): Promise<Record<string, unknown> & { iss: string; sub: string }> {
      const { config, metadata, keepKeys } = await configuration(p);
      const callback = new URL(request.redirectUri);
      callback.searchParams.set('code', request.code);
      callback.searchParams.set('state', request.state);
      // RFC 9207: the SPA does not forward `iss`; the state binds the return to this tenant's
      // provider, which is the issuer openid-client then expects in the ID token.
      if (metadata.authorization_response_iss_parameter_supported)
        callback.searchParams.set('iss', metadata.issuer);
      const tokens = await oidc.authorizationCodeGrant(config, callback, {
        pkceCodeVerifier: request.verifier,
        expectedState: request.state,
        expectedNonce: request.nonce,
        idTokenExpected: true,
      });
      keepKeys();
      const claims = tokens.claims();
      if (!claims) throw new Error('the provider answered without an ID token');
      const lacking = claims.department === undefined || claims[request.roleClaim] === undefined;
      if (lacking && metadata.userinfo_endpoint && tokens.access_token) {
        const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, claims.sub);
        return { ...userinfo, ...claims };
      }
      return claims;
    },
  };
}

export type AgencySsoClient = ReturnType<typeof createAgencySsoClient>;
