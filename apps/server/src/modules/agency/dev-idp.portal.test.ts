import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { s256 } from './agency-sso.rules.ts';
import { authorize } from './agency-sso.test-idp.ts';
import { loadOidcProvider } from './dev-idp.provider.ts';

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

// One database kind: what is tested is the mount on the portal; the exchange runs on both kinds in agency-sso.test.ts.
describe('the development identity provider on the portal itself', () => {
  let t: TestContext;
  let origin: string;
  beforeAll(async () => {
    await loadOidcProvider();
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    t = await createTestApp('pglite', { PUBLIC_URL: origin });
    await t.app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(() => t.close());

  it('points the partner tenant at /dev/idp with a client per tenant with the agency area', async () => {
    const rows = await t.database.query<{
      key: string;
      issuer: string;
      client_id: string;
      redirect_uris: string[];
    }>(
      `select t.key, p.issuer, p.client_id, p.redirect_uris from agency_identity_providers p
       join tenants t on t.id = p.tenant_id order by t.key`,
    );
    const port = new URL(origin).port;
    expect(rows).toEqual([
      {
        key: 'partner',
        issuer: `${origin}/dev/idp`,
        client_id: 'kwk-partner-dev',
        redirect_uris: [
          `http://partner.localhost:${port}/agentur/anmelden`,
          `http://localhost:${port}/agentur/anmelden`,
        ],
      },
    ]);
  });

  it('serves discovery uncompressed with the API’s security headers', async () => {
    const res = await fetch(`${origin}/dev/idp/.well-known/openid-configuration`, {
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; frame-ancestors 'none'; form-action 'none'",
    );
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const doc = (await res.json()) as Record<string, unknown>;
    expect(doc).toMatchObject({
      issuer: `${origin}/dev/idp`,
      authorization_endpoint: `${origin}/dev/idp/auth`,
      token_endpoint: `${origin}/dev/idp/token`,
      code_challenge_methods_supported: ['S256'],
      scopes_supported: expect.arrayContaining(['openid', 'department', 'az_basic']),
      claims_supported: expect.arrayContaining(['department', 'roles', 'name']),
    });
  });

  it('signs a demo person in from the start call through its login page to PUT /agentur/sso', async () => {
    const port = new URL(origin).port;
    const redirectUri = `http://localhost:${port}/agentur/anmelden`;
    const verifier = randomBytes(32).toString('base64url');
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/agentur/sso/start',
      payload: { RedirectUri: redirectUri, CodeChallenge: s256(verifier) },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { AuthorizationUrl } = started.json();
    expect(AuthorizationUrl.startsWith(`${origin}/dev/idp/auth?`)).toBe(true);

    const back = await authorize(AuthorizationUrl, 'partner-inhaberin');
    // The login page: German, a main landmark and a heading, one button per demo person naming
    // person, role and agency, no script; the portal's CSP lets its form go back to the client.
    expect(back.loginPage).toContain('<html lang="de">');
    expect(back.loginPage).toMatch(/<main>.*<h1>Agentur-Anmeldung \(Entwicklung\)<\/h1>/);
    expect(
      [...back.loginPage.matchAll(/<button type="submit" name="sub" value="[^"]+">([^<]+)<\/button>/g)].map(
        (m) => m[1],
      ),
    ).toEqual([
      'Ines Inhaber – Agenturinhaberin (Vertriebsagentur Nord)',
      'Paul Pause – Agenturinhaber, inaktiv (Vertriebsagentur Nord)',
      'Mia Mitarbeiterin – Agenturmitarbeiterin (Agentur Süd &amp; West)',
      'Otto Ohnerolle – ohne Rolle (Vertriebsagentur Nord)',
    ]);
    expect(back.loginPage).not.toContain('<script');
    const csp = back.loginHeaders.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain(`form-action 'self' http://localhost:${port}`);
    expect(back.callback.origin + back.callback.pathname).toBe(redirectUri);

    const signedIn = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/partner/agentur/sso',
      payload: { Code: back.code, Verifier: verifier, State: back.state },
    });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ Name: 'Ines Inhaber', Roles: ['AgenturInhaber'] });
  });

  it('shows the login page in English when the visitor reads English', async () => {
    const port = new URL(origin).port;
    const started = await t.app.inject({
      method: 'POST',
      url: '/api/v1/partner/agentur/sso/start',
      headers: { 'accept-language': 'en' },
      payload: {
        RedirectUri: `http://localhost:${port}/agentur/anmelden`,
        CodeChallenge: s256(randomBytes(32).toString('base64url')),
      },
    });
    const { AuthorizationUrl } = started.json();
    expect(new URL(AuthorizationUrl).searchParams.get('ui_locales')).toBe('en');
    const back = await authorize(AuthorizationUrl, 'partner-ohne-rolle');
    expect(back.loginPage).toContain('<html lang="en">');
    expect(back.loginPage).toContain('<h1>Agency sign-in (development)</h1>');
    expect(back.loginPage).toContain('>Ines Inhaber – agency owner (Vertriebsagentur Nord)</button>');
  });
});
