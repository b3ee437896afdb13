import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PREVIEW_TOKEN_HEADER } from '@kwk/shared/operator/tenant-drafts.schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiSecurityHeaders } from '../../plugins/security-headers.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { mandantPreparedAnswer } from './mandant-prepared-answer.ts';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET over a real connection, its bytes as they came (no decoding). */
function get(port: number, path: string, headers: Record<string, string> = {}, method = 'GET') {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

/** The headers both ways send, without those Node's server adds to every answer. */
const own = (headers: IncomingHttpHeaders) => {
  const { date: _date, connection: _connection, 'keep-alive': _keepAlive, ...rest } = headers;
  return rest;
};

describe('the configuration call prepared in front of the router (decision 076)', () => {
  let t: TestContext;
  let server: Server;
  let port: number;
  let open = true;
  const observed: number[] = [];
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const answer = mandantPreparedAnswer({
      tenants: t.app.services.tenants,
      securityHeaders: apiSecurityHeaders(false),
      open: () => open,
      latency: { observe: (status) => observed.push(status) },
    });
    // A request the prepared answer leaves is marked, so each case shows which way it went.
    server = createServer((req, res) => {
      if (!answer(req, res)) res.writeHead(599).end('left to Fastify');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server.close();
    await t.close();
  });

  it('answers exactly what the route answers: status, headers and bytes, in each coding and as a 304', async () => {
    const url = '/api/v1/fyrst/mandant/fyrst';
    const etag = (await t.app.inject({ url })).headers.etag as string;
    const variants: Record<string, string>[] = [
      {},
      { 'accept-encoding': 'gzip, deflate, br' },
      { 'accept-encoding': 'gzip' },
      { 'accept-encoding': 'br;q=0, gzip' },
      { 'accept-encoding': 'identity' },
      { 'if-none-match': etag },
      { 'if-none-match': '"stale"', 'accept-encoding': 'br' },
    ];
    for (const headers of variants) {
      observed.length = 0;
      const prepared = await get(port, url, headers);
      const route = await t.app.inject({ url, headers });
      expect(observed, JSON.stringify(headers)).toHaveLength(1);
      expect(prepared.status).toBe(route.statusCode);
      expect(own(prepared.headers)).toEqual(own(route.headers as IncomingHttpHeaders));
      expect(prepared.body.equals(route.rawPayload)).toBe(true);
    }
    for (const key of ['telko', 'partner']) {
      const prepared = await get(port, `/api/v1/${key}/mandant/${key}`);
      const route = await t.app.inject({ url: `/api/v1/${key}/mandant/${key}` });
      expect(JSON.parse(prepared.body.toString()).Key).toBe(key);
      expect(own(prepared.headers)).toEqual(own(route.headers as IncomingHttpHeaders));
    }
  });

  it('leaves every other request to the route: preview, query, other spellings, HEAD, unknown tenants, draining', async () => {
    const left = async (path: string, headers: Record<string, string> = {}, method = 'GET') =>
      (await get(port, path, headers, method)).status;
    expect(await left('/api/v1/fyrst/mandant/fyrst', { [PREVIEW_TOKEN_HEADER]: 'a-token' })).toBe(599);
    expect(await left('/api/v1/fyrst/mandant/fyrst?x=1')).toBe(599);
    expect(await left('/api/v1/fyrst/mandant/fyrst/')).toBe(599);
    expect(await left('/api/v1/fyrst/mandant/FYRST')).toBe(599);
    expect(await left('/api/v1/fyrst/mandant/telko')).toBe(599);
    expect(await left('/api/v1/nobody/mandant/nobody')).toBe(599);
    expect(await left('/api/v1/fyrst/route/default')).toBe(599);
    expect(await left('/api/v1/fyrst/mandant/fyrst', {}, 'HEAD')).toBe(599);
    open = false;
    expect(await left('/api/v1/fyrst/mandant/fyrst')).toBe(599);
    open = true;
    expect(await left('/api/v1/fyrst/mandant/fyrst')).toBe(200);
  });

  it('answers a changed configuration, never the one an invalidation replaced', async () => {
    const url = '/api/v1/telko/mandant/telko';
    const before = await get(port, url);
    await t.database.query(
      `update tenants set brand = jsonb_set(brand, '{Name}', '"Telko Neu"'), updated_at = now() + interval '1 second' where key = 'telko'`,
    );
    t.app.services.tenants.invalidate();
    // Until the reload is in, the route answers (and waits for it).
    expect((await get(port, url)).status).toBe(599);
    await t.app.services.tenants.byKey('telko');
    const after = await get(port, url);
    expect(after.status).toBe(200);
    expect(JSON.parse(after.body.toString()).Brand.Name).toBe('Telko Neu');
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(own(after.headers)).toEqual(own((await t.app.inject({ url })).headers as IncomingHttpHeaders));
  });

  it('is the app’s own server: the running portal answers the call the same way', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (t.app.server.address() as AddressInfo).port;
    const url = '/api/v1/partner/mandant/partner';
    const answer = await get(appPort, url, { 'accept-encoding': 'br' });
    const route = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
    expect(answer.status).toBe(200);
    expect(own(answer.headers)).toEqual(own(route.headers as IncomingHttpHeaders));
    expect(answer.body.equals(route.rawPayload)).toBe(true);
    expect(answer.headers['keep-alive']).toBe(`timeout=${t.app.server.keepAliveTimeout / 1000}`);
  });
});
