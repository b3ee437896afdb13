import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { TestClock } from './clock.ts';
import { loadConfig } from './config.ts';
import { createTestDatabase } from './test/test-db.ts';

/** Sends raw HTTP/1.1 requests over one kept-alive socket and collects what comes back. */
function rawClient(port: number) {
  const socket = net.connect(port, '127.0.0.1');
  let buffer = '';
  socket.on('data', (d) => {
    buffer += d.toString();
  });
  return {
    send: (path: string) =>
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: keep-alive\r\n\r\n`),
    async waitFor(pattern: RegExp) {
      for (let i = 0; i < 200 && !pattern.test(buffer); i++) await new Promise((r) => setTimeout(r, 10));
      return buffer;
    },
    reset: () => {
      buffer = '';
    },
    end: () => socket.destroy(),
  };
}

describe('graceful shutdown', () => {
  it('lets a request in flight finish and answers a new one with 503 {code, message}', async () => {
    const database = await createTestDatabase('pglite');
    const config = loadConfig({ NODE_ENV: 'test', APP_SECRET: 'x'.repeat(40), WEB_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, clock: new TestClock(), logger: false });
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // A slow route stands in for any request still being worked on when SIGTERM arrives.
    app.get('/test/slow', { schema: { hide: true } }, async () => {
      await gate;
      return { done: true };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;

    const slow = rawClient(port);
    slow.send('/test/slow');
    await new Promise((r) => setTimeout(r, 50));

    const drained = app.drain(300);
    const refused = await fetch(`http://127.0.0.1:${port}/api/v1/fyrst/content/getlanguages`);
    expect(refused.status).toBe(503);
    expect(await refused.json()).toEqual({ code: 'common.shutting_down', message: expect.any(String) });

    release();
    expect(await slow.waitFor(/\{"done":true\}/)).toMatch(/^HTTP\/1\.1 200/);
    await drained;
    slow.end();
    await database.close();
  });
});
