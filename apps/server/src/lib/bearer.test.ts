import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpReferrer } from '../modules/accounts/accounts.test-helpers.ts';
import { recipientFor, type TestRecipient } from '../modules/recipients/recipients.test-helpers.ts';
import { confirmedReferral } from '../modules/referrals/referrals.test-helpers.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';
import { bearerCredentials } from './bearer.ts';

describe('bearer credentials', () => {
  it.each([
    ['Bearer abc-DEF_123', 'abc-DEF_123'],
    ['bearer abc', 'abc'],
    ['BEARER abc', 'abc'],
    ['bEaReR abc', 'abc'],
    ['Bearer   abc', 'abc'],
    ['Bearer abc.def~+/==', 'abc.def~+/=='],
    ['Bearer', undefined],
    ['Bearer ', undefined],
    ['Bearerabc', undefined],
    ['Basic abc', undefined],
    ['Bearer abc def', undefined],
    [' Bearer abc', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('%j → %j', (header, credentials) => {
    expect(bearerCredentials(header)).toBe(credentials);
  });
});

describe.each(databaseKinds())('the bearer scheme in any case on %s', (kind) => {
  let t: TestContext;
  let session: string;
  let partnerKey: string;
  let recipient: TestRecipient;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date());
    session = (await signedUpReferrer(t, 'scheme@example.org')).Token;
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    partnerKey = await t.app.services.partnerKeys.issue(telko.id, 'scheme test', ['events', 'host_sign_in']);
    const { Empfehlungslink } = await confirmedReferral(t, 'telko', {
      referrer: 'scheme-a@example.org',
      recipient: 'scheme-b@example.org',
    });
    recipient = await recipientFor(t, 'telko', Empfehlungslink);
  });
  afterAll(() => t.close());

  it.each(['bearer', 'BEARER'])('takes a referrer session as "%s …"', async (scheme) => {
    const res = await t.app.inject({
      url: '/api/v1/telko/account/user',
      headers: { authorization: `${scheme} ${session}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['bearer', 'BEARER'])('takes a recipient token as "%s …"', async (scheme) => {
    const res = await t.app.inject({
      url: '/api/v1/telko/empfaenger/auftrag',
      headers: { authorization: `${scheme} ${recipient.Token}` },
    });
    expect(res.statusCode).toBe(200);
  });

  it.each(['bearer', 'BEARER'])('takes a partner key as "%s …"', async (scheme) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/login-tokens',
      headers: { authorization: `${scheme} ${partnerKey}` },
      payload: { Email: 'scheme@example.org', Vorname: 'Anna', Nachname: 'Berg' },
    });
    expect(res.statusCode).toBe(201);
  });
});
