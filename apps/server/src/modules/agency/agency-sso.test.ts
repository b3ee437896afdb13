import { randomBytes } from 'node:crypto';
import { ROLE_ABILITIES } from '@kwk/shared/agency/agency-abilities';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { expectAnswer } from '../../test/expect-answer.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { hashToken } from '../tokens/tokens.service.ts';
import { agencySsoRequests, agencyUsers } from './agency.table.ts';
import { createAgencySsoRepository } from './agency-sso.repository.ts';
import { pkce, ssoHarness } from './agency-sso.test-harness.ts';
import { STRANGER, startTestIdp, TEST_REDIRECT_URI } from './agency-sso.test-idp.ts';

describe.each(databaseKinds())('agency sign-in against a real OpenID provider on %s', (kind) => {
  const h = ssoHarness(kind);
  const { start, signIn, pointedAt } = h;

  it('names the provider’s authorization endpoint with code, PKCE S256, state, nonce and the spec’s scope', async () => {
    const { t, idp } = h.ctx();
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
      ui_locales: 'de',
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
    const { t } = h.ctx();
    const { challenge } = pkce();
    const res = await api(t, 'POST', '/agentur/sso/start', {
      tenant: 'partner',
      lang: 'en',
      body: { RedirectUri: 'https://evil.example/agentur/anmelden', CodeChallenge: challenge },
    });
    expectAnswer(res, 400).toMatchObject({
      code: 'common.validation',
      details: { fields: [{ path: 'RedirectUri', message: 'RedirectUri is not valid' }] },
    });
    const off = await api(t, 'POST', '/agentur/sso/start', {
      tenant: 'telko',
      body: { RedirectUri: TEST_REDIRECT_URI, CodeChallenge: challenge },
    });
    expect([off.statusCode, off.json().code]).toEqual([404, 'agency.module_off']);
  });

  it('answers 503 where no provider is set, or the provider does not answer', async () => {
    const { t, idp } = h.ctx();
    const partner = (await t.app.services.tenants.byKey('partner'))!;
    const { challenge } = pkce();
    const body = { RedirectUri: TEST_REDIRECT_URI, CodeChallenge: challenge };
    await createAgencySsoRepository().removeProvider(t.database.db as Db, partner.id);
    try {
      const none = await api(t, 'POST', '/agentur/sso/start', { tenant: 'partner', body });
      expect([none.statusCode, none.json().code]).toEqual([503, 'agency.sso_not_configured']);
    } finally {
      await pointedAt(idp.issuer, async () => {});
    }
    await pointedAt('http://127.0.0.1:9/dev/idp', async () => {
      const away = await api(t, 'POST', '/agentur/sso/start', { tenant: 'partner', body });
      expect([away.statusCode, away.json().code]).toEqual([503, 'agency.sso_unavailable']);
    });
  });

  it.each([
    ['partner-inhaberin', 'Ines Inhaber', ['AgenturInhaber'], 'Vertriebsagentur Nord GmbH'],
    ['partner-inhaber-inaktiv', 'Paul Pause', ['AgenturInhaber_inaktiv'], 'Vertriebsagentur Nord GmbH'],
    ['partner-mitarbeiterin', 'Mia Mitarbeiterin', ['AgenturMitarbeiter'], 'Agentur Süd & West KG'],
    ['partner-ohne-rolle', 'Otto Ohnerolle', [], 'Vertriebsagentur Nord GmbH'],
  ] as const)('signs %s in with the roles and abilities of the table', async (sub, name, roles, agency) => {
    const { t } = h.ctx();
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
    const { t, idp } = h.ctx();
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
    const { t } = h.ctx();
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

  it('discovers the provider anew when its row changes', async () => {
    const { idp, foreign } = h.ctx();
    await pointedAt(
      foreign.issuer,
      async () => {
        const { challenge } = pkce();
        expect((await start(challenge)).AuthorizationUrl.startsWith(`${foreign.issuer}/auth?`)).toBe(true);
      },
      foreign.client,
    );
    const { challenge } = pkce();
    expect((await start(challenge)).AuthorizationUrl.startsWith(`${idp.issuer}/auth?`)).toBe(true);
  });

  it('reads department and roles from the userinfo answer where the ID token lacks them', async () => {
    const strict = await startTestIdp({ claimsInUserinfoOnly: true });
    try {
      await pointedAt(
        strict.issuer,
        async () => {
          const { res } = await signIn('partner-mitarbeiterin');
          expect(res.statusCode, res.body).toBe(200);
          expect(res.json()).toMatchObject({
            Roles: ['AgenturMitarbeiter'],
            Agentur: { Name: 'Agentur Süd & West KG' },
          });
        },
        strict.client,
      );
    } finally {
      await strict.close();
    }
  });

  it('limits the sign-in calls per address like the other sign-in calls', async () => {
    const { t } = h.ctx();
    const ip = '203.0.113.77';
    const codes: number[] = [];
    for (let i = 0; i < 21; i++)
      codes.push(
        (
          await api(t, 'PUT', '/agentur/sso', {
            tenant: 'partner',
            ip,
            body: { Code: 'x', Verifier: pkce().verifier, State: randomBytes(32).toString('base64url') },
          })
        ).statusCode,
      );
    expect(codes.slice(0, 20).every((c) => c === 401)).toBe(true);
    expect(codes[20]).toBe(429);
  });
});
