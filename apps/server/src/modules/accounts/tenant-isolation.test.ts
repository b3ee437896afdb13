import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { api, PASSWORD, signedUpReferrer } from './accounts.test-helpers.ts';
import { SESSION_TTL_MS } from './sessions.service.ts';

/**
 * Every call that takes a referrer's session (the routes whose schema names bearerAuth, apart from
 * the recipient's own token calls): a session of tenant A gets 404 at tenant B, an expired or ended
 * one 401. The list comes from the app's routes, so a new call is covered when it is added.
 */
describe.each(databaseKinds())('sessions stay in their tenant on %s', (kind) => {
  let t: TestContext;
  let calls: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string }[];

  beforeAll(async () => {
    t = await createTestApp(kind);
    calls = t.routes
      .filter((r) => {
        const schema = r.schema as { security?: unknown[]; tags?: string[] } | undefined;
        return (
          r.url.startsWith('/api/v1/:apiRoute/') &&
          (schema?.security?.length ?? 0) > 0 &&
          !schema?.tags?.includes('recipient') &&
          // Agency calls take agency tokens only: agency/agency-routes.auth.test.ts walks them.
          !schema?.tags?.includes('agency')
        );
      })
      .flatMap((r) =>
        (Array.isArray(r.method) ? r.method : [r.method])
          .filter((m) => m !== 'HEAD')
          .map((method) => ({
            method: method as 'GET' | 'POST' | 'PUT' | 'DELETE',
            path: r.url.replace('/api/v1/:apiRoute', '').replace(/:(\w+)/g, 'x'),
          })),
      );
  });
  afterAll(() => t.close());

  it('covers the account, personal area, reward and Meine Daten calls', () => {
    const paths = calls.map((c) => `${c.method} ${c.path}`);
    for (const expected of [
      'GET /account/user',
      'POST /account/refresh',
      'POST /account/logout',
      'PUT /account/resetPasswordWithoutToken',
      'GET /empfehler/empfehlungen',
      'GET /praemierung',
      'PUT /praemierung',
      'GET /empfehler/bankdaten',
      'DELETE /empfehler/delete',
    ])
      expect(paths).toContain(expected);
  });

  it('answers 404 to a session of another tenant, and changes nothing', async () => {
    const user = await signedUpReferrer(t, 'isolated@example.org', { password: PASSWORD });
    for (const call of calls) {
      const res = await api(t, call.method, call.path, { tenant: 'fyrst', token: user.Token, body: {} });
      expect(res.statusCode, `${call.method} ${call.path}`).toBe(404);
    }
    expect((await api(t, 'GET', '/account/user', { token: user.Token })).statusCode).toBe(200);
  });

  it('answers 401 to an expired or ended session', async () => {
    const ended = await signedUpReferrer(t, 'ended@example.org', { password: PASSWORD });
    await api(t, 'POST', '/account/logout', { token: ended.Token });
    const expired = await signedUpReferrer(t, 'expired@example.org', { password: PASSWORD });
    t.clock.advance(SESSION_TTL_MS + 1000);
    for (const token of [ended.Token, expired.Token])
      for (const call of calls.filter((c) => c.path !== '/account/logout')) {
        const res = await api(t, call.method, call.path, { token, body: {} });
        expect(res.statusCode, `${call.method} ${call.path}`).toBe(401);
      }
  });
});
