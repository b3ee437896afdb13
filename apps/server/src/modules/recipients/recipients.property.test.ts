import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { confirmedReferral, nextClientIp } from '../referrals/referrals.test-helpers.ts';
import { recipientFor, type TestRecipient, trackingData } from './recipients.test-helpers.ts';

// Arbitrary numbers, tokens, queries and bodies at every recipient call of spec §7: only 2xx or
// 4xx with `{code, message}`, never a 500; the stored recipient stays unconfirmed.
describe('recipient calls under arbitrary input', () => {
  let t: TestContext;
  let r: TestRecipient;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'prop-a@example.org',
      recipient: 'prop-b@example.org',
      split: 50,
    });
    r = await recipientFor(t, 'telko', Empfehlungslink);
  });
  afterAll(() => t.close());

  const segment = fc.oneof(
    fc.constantFrom('0', '-1', '99999999999', '1e3', '', '%', '..', 'abc'),
    fc.integer({ min: 1, max: 999_999_999 }).map(String),
    fc.stringMatching(/^[0-9a-f]{32,48}$/),
    fc.string({ maxLength: 60 }),
  );
  const json = fc.oneof(
    fc.jsonValue(),
    fc.record({
      empfehlungsnummer: fc.oneof(fc.integer(), fc.string()),
      empfaengernummer: fc.string({ maxLength: 12 }),
      empfaengerdaten: fc.oneof(
        fc.jsonValue(),
        fc.record({
          ...Object.fromEntries(Object.keys(trackingData()).map((k) => [k, fc.jsonValue()])),
        }),
      ),
    }),
    fc.record({ AgbText: fc.jsonValue(), Zustimmung: fc.jsonValue() }),
    fc.record({ Kontoinhaber: fc.jsonValue(), Iban: fc.oneof(fc.string({ maxLength: 50 }), fc.jsonValue()) }),
  );
  const auth = fc.oneof(
    fc.constant(undefined),
    fc.string({ maxLength: 60 }).map((s) => `Bearer ${s}`),
    fc.constant('recipient'),
  );

  it('never answers 500, and every refusal says why', async () => {
    await fc.assert(
      fc.asyncProperty(
        segment,
        segment,
        json,
        auth,
        fc.string({ maxLength: 30 }),
        async (a, b, body, token, q) => {
          const authorization = token === 'recipient' ? `Bearer ${r.Token}` : token;
          const calls: [string, string, unknown?][] = [
            ['GET', `empfehlen/${encodeURIComponent(a)}/${encodeURIComponent(b)}`],
            ['GET', `empfehlen/any/${encodeURIComponent(a)}/${encodeURIComponent(b)}`],
            ['GET', `empfehlen/${encodeURIComponent(a)}`],
            [
              'POST',
              `empfaenger/create/${encodeURIComponent(a)}?k=${encodeURIComponent(b)}&channel=${encodeURIComponent(q)}`,
              body,
            ],
            ['GET', `empfaenger/${encodeURIComponent(b)}`],
            ['GET', 'empfaenger/auftrag'],
            ['GET', `empfaenger/${encodeURIComponent(a)}/praemie`],
            ['POST', `tracking/abschliessen?channel=${encodeURIComponent(q)}`, body],
            ['PUT', 'empfaenger/zustimmung', body],
            ['POST', 'empfaenger/bankdaten', body],
            [
              'GET',
              `empfehlung/${encodeURIComponent(a)}/produkt/produktlink?empfaengernummer=${encodeURIComponent(b)}`,
            ],
          ];
          for (const [method, path, payload] of calls) {
            const res = await t.app.inject({
              method: method as 'GET',
              url: `/api/v1/telko/${path}`,
              headers: { ...(authorization ? { authorization } : {}), 'content-type': 'application/json' },
              ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
              remoteAddress: nextClientIp(),
            });
            expect(res.statusCode, `${method} ${path}`).toBeLessThan(500);
            if (res.statusCode >= 400)
              expect(res.json(), path).toMatchObject({
                code: expect.any(String),
                message: expect.any(String),
              });
          }
        },
      ),
      { numRuns: 30 },
    );
    const [row] = await t.database.query<{ confirmed: boolean }>(
      'select data_confirmed_at is not null as confirmed from recipients where empfaengernummer = $1',
      [r.Empfaengernummer],
    );
    expect(row!.confirmed).toBe(false);
  });
});
