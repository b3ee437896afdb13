import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FuzzAuth,
  type FuzzRequest,
  fuzzRequests,
  type OpenApiDocument,
  runFuzz,
} from '../../../scripts/lib/route-fuzz.ts';
import { signedUpReferrer } from './modules/accounts/accounts.test-helpers.ts';
import { recipientFor } from './modules/recipients/recipients.test-helpers.ts';
import { confirmedReferral, nextClientIp } from './modules/referrals/referrals.test-helpers.ts';
import { createTestApp, type TestContext } from './test/test-app.ts';
import { everyDatabaseKind } from './test/test-db.ts';

/** Fixed, so a failure found once is found again; bounded, so a run stays within a minute per database. */
const SEED = 20_261_122;
const RUNS_PER_ROUTE = 30;

describe.each(everyDatabaseKind())('fuzzing every documented route on %s', (kind) => {
  let t: TestContext;
  let partnerKey: string;
  let recipientToken: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date());
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    partnerKey = await t.app.services.partnerKeys.issue(telko.id, 'fuzz', ['events', 'host_sign_in']);
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'fuzz-referrer@example.org',
      recipient: 'fuzz-recipient@example.org',
    });
    recipientToken = (await recipientFor(t, 'telko', Empfehlungslink)).Token;
  });
  afterAll(() => t.close());

  /** A session of its own per route: one route's logout or account deletion leaves the others signed in. */
  const sessions = new Map<string, Promise<string>>();
  function sessionFor(route: string): Promise<string> {
    let session = sessions.get(route);
    if (!session) {
      session = signedUpReferrer(t, `fuzz-${sessions.size}@example.org`).then((user) => user.Token);
      sessions.set(route, session);
    }
    return session;
  }

  async function authorization(request: FuzzRequest): Promise<string | undefined> {
    const kinds: Record<FuzzAuth, () => Promise<string | undefined> | string | undefined> = {
      none: () => undefined,
      garbage: () => `Bearer ${'x'.repeat(43)}`,
      partner: () => `Bearer ${partnerKey}`,
      recipient: () => `Bearer ${recipientToken}`,
      session: async () => `Bearer ${await sessionFor(request.route)}`,
    };
    return kinds[request.auth]();
  }

  it('answers no request with a 5xx, and every 4xx with {code, message}', { timeout: 180_000 }, async () => {
    const requests = fuzzRequests(t.app.swagger() as unknown as OpenApiDocument, {
      seed: SEED,
      runs: RUNS_PER_ROUTE,
    });
    const result = await runFuzz(requests, async (request) => {
      const auth = await authorization(request);
      const res = await t.app.inject({
        method: request.method as 'GET',
        url: request.url,
        headers: { ...request.headers, ...(auth ? { authorization: auth } : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        remoteAddress: nextClientIp(),
      });
      return { statusCode: res.statusCode, body: res.body };
    });
    expect(result.requests).toBeGreaterThan(1000);
    expect(result.failures).toEqual([]);
  });
});
