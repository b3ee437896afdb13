import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpReferrer } from '../modules/accounts/accounts.test-helpers.ts';
import { trackingData } from '../modules/recipients/recipients.test-helpers.ts';
import { createBody, nextClientIp } from '../modules/referrals/referrals.test-helpers.ts';
import { solvedCaptcha } from '../test/captcha-solver.ts';
import { createTestApp, type TestContext } from '../test/test-app.ts';
import { databaseKinds } from '../test/test-db.ts';

/** Characters no text field takes: NUL, other C0 and C1 controls, DEL, lone UTF-16 surrogates. */
const HOSTILE = ['\u0000', '\ud800', '\udfff', '\u0001', '\u001b', '\u007f', '\u0085'];
/** The same, as they arrive in a URL (a lone surrogate cannot be percent-encoded as UTF-8). */
const HOSTILE_IN_URL = ['%00', '%01', '%08', '%0B', '%1B', '%1F', '%7F', '%C2%85', '%09', '%0A', '%0D'];

interface Case {
  name: string;
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: (bad: string) => string;
  body?: (bad: string) => unknown;
  auth?: 'session' | 'partner';
  field: string;
}

/** One row per module, each with the hostile text in the body, the query or a path parameter. */
const BODY_CASES: Case[] = [
  {
    name: 'accounts: sign-up',
    method: 'POST',
    url: () => '/api/v1/telko/account/createEmpfehler',
    body: (bad) => ({
      Vorname: `An${bad}na`,
      Nachname: 'Berg',
      Email: 'fuzz@example.org',
      Teilnahmeberechtigt: true,
    }),
    field: 'body.Vorname',
  },
  {
    name: 'referrals: create (nested)',
    method: 'POST',
    url: () => '/api/v1/telko/Empfehlen/create',
    body: (bad) => createBody({ vorname: `Anna${bad}` }),
    field: 'body.Empfehler.Vorname',
  },
  {
    name: 'contact: message',
    method: 'POST',
    url: () => '/api/v1/fyrst/kontakt',
    body: (bad) => ({ Email: 'anna@example.org', Betreff: 'Hallo', Nachricht: `a${bad}b` }),
    field: 'body.Nachricht',
  },
  {
    name: 'recipients: tracking (nested object)',
    method: 'POST',
    url: () => '/api/v1/telko/tracking/abschliessen/?channel=co',
    body: (bad) => ({
      empfehlungsnummer: 1,
      empfaengernummer: '0000000001',
      empfaengerdaten: trackingData({
        adresse: { strasse: `Heide${bad}`, hausnummer: '1', plz: '51147', ort: 'Köln' },
      }),
    }),
    field: 'body.empfaengerdaten.adresse.strasse',
  },
  {
    name: 'my data: bank data, signed in',
    method: 'PUT',
    url: () => '/api/v1/telko/empfehler/bankdaten',
    body: (bad) => ({ Kontoinhaber: `Anna${bad}`, Iban: 'DE89370400440532013000' }),
    auth: 'session',
    field: 'body.Kontoinhaber',
  },
  {
    name: 'referrals: create (array element)',
    method: 'POST',
    url: () => '/api/v1/telko/Empfehlen/create',
    body: (bad) => ({ ...createBody(), Extra: ['ok', `x${bad}`] }),
    field: 'body.Extra.1',
  },
  {
    name: 'partner events',
    method: 'POST',
    url: () => '/api/partner/v1/telko/events',
    body: (bad) => ({ id: `e-${bad}`, type: 'order.placed', occurredAt: '2026-11-22T09:00:00Z' }),
    auth: 'partner',
    field: 'body.id',
  },
  {
    name: 'partner login tokens',
    method: 'POST',
    url: () => '/api/partner/v1/telko/login-tokens',
    body: (bad) => ({ Email: 'host@example.org', Vorname: `A${bad}`, Nachname: 'Berg' }),
    auth: 'partner',
    field: 'body.Vorname',
  },
];

const URL_CASES: Case[] = [
  {
    name: 'tenant path',
    method: 'GET',
    url: (b) => `/api/v1/tel${b}ko/route/default`,
    field: 'params.apiRoute',
  },
  { name: 'tenants', method: 'GET', url: (b) => `/api/v1/telko/mandant/x${b}`, field: 'params.key' },
  {
    name: 'content',
    method: 'GET',
    url: (b) => `/api/v1/telko/content/getlanguagecontent/d${b}e`,
    field: 'params.iso',
  },
  { name: 'catalogue', method: 'GET', url: (b) => `/api/v1/telko/produkt/1${b}`, field: 'params.id' },
  { name: 'recipients', method: 'GET', url: (b) => `/api/v1/telko/empfaenger/ab${b}`, field: 'params.hex' },
  {
    name: 'referral visits (query)',
    method: 'GET',
    url: (b) => `/api/v1/telko/empfehlen/1?k=ab${b}cd`,
    field: 'querystring.k',
  },
  {
    name: 'accounts (query)',
    method: 'GET',
    url: (b) => `/api/v1/telko/account/login?token=t${b}`,
    field: 'querystring.token',
  },
  {
    name: 'agents (query)',
    method: 'GET',
    url: (b) => `/api/v1/telko/Produkt/agents?query=5${b}`,
    field: 'querystring.query',
  },
  {
    name: 'reset password (path)',
    method: 'GET',
    url: (b) => `/api/v1/telko/account/resetPassword/a${b}@example.org`,
    field: 'params.id',
  },
  {
    name: 'partner events (path)',
    method: 'POST',
    url: (b) => `/api/partner/v1/tel${b}ko/events`,
    body: () => ({ id: 'e-1', type: 'order.placed', occurredAt: '2026-11-22T09:00:00Z' }),
    auth: 'partner',
    field: 'params.tenantKey',
  },
];

