import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral, count, create, createBody, nextClientIp } from './referrals.test-helpers.ts';

describe.each(databaseKinds())('clicks and offline codes on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url, headers, remoteAddress: nextClientIp() });
  const clicksOf = async (nr: number) =>
    t.database.query<{ channel: string | null; empfaengernummer: string | null }>(
      'select c.channel, c.empfaengernummer from referral_clicks c join referrals r on r.id = c.referral_id where r.empfehlungsnummer = $1 order by c.at, c.channel',
      [nr],
    );

  it('counts clicks by channel and recipient number, with GET click and PUT', async () => {
    const { Empfehlungsnummer: nr } = await confirmedReferral(t, 'telko', {
      referrer: 'klick@example.org',
      recipient: 'ziel@example.org',
    });
    const first = await get(`/api/v1/telko/empfehlen/click/${nr}?channel=WhatsApp&empfaengernummer=E-77`);
    expectAnswer(first, 200).toEqual({ Gezaehlt: true });
    const put = await t.app.inject({ method: 'PUT', url: `/api/v1/telko/empfehlung/${nr}?channel=Email` });
    expect(put.json()).toEqual({ Gezaehlt: true });
    expect(await clicksOf(nr)).toEqual(
      expect.arrayContaining([
        { channel: 'WhatsApp', empfaengernummer: 'E-77' },
        { channel: 'Email', empfaengernummer: null },
      ]),
    );
  });

  it('counts only live referrals, and answers the same for any number', async () => {
    const { Empfehlungsnummer: nr } = await confirmedReferral(t, 'telko', {
      referrer: 'fremd@example.org',
      recipient: 'mandant@example.org',
    });
    await create(t, 'telko', createBody({ referrer: 'offen@example.org', recipient: 'wartet@example.org' }));
    const [pending] = await t.database.query<{ n: number }>(
      "select r.empfehlungsnummer::int as n from referrals r join referrers a on a.id = r.referrer_id where a.email = 'offen@example.org'",
    );
    const before = await count(t, 'referral_clicks');
    for (const url of [
      `/api/v1/partner/empfehlen/click/${nr}`, // another tenant's referral
      '/api/v1/telko/empfehlen/click/12345678', // no such referral
      `/api/v1/telko/empfehlen/click/${pending!.n}`, // opt-in not confirmed yet
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.json()).toEqual({ Gezaehlt: true });
    }
    t.clock.advance(61 * 86_400_000);
    expect((await get(`/api/v1/telko/empfehlen/click/${nr}`)).statusCode).toBe(200);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    expect(await count(t, 'referral_clicks')).toBe(before);
    expect((await get(`/api/v1/telko/empfehlen/click/${nr}?channel=<script>`)).statusCode).toBe(400);
    expect(await count(t, 'referral_clicks')).toBe(before);
  });

  it('hands out an offline code at the share step where the module is on, and finds the referral by it', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'papier@example.org',
      recipient: 'karte@example.org',
    });
    expect(share.Empfehlungscode).toMatch(/^[A-HJKMNP-Z2-9]{4}-[A-HJKMNP-Z2-9]{4}$/);
    // Typed as people type: lower case, blanks instead of the dash.
    const typed = share.Empfehlungscode!.toLowerCase().replace('-', ' ');
    const res = await get(
      `/api/v1/telko/empfehlung/empfehlungscode/${encodeURIComponent(typed)}?einsprungsquelle=Flyer`,
    );
    expectAnswer(res, 200).toMatchObject({
      Empfehlungsnummer: share.Empfehlungsnummer,
      Empfehlungslink: share.Empfehlungslink,
      Vorname: 'Anna',
    });
    expect(await clicksOf(share.Empfehlungsnummer)).toEqual([{ channel: 'Flyer', empfaengernummer: null }]);
    // The code is kept only as a keyed hash.
    const stored = await t.database.query<{ offline_code: string }>(
      'select offline_code from referrals where empfehlungsnummer = $1',
      [share.Empfehlungsnummer],
    );
    expect(stored[0]!.offline_code).toMatch(/^[0-9a-f]{64}$/);
  });

  it('answers unknown, malformed, foreign and expired codes clearly', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'alt@example.org',
      recipient: 'neu@example.org',
    });
    const unknown = await get('/api/v1/telko/empfehlung/empfehlungscode/ABCD-2345');
    expectAnswer(unknown, 404).toEqual({
      code: 'referrals.code_unknown',
      message: 'Diesen Empfehlungscode kennen wir nicht. Bitte prüfen Sie Ihre Eingabe.',
    });
    const malformed = await get('/api/v1/telko/empfehlung/empfehlungscode/12', { 'accept-language': 'en' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().code).toBe('common.validation');
    // partner has the module too, but the code belongs to telko.
    expect(
      (await get(`/api/v1/partner/empfehlung/empfehlungscode/${share.Empfehlungscode}`)).json().code,
    ).toBe('referrals.code_unknown');
    // fyrst does not offer offline codes at all.
    expect((await get(`/api/v1/fyrst/empfehlung/empfehlungscode/${share.Empfehlungscode}`)).json().code).toBe(
      'referrals.module_off',
    );
    t.clock.advance(61 * 86_400_000);
    const expired = await get(`/api/v1/telko/empfehlung/empfehlungscode/${share.Empfehlungscode}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().code).toBe('referrals.expired');
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });

  it('gives no offline code where the tenant has the module off', async () => {
    const share = await confirmedReferral(t, 'fyrst', {
      referrer: 'bank@example.org',
      recipient: 'firma@example.org',
    });
    expect(share.Empfehlungscode).toBeNull();
  });

  it('limits code lookups to 10 a minute per client address', async () => {
    const answers = [];
    for (let i = 0; i < 11; i++)
      answers.push(
        await t.app.inject({
          url: '/api/v1/telko/empfehlung/empfehlungscode/ABCD-2345',
          remoteAddress: '192.0.2.9',
        }),
      );
    expect(answers.slice(0, 10).map((a) => a.statusCode)).toEqual(Array(10).fill(404));
    expect(answers[10]!.statusCode).toBe(429);
  });
});
