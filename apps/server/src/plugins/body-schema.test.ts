import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, hostSession, signedUpReferrer } from '../modules/accounts/accounts.test-helpers.ts';
import { recipientFor } from '../modules/recipients/recipients.test-helpers.ts';
import { confirmedReferral, nextClientIp } from '../modules/referrals/referrals.test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';

/** A route as `onRoute` saw it, after every plugin's `onRoute` hook changed it. */
type Registered = {
  method: string | string[];
  url: string;
  schema?: { body?: unknown };
  config?: { bodySchema?: unknown };
  validatorCompiler?: unknown;
};
const named = (r: Registered) => `${[r.method].flat().join(',')} ${r.url}`;

describe('body checks declared (issue 12 §3)', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('checks every documented body before the handler: by its bodySchema hook or by the app’s validator', () => {
    const withBody = (t.routes as Registered[]).filter((r) => r.schema?.body);
    // A validator compiler of the route's own switches the app's zod check off; only the
    // body-schema plugin may do that, for a route whose hook checks the body instead. Any other
    // would leave the body to the service, or to nobody.
    const unchecked = withBody.filter((r) => r.validatorCompiler !== undefined && !r.config?.bodySchema);
    expect(unchecked.map(named)).toEqual([]);
    const byHook = withBody.filter((r) => r.config?.bodySchema);
    expect(byHook.every((r) => r.validatorCompiler !== undefined)).toBe(true);
    expect(byHook.map(named)).toEqual(
      expect.arrayContaining([
        'POST /api/partner/v1/:tenantKey/login-tokens',
        'POST /api/partner/v1/:tenantKey/events',
        'PUT /api/v1/:apiRoute/empfehler/newsletter/optin',
        'PUT /api/v1/:apiRoute/empfehler/bankdaten',
        'POST /api/v1/:apiRoute/tracking/abschliessen',
        'PUT /api/v1/:apiRoute/empfaenger/zustimmung',
        'POST /api/v1/:apiRoute/empfaenger/bankdaten',
        'PUT /api/v1/:apiRoute/praemierung',
        'POST /api/v1/:apiRoute/Empfehlen/create',
        'POST /api/v1/:apiRoute/account/login',
      ]),
    );
  });
});

/**
 * The order a request is checked in: the caller (auth hook), the route's own guard, the body,
 * then the handler. A guard refuses whatever body comes, as the services did before the body
 * moved to the edge.
 */
describe.each(databaseKinds())('caller, guard, body, handler in this order on %s', (kind) => {
  let t: TestContext;
  let hostKey: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    hostKey = await t.app.services.partnerKeys.issue(telko.id, 'host system', ['host_sign_in']);
  });
  afterAll(() => t.close());

  const badBank = { Kontoinhaber: '', Iban: 'kaputt' };
  const code = (res: { statusCode: number; json(): { code: string } }) => [res.statusCode, res.json().code];

  it('PUT /empfehler/bankdaten: signed out 401, module off 404, host session 403, then the body', async () => {
    const put = (token: string | undefined, tenant = 'telko') =>
      api(t, 'PUT', '/empfehler/bankdaten', { tenant, body: badBank, ...(token ? { token } : {}) });
    expect(code(await put(undefined))).toEqual([401, 'auth.login_required']);
    const partner = await signedUpReferrer(t, 'guard-off@example.org', { tenant: 'partner' });
    expect(code(await put(partner.Token, 'partner'))).toEqual([404, 'referrals.module_off']);
    const host = await hostSession(t, hostKey, 'guard-host@example.org');
    expect(code(await put(host))).toEqual([403, 'rewards.bankdata_link_required']);
    const own = await signedUpReferrer(t, 'guard-own@example.org');
    const bad = await put(own.Token);
    expect(code(bad)).toEqual([400, 'common.validation']);
    expect(bad.json().details.fields.map((f: { path: string }) => f.path)).toEqual([
      'body.Kontoinhaber',
      'body.Iban',
    ]);
  });

  it('PUT /praemierung: a host session 403 whatever the body, then the body', async () => {
    const host = await hostSession(t, hostKey, 'guard-choice@example.org');
    for (const body of [{}, { PraemieId: 'x', Auszahlung: 'Bargeld' }])
      expect(code(await api(t, 'PUT', '/praemierung', { token: host, body }))).toEqual([
        403,
        'rewards.pickup_link_required',
      ]);
    const own = await signedUpReferrer(t, 'guard-choice-own@example.org');
    expect(code(await api(t, 'PUT', '/praemierung', { token: own.Token, body: {} }))).toEqual([
      400,
      'common.validation',
    ]);
  });

  it('POST /empfaenger/bankdaten: module off 404 before the body, the body before the handler’s 409', async () => {
    const recipient = async (tenant: string, n: number) => {
      const { Empfehlungslink } = await confirmedReferral(t, tenant, {
        referrer: `guard-referrer-${n}@example.org`,
        recipient: `guard-recipient-${n}@example.org`,
        split: 50,
      });
      return (await recipientFor(t, tenant, Empfehlungslink)).Token;
    };
    const post = (tenant: string, token: string, body: object) =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/${tenant}/empfaenger/bankdaten`,
        headers: { authorization: `Bearer ${token}` },
        payload: body,
        remoteAddress: nextClientIp(),
      });
    expect(code(await post('partner', await recipient('partner', 1), badBank))).toEqual([
      404,
      'referrals.module_off',
    ]);
    const telko = await recipient('telko', 2);
    expect(code(await post('telko', telko, badBank))).toEqual([400, 'common.validation']);
    // A valid body reaches the handler, which wants the recipient's data confirmed first.
    const good = { Kontoinhaber: 'Erika Muster', Iban: 'DE89 3704 0044 0532 0130 00' };
    expect(code(await post('telko', telko, good))).toEqual([409, 'recipients.data_required']);
  });
});
