import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import type { DatabaseKind } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { s256 } from './agency-sso.rules.ts';
import {
  authorize,
  pointTenantAt,
  startTestIdp,
  TEST_REDIRECT_URI,
  type TestIdp,
} from './agency-sso.test-idp.ts';
import type { DevIdpClient } from './dev-idp.clients.ts';
import { loadOidcProvider } from './dev-idp.provider.ts';

/** A PKCE pair as the SPA makes it. */
export const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier) };
};

/**
 * The sign-in tests' setting, in a describe block: the app (its log captured), the partner
 * tenant's provider and a second, foreign one, each a real oidc-provider; and the SPA's calls.
 */
export function ssoHarness(kind: DatabaseKind) {
  let t: TestContext;
  let idp: TestIdp;
  let foreign: TestIdp;
  const log: string[] = [];

  beforeAll(async () => {
    // oidc-provider warns once at import that Node 20 is not its LTS line: here, before any test watches the console.
    await loadOidcProvider();
    [t, idp, foreign] = await Promise.all([
      createTestApp(kind, {}, { log: { level: 'info', lines: log } }),
      startTestIdp(),
      startTestIdp(),
    ]);
    await pointTenantAt(t, idp, idp.client);
  });
  afterAll(async () => {
    await Promise.all([t.close(), idp.close(), foreign.close()]);
  });

  const start = async (challenge: string, redirectUri = TEST_REDIRECT_URI) => {
    const res = await api(t, 'POST', '/agentur/sso/start', {
      tenant: 'partner',
      body: { RedirectUri: redirectUri, CodeChallenge: challenge },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { AuthorizationUrl: string; State: string };
  };
  const exchange = (body: { Code: string; Verifier: string; State: string }) =>
    api(t, 'PUT', '/agentur/sso', { tenant: 'partner', body });

  return {
    ctx: () => ({ t, idp, foreign, log }),
    start,
    exchange,

    /** Start, the provider's login page with the person's button, and the exchange. */
    async signIn(sub: string) {
      const { verifier, challenge } = pkce();
      const started = await start(challenge);
      const back = await authorize(started.AuthorizationUrl, sub);
      return {
        started,
        back,
        verifier,
        res: await exchange({ Code: back.code, Verifier: verifier, State: back.state }),
      };
    },

    refused(res: { statusCode: number; json(): { code: string } }) {
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('agency.sso_failed');
    },

    /** Points the tenant at a provider for one test, and back at the usual one afterwards. */
    async pointedAt(issuer: string, run: () => Promise<void>, client?: DevIdpClient) {
      await pointTenantAt(t, { issuer }, client ?? idp.client);
      try {
        await run();
      } finally {
        await pointTenantAt(t, idp, idp.client);
      }
    },
  };
}