describe.each(databaseKinds())('text input at the edge on %s', (kind) => {
  let t: TestContext;
  let session: string;
  let partnerKey: string;
  beforeAll(async () => {
    t = await createTestApp(kind);
    t.clock.set(new Date());
    session = (await signedUpReferrer(t, 'edge@example.org')).Token;
    const telko = (await t.app.services.tenants.byKey('telko'))!;
    partnerKey = await t.app.services.partnerKeys.issue(telko.id, 'edge test', ['events', 'host_sign_in']);
  });
  afterAll(() => t.close());

  /** Rows in every table: a refused request writes nothing anywhere. */
  async function rowCounts(): Promise<Record<string, number>> {
    const tables = await t.database.query<{ name: string }>(
      "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      counts[name] = (
        await t.database.query<{ n: number }>(`select count(*)::int as n from "${name}"`)
      )[0]!.n;
    }
    return counts;
  }

  function send(c: Case, bad: string, lang = 'de') {
    const auth = c.auth === 'session' ? session : c.auth === 'partner' ? partnerKey : undefined;
    const body = c.body?.(bad);
    return t.app.inject({
      method: c.method,
      url: c.url(bad),
      headers: { 'accept-language': lang, ...(auth ? { authorization: `Bearer ${auth}` } : {}) },
      ...(body === undefined
        ? {}
        : {
            payload: JSON.stringify(body),
            headers: {
              'accept-language': lang,
              'content-type': 'application/json',
              ...(auth ? { authorization: `Bearer ${auth}` } : {}),
            },
          }),
      remoteAddress: nextClientIp(),
    });
  }

  it.each(BODY_CASES)('refuses control characters and lone surrogates in the body: $name', async (c) => {
    const before = await rowCounts();
    for (const bad of HOSTILE) {
      const res = await send(c, bad);
      expect({ bad: codePoints(bad), status: res.statusCode }).toEqual({ bad: codePoints(bad), status: 400 });
      expect(res.json()).toEqual({
        code: 'common.validation',
        message: expect.any(String),
        details: { fields: [{ path: c.field, message: 'Enthält ein unzulässiges Zeichen.' }] },
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it.each(URL_CASES)('refuses control characters in the path and query: $name', async (c) => {
    const before = await rowCounts();
    for (const bad of HOSTILE_IN_URL) {
      const res = await send(c, bad);
      expect({ bad, status: res.statusCode }).toEqual({ bad, status: 400 });
      expect(res.json().details).toEqual({
        fields: [{ path: c.field, message: 'Enthält ein unzulässiges Zeichen.' }],
      });
    }
    expect(await rowCounts()).toEqual(before);
  });

  it('names the field in the language of the request', async () => {
    const res = await send(BODY_CASES[0]!, '\u0000', 'en');
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'body.Vorname', message: 'Contains a character that is not allowed.' },
    ]);
  });

  it('names a hostile object key, escaped', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partner/v1/telko/events',
      headers: { authorization: `Bearer ${partnerKey}`, 'content-type': 'application/json' },
      payload: '{"id":"e-9","type":"order.placed","occurredAt":"2026-11-22T09:00:00Z","x\\u0000":1}',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'body.x\\u0000', message: 'Enthält ein unzulässiges Zeichen.' },
    ]);
  });

  it('refuses a hostile text/plain body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/fyrst/kontakt',
      headers: { 'content-type': 'text/plain' },
      payload: 'a\u0000b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details.fields).toEqual([
      { path: 'body', message: 'Enthält ein unzulässiges Zeichen.' },
    ]);
  });

  it('treats a cookie with control characters as absent (cookies hold preferences only)', async () => {
    for (const [i, cookie, channel] of [
      [1, 'kwk_channel=a%00b', null],
      [2, 'kwk_channel=a%C2%85b', null],
      [3, 'kwk_channel=herbst%20winter', 'herbst winter'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/telko/Empfehlen/create',
        headers: { cookie },
        payload: createBody({
          referrer: `cookie-${i}@example.org`,
          recipient: `cookie-to-${i}@example.org`,
        }),
        remoteAddress: nextClientIp(),
      });
      expect(res.statusCode).toBe(202);
      const [row] = await t.database.query<{ channel: string | null }>(
        'select channel from referrals where empfehlungsnummer = $1',
        [res.json().Empfehlungsnummer],
      );
      expect(row?.channel ?? null).toBe(channel);
    }
  });

  it('keeps tabs, line breaks and paired surrogates in free text', async () => {
    const captcha = await solvedCaptcha(t.app, 'fyrst');
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/v1/fyrst/kontakt?captcha=${encodeURIComponent(captcha)}`,
      payload: {
        Email: 'tabs@example.org',
        Betreff: 'Prämie 😀',
        Nachricht: 'Zeile 1\r\n\tZeile 2\n😀',
      },
    });
    expect(res.statusCode).toBe(200);
  });
});

const codePoints = (s: string) => [...s].map((c) => `U+${c.codePointAt(0)!.toString(16)}`).join();
