import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAnswer } from '../../test/expect-answer.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { databaseKinds } from '../../test/test-db.ts';
import { confirmedReferral, count, linkParts, nextClientIp } from './referrals.test-helpers.ts';
import { SHORT_LINK_LOOKUPS_PER_MINUTE } from './short-links.rules.ts';

describe.each(databaseKinds())('short links /r/{code} on %s', (kind) => {
  let t: TestContext;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date('2026-11-22T10:00:00Z'));
  });
  afterAll(() => t.close());

  const ask = (tenant: string, nr: number, key: string, ip = nextClientIp()) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/${tenant}/empfehlung/${nr}/kurzlink`,
      payload: { Schluessel: key },
      remoteAddress: ip,
    });
  const open = (host: string, path: string, ip = nextClientIp()) =>
    t.app.inject({ url: path, headers: { host }, remoteAddress: ip });

  it('makes one short link per referral that leads to the long link on the tenant’s host', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'kurz@example.org',
      recipient: 'qr@example.org',
    });
    const { nr, key, host } = linkParts(share.Empfehlungslink);
    const first = await ask('telko', nr, key);
    expect(first.statusCode).toBe(200);
    const { Kurzlink } = first.json<{ Kurzlink: string }>();
    const short = new URL(Kurzlink);
    expect(short.host).toBe(host);
    expect(short.pathname).toMatch(/^\/r\/[0-9A-Za-z]{12}$/);
    // Asked again, the same link: one row per referral.
    expect((await ask('telko', nr, key)).json()).toEqual({ Kurzlink });
    expect(await count(t, 'referral_short_links')).toBe(1);

    const resolved = await open(host, short.pathname);
    expect(resolved.statusCode).toBe(302);
    expect(resolved.headers.location).toBe(share.Empfehlungslink);
  });

  it('refuses a wrong key or number as not found, in the user’s language', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'falsch@example.org',
      recipient: 'k@example.org',
    });
    const { nr, key } = linkParts(share.Empfehlungslink);
    const wrongKey = await ask('telko', nr, `${key.slice(0, 31)}${key.endsWith('0') ? '1' : '0'}`);
    expectAnswer(wrongKey, 404).toMatchObject({ code: 'referrals.not_found' });
    expect((await ask('partner', nr, key)).statusCode).toBe(404);
    const malformed = await ask('telko', nr, 'nicht-hex');
    expectAnswer(malformed, 400).toHaveProperty('message');
  });

  it('shows a friendly 404 page for an unknown code and never resolves another tenant’s code', async () => {
    const share = await confirmedReferral(t, 'telko', {
      referrer: 'fremd@example.org',
      recipient: 'h@example.org',
    });
    const { nr, key, host } = linkParts(share.Empfehlungslink);
    const { pathname } = new URL((await ask('telko', nr, key)).json<{ Kurzlink: string }>().Kurzlink);
    for (const [where, path] of [
      [host, '/r/AAAAAAAAAAAA'], // well formed, unknown
      [host, '/r/%3Cscript%3E'], // malformed
      ['partner.localhost', pathname], // telko's code on partner's host
    ] as const) {
      const res = await open(where, path);
      expect(res.statusCode, `${where}${path}`).toBe(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('Dieser Link ist uns nicht bekannt');
      expect(res.body).not.toContain('<script');
    }
    expect((await open('partner.localhost', pathname)).body).toContain('Zur Startseite von');
  });

  it('limits lookups per client address, then answers 429 with a message', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < SHORT_LINK_LOOKUPS_PER_MINUTE; i++)
      expect((await open('telko.localhost', '/r/BBBBBBBBBBBB', ip)).statusCode).toBe(404);
    const limited = await open('telko.localhost', '/r/BBBBBBBBBBBB', ip);
    expectAnswer(limited, 429).toMatchObject({ code: 'common.rate_limited' });
    // Another address is not affected.
    expect((await open('telko.localhost', '/r/BBBBBBBBBBBB')).statusCode).toBe(404);
  });
});
