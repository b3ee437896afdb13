import {
  isDangerous,
  OPERATOR_ROLES,
  type OperatorRight,
  rightsOf,
} from '@kwk/shared/operator/operator-rights';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from '../agency/agency.test-helpers.ts';
import { consoleApi, signedInOperator } from './operators.test-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Need = OperatorRight | 'signedIn';

/** The console calls anyone may make: signing in (and what a sign-in needs before it). */
const PUBLIC_CALLS = /^(POST \/anmeldung\/|DELETE \/sitzung$|POST \/einrichtung\/|GET \/einrichtung\/)/;

/**
 * Every console call, taken from the app's routes (so a new one is covered when it is added): it
 * declares an operator right unless it is a sign-in call; no token, a referrer's, an agency user's
 * or a partner key gets 401; an operator whose roles lack the right 403; a dangerous right without
 * a fresh confirmation 403 `operator.reauth_required`; any other host 404.
 */
describe.each(databaseKinds())('every console call checks its caller on %s', (kind) => {
  let t: TestContext;
  let calls: { method: Method; path: string; need: Need | undefined }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    calls = t.routes.flatMap((r) => {
      if (!r.url.startsWith('/api/betrieb/v1/')) return [];
      const auth = (r.config as { auth?: unknown } | undefined)?.auth;
      const need =
        typeof auth === 'object' && auth && 'operator' in auth ? (auth.operator as Need) : undefined;
      return (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((method) => ({
          method: method as Method,
          path: r.url.replace('/api/betrieb/v1', '').replace(/:(\w+)/g, '1'),
          need,
        }));
    });
  });
  afterAll(() => t.close());

  const guarded = () => calls.filter((c) => c.need !== undefined);
  const call = (c: { method: Method; path: string }, token?: string, host?: string) =>
    consoleApi(t, c.method, c.path, { ...(token ? { token } : {}), ...(host ? { host } : {}), body: {} });

  it('finds the console calls, and every one but signing in needs an operator', () => {
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /sitzung');
    const open = calls.filter((c) => c.need === undefined).map((c) => `${c.method} ${c.path}`);
    expect(open.filter((c) => !PUBLIC_CALLS.test(c))).toEqual([]);
  });

  it('answers 401 to no token, a referrer’s, an agency user’s and a partner key', async () => {
    const referrer = await signedUpReferrer(t, 'walk-console@example.org');
    const agency = await signedInAgencyUser(t);
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    const partnerKey = await t.app.services.partnerKeys.issue(telko.id, 'walk', ['events', 'host_sign_in']);
    for (const c of guarded())
      for (const token of [undefined, referrer.Token, agency.Token, partnerKey]) {
        const res = await call(c, token);
        expect(res.statusCode, `${c.method} ${c.path}`).toBe(401);
        expect(res.json().code).toBe('operator.login_required');
      }
  });

  it('answers 403 where the roles lack the right, per role, and without roles', async () => {
    for (const roles of [[], ...OPERATOR_ROLES.map((r) => [r])] as const) {
      const { token } = await signedInOperator(t, [...roles]);
      const held = rightsOf(roles);
      for (const c of guarded()) {
        if (c.need === 'signedIn' || held.includes(c.need as OperatorRight)) continue;
        const res = await call(c, token);
        expect(res.statusCode, `${roles.join() || 'no role'} ${c.method} ${c.path}`).toBe(403);
        expect(res.json().code).toBe('auth.not_authorised');
      }
    }
  });

  it('asks for a fresh confirmation for dangerous rights five minutes after sign-in', async () => {
    const { token } = await signedInOperator(t, [...OPERATOR_ROLES]);
    t.clock.advance(5 * 60_000 + 1000);
    for (const c of guarded().filter((c) => c.need !== 'signedIn' && isDangerous(c.need as OperatorRight))) {
      const res = await call(c, token);
      expect(res.statusCode, `${c.method} ${c.path}`).toBe(403);
      expect(res.json().code).toBe('operator.reauth_required');
    }
  });

  it('answers 404 on any host but the console’s, before looking at the token', async () => {
    const { token } = await signedInOperator(t, [...OPERATOR_ROLES]);
    for (const c of calls)
      for (const host of ['localhost:3000', 'fyrst.localhost:3000', 'betrieb.localhost.evil.example']) {
        const res = await call(c, token, host);
        expect(res.statusCode, `${host} ${c.method} ${c.path}`).toBe(404);
      }
  });
});
