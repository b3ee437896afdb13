import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral, linkParts, nextClientIp } from './referrals.test-helpers.ts';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const DAY = 86_400_000;

describe.each(databaseKinds())('link opens per referral and day on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  /** What the recipient's landing sends once it shows the offer (features/recipients/api/count-visit.ts). */
  const land = (nr: number, headers: Record<string, string> = { 'user-agent': BROWSER }) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/v1/telko/empfehlung/${nr}?channel=Whatsapp`,
      headers,
      remoteAddress: nextClientIp(),
    });
  const opens = (nr: number) =>
    t.database.query<{ day: string; opens: number }>(
      `select to_char(o.day, 'YYYY-MM-DD') as day, o.opens from referral_link_opens o
       join referrals r on r.id = o.referral_id where r.empfehlungsnummer = $1 order by o.day`,
      [nr],
    );

  it('counts the short link’s redirect and the landing it leads to as one open', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'o1@example.org',
      recipient: 'f1@example.org',
    });
    const { nr, key, host } = linkParts(share.Empfehlungslink);
    const short = await t.app.inject({
      method: 'POST',
      url: `/api/v1/telko/empfehlung/${nr}/kurzlink`,
      payload: { Schluessel: key },
      remoteAddress: nextClientIp(),
    });
    const { pathname } = new URL(short.json<{ Kurzlink: string }>().Kurzlink);
    const redirect = await t.app.inject({
      url: pathname,
      headers: { host, 'user-agent': BROWSER },
      remoteAddress: nextClientIp(),
    });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.headers.location).toBe(share.Empfehlungslink);
    expect(await opens(nr)).toEqual([]);
    expect((await land(nr)).statusCode).toBe(200);
    expect(await opens(nr)).toEqual([{ day: '2026-11-22', opens: 1 }]);
  });

  it('keeps one row per referral and Berlin day, raised by each open', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'o2@example.org',
      recipient: 'f2@example.org',
    });
    const { nr } = linkParts(share.Empfehlungslink);
    await land(nr);
    await land(nr);
    // 23:30 UTC on the 22nd is the 23rd in Berlin.
    t.clock.set(new Date('2026-11-22T23:30:00Z'));
    await land(nr);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    expect(await opens(nr)).toEqual([
      { day: '2026-11-22', opens: 2 },
      { day: '2026-11-23', opens: 1 },
    ]);
  });

  it('leaves robots, preview fetchers, prefetches and dead or unknown links out', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'o3@example.org',
      recipient: 'f3@example.org',
    });
    const { nr } = linkParts(share.Empfehlungslink);
    for (const headers of <Record<string, string>[]>[
      { 'user-agent': '' }, // none (the test client sends its own otherwise)
      { 'user-agent': 'WhatsApp/2.24.6.77 A' },
      { 'user-agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)' },
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      { 'user-agent': 'TelegramBot (like TwitterBot)' },
      { 'user-agent': BROWSER, 'sec-purpose': 'prefetch;prerender' },
    ])
      expect((await land(nr, headers)).statusCode).toBe(200);
    expect(await opens(nr)).toEqual([]);
    // Unknown: the same answer, nothing written. Expired (day 61): nothing written.
    expect((await land(987_654_321)).statusCode).toBe(200);
    t.clock.advance(61 * DAY);
    await land(nr);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
    expect(await opens(nr)).toEqual([]);
  });

  it('keeps nothing about the opener: the counter row has no column but referral, day, count and tenant', async () => {
    const columns = await t.database.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'referral_link_opens' order by column_name`,
    );
    expect(columns.map((c) => c.column_name)).toEqual(['day', 'opens', 'referral_id', 'tenant_id']);
  });
});
