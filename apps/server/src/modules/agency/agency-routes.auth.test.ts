import { AGENCY_ABILITIES, type AgencyAbility } from '@kwk/shared/agency/agency-abilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, signedUpReferrer } from '../accounts/accounts.test-helpers.ts';
import { signedInAgencyUser } from './agency.test-helpers.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * Every agency call, taken from the app's routes (so a new one is covered when it is added): no
 * token, a referrer's token or an ended agency token gets 401; a user whose roles lack the call's
 * ability 403; a tenant without the agency area 404.
 */
describe.each(databaseKinds())('every agency call checks its caller on %s', (kind) => {
  let t: TestContext;
  let calls: { method: Method; path: string; need: AgencyAbility | 'signedIn' }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    calls = t.routes.flatMap((r) => {
      const need = (r.config as { auth?: { agency?: AgencyAbility | 'signedIn' } } | undefined)?.auth?.agency;
      if (!need || !r.url.startsWith('/api/v1/:apiRoute/')) return [];
      return (Array.isArray(r.method) ? r.method : [r.method])
        .filter((m) => m !== 'HEAD')
        .map((method) => ({
          method: method as Method,
          path: r.url.replace('/api/v1/:apiRoute', '').replace(/:(\w+)/g, '1'),
          need,
        }));
    });
  });
  afterAll(() => t.close());

  const call = (c: { method: Method; path: string }, token?: string, tenant = 'partner') =>
    api(t, c.method, c.path, { tenant, ...(token ? { token } : {}), body: {} });

  it('finds the agency calls', () => {
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain('GET /agentur/user');
  });

  it('answers 401 without a live agency token', async () => {
    const referrer = await signedUpReferrer(t, 'walk-agency@example.org', { tenant: 'partner' });
    const ended = await signedInAgencyUser(t);
    await api(t, 'POST', '/agentur/logout', { tenant: 'partner', token: ended.Token });
    for (const c of calls)
      for (const token of [undefined, referrer.Token, ended.Token]) {
        const res = await call(c, token);
        expect(res.statusCode, `${c.method} ${c.path}`).toBe(401);
        expect(res.json().code).toBe('agency.login_required');
      }
  });

  it('answers 403 where the roles lack the ability, per role', async () => {
    const byRole = {
      none: await signedInAgencyUser(t, { roles: [] }),
      employee: await signedInAgencyUser(t, { roles: ['AgenturMitarbeiter'] }),
      inactiveOwner: await signedInAgencyUser(t, { roles: ['AgenturInhaber_inaktiv'] }),
    };
    for (const [role, user] of Object.entries(byRole))
      for (const c of calls) {
        if (c.need === 'signedIn' || user.Abilities.includes(c.need)) continue;
        const res = await call(c, user.Token);
        expect(res.statusCode, `${role} ${c.method} ${c.path}`).toBe(403);
        expect(res.json().code).toBe('auth.not_authorised');
      }
    expect(AGENCY_ABILITIES.length).toBeGreaterThan(0);
  });

  it('answers 404 where the tenant has no agency area', async () => {
    const user = await signedInAgencyUser(t);
    for (const c of calls) {
      const res = await call(c, user.Token, 'telko');
      expect(res.statusCode, `${c.method} ${c.path}`).toBe(404);
      expect(res.json().code).toBe('agency.module_off');
    }
  });
});
