import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api } from '../accounts/accounts.test-helpers.ts';
import { hashToken } from '../tokens/tokens.service.ts';
import { agencySsoRequests } from './agency.table.ts';
import { pkce, ssoHarness } from './agency-sso.test-harness.ts';
import { authorize, startProxy, startTestIdp, type TestIdp } from './agency-sso.test-idp.ts';

/** Each way a sign-in can be forged or replayed ends in 401 agency.sso_failed, its cause in the log. */
describe.each(databaseKinds())('agency sign-in refusals against a real OpenID provider on %s', (kind) => {
  const h = ssoHarness(kind);
  const { start, exchange, refused, pointedAt } = h;

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
    const { t } = h.ctx();
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
    const { t, log } = h.ctx();
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

  it('refuses a code of another provider instance and a code issued to another client', async () => {
    const { idp, foreign } = h.ctx();
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

  it('refuses an ID token whose audience is another client', async () => {
    const { log } = h.ctx();
    // A provider that answers the portal's token request with another client's tokens.
    let behind: TestIdp | undefined;
    const proxy = await startProxy({
      target: () => behind!.origin,
      tokenClient: () => behind!.other,
      // The provider names its endpoints by the Host it was asked on: send the portal through the proxy.
      rewrite: { from: () => behind!.origin, to: () => proxy.origin },
    });
    behind = await startTestIdp({ origin: proxy.origin });
    try {
      await pointedAt(
        behind.issuer,
        async () => {
          const { verifier, challenge } = pkce();
          const started = await start(challenge);
          const forOther = new URL(started.AuthorizationUrl);
          forOther.searchParams.set('client_id', behind!.other.clientId);
          const back = await authorize(forOther.href, 'partner-inhaberin');
          refused(await exchange({ Code: back.code, Verifier: verifier, State: back.state }));
          expect(log.join('\n')).toContain('"claim":"aud"');
        },
        behind.client,
      );
    } finally {
      await Promise.all([behind.close(), proxy.close()]);
    }
  });

  it('refuses an ID token of another issuer than the provider’s discovery names', async () => {
    const { idp, log } = h.ctx();
    const proxy = await startProxy({
      target: () => idp.origin,
      rewrite: { from: () => idp.issuer, to: () => `${proxy.origin}/dev/idp` },
    });
    try {
      await pointedAt(`${proxy.origin}/dev/idp`, async () => {
        const { verifier, challenge } = pkce();
        const started = await start(challenge);
        expect(started.AuthorizationUrl.startsWith(`${proxy.origin}/dev/idp/auth?`)).toBe(true);
        const back = await authorize(started.AuthorizationUrl, 'partner-inhaberin');
        refused(await exchange({ Code: back.code, Verifier: verifier, State: back.state }));
        expect(log.join('\n')).toContain('"claim":"iss"');
      });
    } finally {
      await proxy.close();
    }
  });

  it('refuses an expired ID token', async () => {
    const { t, log } = h.ctx();
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
    const { idp, log } = h.ctx();
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
