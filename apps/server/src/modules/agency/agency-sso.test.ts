import { randomBytes } from 'node:crypto';
import { ROLE_ABILITIES } from '@kwk/shared/agency/agency-abilities';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { hashToken } from '../tokens/tokens.service.ts';
import { agencySsoRequests, agencyUsers } from './agency.table.ts';
import { s256 } from './agency-sso.rules.ts';
import {
  authorize,
  pointTenantAt,
  STRANGER,
  startTestIdp,
  TEST_REDIRECT_URI,
  type TestIdp,
} from './agency-sso.test-idp.ts';
import { loadOidcProvider } from './dev-idp.provider.ts';

const pkce = () => {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: s256(verifier) };
};

describe.each(databaseKinds())('agency sign-in against a real OpenID provider on %s', (kind) => {
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

  /** Start, the provider's login page with the person's button, and the exchange. */
  async function signIn(sub: string) {
    const { verifier, challenge } = pkce();
    const started = await start(challenge);
    const back = await authorize(started.AuthorizationUrl, sub);
    return {
      started,
      back,
      verifier,
      res: await exchange({ Code: back.code, Verifier: verifier, State: back.state }),
    };
  }

  it('names the provider’s authorization endpoint with code, PKCE S256, state, nonce and the spec’s scope', async () => {
    const { challenge } = pkce();
    const { AuthorizationUrl, State } = await start(challenge);
    const url = new URL(AuthorizationUrl);
    expect(url.href.startsWith(`${idp.issuer}/auth?`)).toBe(true);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: idp.client.clientId,
      redirect_uri: TEST_REDIRECT_URI,
      scope: 'openid department az_basic',
      state: State,
      nonce: expect.stringMatching(/^[\w-]{43}$/),
      code_challenge: challenge,
      code_challenge_method: 'S256',
    });
    // Only the state's hash is kept, with the nonce and challenge, for ten minutes.
    const [row] = await (t.database.db as Db)
      .select()
      .from(agencySsoRequests)
      .where(eq(agencySsoRequests.stateHash, hashToken(State)));
    expect(row).toMatchObject({ nonce: url.searchParams.get('nonce'), codeChallenge: challenge });
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(10 * 60_000);
  });

  it('refuses a redirect URI not registered for the tenant, naming the field, and answers 404 without the agency area', async () => {
    const { challenge } = pkce();
    const res = await api(t, 'POST', '/agentur/sso/start', {
      tenant: 'partner',
      lang: 'en',
      body: { RedirectUri: 'https://evil.example/agentur/anmelden', CodeChallenge: challenge },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'common.validation',
      details: { fields: [{ path: 'RedirectUri', message: 'RedirectUri is not valid' }] },
    });
    const off = await api(t, 'POST', '/agentur/sso/start', {
      tenant: 'telko',
      body: { RedirectUri: TEST_REDIRECT_URI, CodeChallenge: challenge },
    });
    expect([off.statusCode, off.json().code]).toEqual([404, 'agency.module_off']);
  });

  it.each([
    ['partner-inhaberin', 'Ines Inhaber', ['AgenturInhaber'], 'Vertriebsagentur Nord GmbH'],
    ['partner-inhaber-inaktiv', 'Paul Pause', ['AgenturInhaber_inaktiv'], 'Vertriebsagentur Nord GmbH'],
    ['partner-mitarbeiterin', 'Mia Mitarbeiterin', ['AgenturMitarbeiter'], 'Agentur Süd & West KG'],
    ['partner-ohne-rolle', 'Otto Ohnerolle', [], 'Vertriebsagentur Nord GmbH'],
  ] as const)('signs %s in with the roles and abilities of the table', async (sub, name, roles, agency) => {
    const { back, res } = await signIn(sub);
    expect(back.loginPage).toContain('<h1>');
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json();
    expect(user).toMatchObject({ Name: name, Roles: roles, Agentur: { Name: agency } });
    const abilities = new Set(roles.flatMap((role) => ROLE_ABILITIES[role]));
    expect([...user.Abilities].sort()).toEqual([...abilities].sort());
    // The session the sign-in opened is a live agency session.
    const verified = await api(t, 'GET', `/token/verifyAgenturToken?t=${user.Token}`, { tenant: 'partner' });
    expect(verified.json()).toEqual({ Valid: true, ExpiresAt: user.ExpiresAt, Roles: roles });
    const me = await api(t, 'GET', '/agentur/user', { tenant: 'partner', token: user.Token });
    expect(me.json()).toMatchObject({ Name: name, Roles: roles });
  });

  it('identifies the user by issuer and subject: a second sign-in is the same user', async () => {
    const first = (await signIn('partner-inhaberin')).res.json();
    const second = (await signIn('partner-inhaberin')).res.json();
    expect(second.Token).not.toBe(first.Token);
    const rows = await (t.database.db as Db)
      .select()
      .from(agencyUsers)
      .where(eq(agencyUsers.subject, 'partner-inhaberin'));
    expect(rows.map((r) => r.issuer)).toEqual([idp.issuer]);
  });

  it('refuses a user the owner deactivated, and a department no agency has', async () => {
    await signIn('partner-mitarbeiterin');
    await (t.database.db as Db)
      .update(agencyUsers)
      .set({ active: false })
      .where(eq(agencyUsers.subject, 'partner-mitarbeiterin'));
    const inactive = (await signIn('partner-mitarbeiterin')).res;
    expect([inactive.statusCode, inactive.json().code]).toEqual([403, 'agency.user_inactive']);
    await (t.database.db as Db)
      .update(agencyUsers)
      .set({ active: true })
      .where(eq(agencyUsers.subject, 'partner-mitarbeiterin'));
    const stranger = (await signIn(STRANGER.sub)).res;
    expect([stranger.statusCode, stranger.json().code]).toEqual([403, 'agency.unknown_agency']);
  });

  const refused = (res: { statusCode: number; json(): { code: string } }) => {
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('agency.sso_failed');
  };

  it('refuses a wrong state and a reused state', async () => {
    const { verifier, challenge } = pkce();
    const started = await start(challenge);
    const back = await authorize(started.AuthorizationUrl, 'partner-inhaberin');
    refused(
      await exchange({ Code: back.code, Verifier: verifier, State: randomBytes(32).toString('base64url') }),
    );
    expect((await exchange({ Code: back.code, Verifier: verifier, State: back.state })).statusCode).toBe(200);
    refused(await exchange({ Code: back.code, Verifier: verifier, State: back.state }));
  });

  it('refuses a missing or wrong verifier', async () => {
    const { verifier, challenge } = pkce();
    const started = await start(challenge);
    const back = await authorize(started.AuthorizationUrl, 'partner-inhaberin');
    const missing = await api(t, 'PUT', '/agentur/sso', {
      tenant: 'partner',
      body: { Code: back.code, State: back.state },
    });
    expect([missing.statusCode, missing.json().code]).toEqual([400, 'common.validation']);
    refused(await exchange({ Code: back.code, Verifier: pkce().verifier, State: back.state }));
    // The state is spent by the refusal: the right verifier comes too late.
    refused(await exchange({ Code: back.code, Verifier: verifier, State: back.state }));
  });

  it('refuses an ID token with another nonce than the one kept', async () => {
    const { verifier, challenge } = pkce();
    const started = await start(challenge);
    const back = await authorize(started.AuthorizationUrl, 'partner-inhaberin');
    await (t.database.db as Db)
      .update(agencySsoRequests)
      .set({ nonce: randomBytes(32).toString('base64url') })
      .where(eq(agencySsoRequests.stateHash, hashToken(back.state)));
    refused(await exchange({ Code: back.code, Verifier: verifier, State: back.state }));
    expect(log.join('\n')).toContain('"claim":"nonce"');
  });

  it('refuses a reused code', async () => {
    const { verifier, challenge } = pkce();
    const first = await start(challenge);
    const back = await authorize(first.AuthorizationUrl, 'partner-inhaberin');
    expect((await exchange({ Code: back.code, Verifier: verifier, State: back.state })).statusCode).toBe(200);
    const second = await start(challenge);
    refused(await exchange({ Code: back.code, Verifier: verifier, State: second.State }));
  });

  it('refuses a code of a foreign issuer and a code issued to another client', async () => {
    const { verifier, challenge } = pkce();
    const started = await start(challenge);
    const own = new URL(started.AuthorizationUrl);
    // The same request at another provider instance: its code means nothing to the tenant's provider.
    const atForeign = new URL(`${foreign.issuer}/auth${own.search}`);
    atForeign.searchParams.set('client_id', foreign.client.clientId);
    const fromForeign = await authorize(atForeign.href, 'partner-inhaberin');
    refused(await exchange({ Code: fromForeign.code, Verifier: verifier, State: started.State }));

    const again = await start(challenge);
    const forOther = new URL(again.AuthorizationUrl);
    forOther.searchParams.set('client_id', idp.other.clientId);
    const fromOther = await authorize(forOther.href, 'partner-inhaberin');
    refused(await exchange({ Code: fromOther.code, Verifier: verifier, State: again.State }));
  });

  it('refuses an expired ID token', async () => {
    const before = t.clock.now();
    // The app's clock judges the token's times: two hours on, the provider's one-hour ID token is
    // expired (while the sign-in itself, started on that clock, is not).
    t.clock.set(new Date(Date.now() + 2 * 60 * 60_000));
    try {
      const { verifier, challenge } = pkce();
      const started = await start(challenge);
      const back = await authorize(started.AuthorizationUrl, 'partner-inhaberin');
      refused(await exchange({ Code: back.code, Verifier: verifier, State: back.state }));
      expect(log.join('\n')).toContain('"claim":"exp"');
    } finally {
      t.clock.set(before);
    }
  });

  it('logs why a sign-in was refused, without codes, states, verifiers or tokens', async () => {
    const { verifier, challenge } = pkce();
    const started = await start(challenge);
    const back = await authorize(started.AuthorizationUrl, 'partner-inhaberin');
    refused(await exchange({ Code: back.code, Verifier: pkce().verifier, State: back.state }));
    const lines = log.join('\n');
    expect(lines).toContain('"step":"verifier_mismatch"');
    expect(lines).toContain('"step":"exchange"');
    for (const secret of [back.code, back.state, verifier, idp.client.clientSecret])
      expect(lines).not.toContain(secret);
  });
});
