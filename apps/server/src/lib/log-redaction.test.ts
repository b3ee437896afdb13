import { describe, expect, it } from 'vitest';
import { fullyDecoded, redactPath, requestForLog, routePath, scrubText } from './log-redaction.ts';

const TOKEN = 'Zx9_kQ2-vB7nR4tY1uW8eP3sL6mC0aD5fG8hJ2kL4nM';
const HEX48 = 'a3f9c2e17b4d8f06a3f9c2e17b4d8f06a3f9c2e17b4d8f06';

describe('log redaction', () => {
  it.each([
    ['anna%40example.org', 'anna@example.org'],
    ['anna%2540example.org', 'anna@example.org'],
    ['anna%252540example%252Eorg', 'anna@example.org'],
    ['100%', '100%'],
  ])('decodes %s fully', (text, decoded) => {
    expect(fullyDecoded(text)).toBe(decoded);
  });

  it.each([
    ['/api/v1/telko/account/resetPassword/max@example.org', '/api/v1/telko/account/resetPassword/*'],
    ['/api/v1/telko/account/resetPassword/max%40example.org', '/api/v1/telko/account/resetPassword/*'],
    ['/API/v1/telko/account/resetPassword/max%252540Example.ORG', '/API/v1/telko/account/resetPassword/*'],
    ['/x/Max+Tag@EXAMPLE.org/y', '/x/*/y'],
    ['/Api/v1/telko/empfehlung/empfehlungscode/ABCD-2345', '/Api/v1/telko/empfehlung/empfehlungscode/*'],
    ['/api/v1/telko/empfehlung/empfehlungscode/abcd%202345', '/api/v1/telko/empfehlung/empfehlungscode/*'],
    ['/api/v1/telko/empfehlung/empfehlungscode/abcdefgh', '/api/v1/telko/empfehlung/empfehlungscode/*'],
    ['/api/v1/telko/empfehlung/empfehlungscode/ab+cd+ef+gh', '/api/v1/telko/empfehlung/empfehlungscode/*'],
    [`/login/${TOKEN}`, '/login/*'],
    [`/api/v1/telko/empfaenger/${HEX48}`, '/api/v1/telko/empfaenger/*'],
    ['/api/v1/telko/empfehler/praemierungmail/pr_Ab3dE5', '/api/v1/telko/empfehler/praemierungmail/*'],
    ['/x/DE89370400440532013000', '/x/*'],
    ['/empfehlung/12345678?k=a3f9c2e17b4d8f06&mail=a@b.de', '/empfehlung/12345678'],
    ['/passwortsetzen/', '/passwortsetzen/'],
  ])('reduces the unmatched path %s to %s', (path, logged) => {
    expect(redactPath(path)).toBe(logged);
  });

  it.each([
    [
      '/api/v1/:apiRoute/account/resetPassword/:id',
      { apiRoute: 'telko', id: 'a%40b.de' },
      '/api/v1/telko/account/resetPassword/:id',
    ],
    [
      '/api/v1/:apiRoute/account/resendWelcomeMail/:id',
      { apiRoute: 'telko', id: HEX48 },
      '/api/v1/telko/account/resendWelcomeMail/:id',
    ],
    [
      '/api/v1/:apiRoute/empfehlen/:nr/:hex',
      { apiRoute: 'telko', nr: '12345678', hex: HEX48 },
      '/api/v1/telko/empfehlen/12345678/:hex',
    ],
    ['/api/v1/:apiRoute/empfehlen/:nr', { apiRoute: 'telko', nr: 'a@b.de' }, '/api/v1/telko/empfehlen/:nr'],
    [
      '/api/v1/:apiRoute/empfehlung/empfehlungscode/:code',
      { apiRoute: 'telko', code: 'ABCD 2345' },
      '/api/v1/telko/empfehlung/empfehlungscode/:code',
    ],
    [
      '/api/v1/:apiRoute/account/adminLogin/:token',
      { apiRoute: 'telko', token: TOKEN },
      '/api/v1/telko/account/adminLogin/:token',
    ],
    [
      '/api/v1/:apiRoute/empfehler/praemierungmail/:token',
      { apiRoute: 'telko', token: 'pr_x' },
      '/api/v1/telko/empfehler/praemierungmail/:token',
    ],
    [
      '/api/v1/:apiRoute/empfaenger/:hex',
      { apiRoute: 'x%2540y.de', hex: HEX48 },
      '/api/v1/:apiRoute/empfaenger/:hex',
    ],
    [
      '/api/v1/:apiRoute/empfaenger/:empfaengernummer/praemie',
      { apiRoute: 'telko', empfaengernummer: '1234567890' },
      '/api/v1/telko/empfaenger/:empfaengernummer/praemie',
    ],
    [
      '/api/v1/:apiRoute/empfehler/SetKundennummerForEmpfehler/:n',
      { apiRoute: 'telko', n: '4711' },
      '/api/v1/telko/empfehler/SetKundennummerForEmpfehler/:n',
    ],
    ['/api/partner/v1/:tenantKey/events', { tenantKey: 'telko' }, '/api/partner/v1/telko/events'],
    ['/*', { '*': `login/${TOKEN}` }, '/login/*'],
    ['/*', { '*': 'empfehlung/12345678' }, '/empfehlung/12345678'],
  ])('logs the route %s with only harmless parameters', (pattern, params, logged) => {
    expect(routePath(pattern, params)).toBe(logged);
  });

  it('logs a request by its matched route, or by its reduced path when none matched', () => {
    const matched = {
      id: 'req-1',
      method: 'GET',
      url: '/api/v1/telko/account/resetPassword/a%40b.de?x=1',
      routeOptions: { url: '/api/v1/:apiRoute/account/resetPassword/:id' },
      params: { apiRoute: 'telko', id: 'a@b.de' },
    };
    expect(requestForLog(matched)).toEqual({
      id: 'req-1',
      method: 'GET',
      path: '/api/v1/telko/account/resetPassword/:id',
    });
    expect(requestForLog({ method: 'GET', url: '/nope/a%2540b.de' }).path).toBe('/nope/*');
  });

  it.each([
    ['mail to anna@example.org failed', 'mail to [email] failed'],
    ['"path":"/r/anna%40example.org"', '"path":"/r/[email]"'],
    ['anna%2540example%252Eorg', '[email]'],
    ['ANNA+Tag%40EXAMPLE.ORG', '[email]'],
    ['anna%2Btag%252540example.org', '[email]'],
    ['iban DE89 3704 0044 0532 0130 00.', 'iban [iban].'],
    ['{"i":"DE89370400440532013000"}', '{"i":"[iban]"}'],
    ['de89370400440532013000', '[iban]'],
    ['AT61 1904 3002 3457 3201', '[iban]'],
    ['GB29NWBK60161331926819', '[iban]'],
    ['FR14 2004 1010 0505 0001 3M02 606', '[iban]'],
    ['NL91ABNA0417164300', '[iban]'],
    ['DE89%203704%200044%200532%200130%2000', '[iban]'],
  ])('scrubs %s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });

  it('leaves an ordinary log line alone', () => {
    const line =
      '{"level":30,"time":1795585883187,"pid":16271,"hostname":"vm","reqId":"req-2","res":{"statusCode":202},"responseTime":112.36,"mailId":"3f0c9a2e-4b1d-4c8e-9f7a-2d6e8b1c0a55","msg":"request completed"}';
    expect(scrubText(line)).toBe(line);
  });

  it('leaves an id alone whose last group reads like a short IBAN, and still scrubs an IBAN next to it', () => {
    const id = '0f8e2a9c-1b2d-4c3e-9f4a-ab12cdef3456';
    expect(scrubText(`operators ${id} (Frieda Fremd)`)).toBe(`operators ${id} (Frieda Fremd)`);
    expect(scrubText(`${id} DE89370400440532013000`)).toBe(`${id} [iban]`);
  });

  it('leaves a trace id alone that reads like an IBAN (decision 074), and still scrubs an IBAN beside it', () => {
    const line = '{"trace_id":"de12a45b67c89d01e23f45a67b89c0d1","msg":"x"}';
    expect(scrubText(line)).toBe(line);
    expect(scrubText(`${line} DE89 3704 0044 0532 0130 00`)).toBe(`${line} [iban]`);
  });
});
