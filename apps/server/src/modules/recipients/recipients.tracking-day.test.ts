import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral } from '../referrals/referrals.test-helpers.ts';
import { recipientFor, track } from './recipients.test-helpers.ts';

/**
 * The tracking body's schema is built once per tenant and language (plugins/body-schema.ts), but
 * the age rule (18 or older, spec §5) is judged on the day of each request by the server's clock.
 */
describe.each(databaseKinds())('the age rule of the tracking body on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  it('takes the day of the request, not the day the schema was first used', async () => {
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'birthday-referrer@example.org',
      recipient: 'birthday@example.org',
    });
    const recipient = await recipientFor(t, 'telko', Empfehlungslink);
    const data = {
      email: 'birthday@example.org',
      emailBestaetigung: 'birthday@example.org',
      geburtsdatum: '23.11.2008',
    };

    // 17 today: refused, and the schema is built and cached now.
    const today = await track(t, 'telko', recipient, data);
    expect(today.statusCode).toBe(400);
    expect(today.json().details.fields).toContainEqual({
      path: 'body.empfaengerdaten.geburtsdatum',
      message: expect.stringContaining('mindestens 18 Jahre'),
    });

    // The 18th birthday in Berlin: the same body is taken with the same cached schema.
    t.clock.advance(86_400_000);
    const tomorrow = await track(t, 'telko', recipient, data);
    expectAnswer(tomorrow, 200).toEqual({ Abgeschlossen: true });
  });
});
