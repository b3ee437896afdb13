import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDispatcher } from './webhook-dispatcher.ts';
import { startWebhookReceiver } from './webhook-receiver.test-helpers.ts';
import { postDeadline, postWebhook, RESPONSE_EXCERPT_BYTES } from './webhook-sender.ts';
import { signWebhook } from './webhook-signing.ts';

const secret = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const body = JSON.stringify({ type: 'webhook.test' });
const headers = () => signWebhook([secret], 'msg_1', new Date(), body);

describe('webhook targets outside development (server-side request forgery)', () => {
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  const production = webhookDispatcher({ development: false });
  const development = webhookDispatcher({ development: true });
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
  });
  afterAll(async () => {
    await receiver.close();
    await production.close();
    await development.close();
  });

  it('reaches the loopback receiver in development (so the refusals below are the filter, not the network)', async () => {
    const outcome = await postWebhook(development, receiver.url, headers(), body);
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, response: 'ok, thanks' });
  });

  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/hooks`, 'loopback address'],
    ['IPv6 loopback', (port: number) => `http://[::1]:${port}/hooks`, 'loopback address'],
    ['IPv6-mapped loopback', (port: number) => `http://[::ffff:127.0.0.1]:${port}/hooks`, 'loopback address'],
    [
      'IPv6-mapped loopback in hex',
      (port: number) => `http://[::ffff:7f00:1]:${port}/hooks`,
      'loopback address',
    ],
    ['private', (port: number) => `http://10.0.0.1:${port}/hooks`, 'private address'],
    ['link-local (cloud metadata)', () => 'http://169.254.169.254/latest/meta-data', 'linkLocal address'],
    [
      'a DNS name resolving to loopback',
      (port: number) => `http://localhost:${port}/hooks`,
      'loopback address',
    ],
    [
      'a decimal IPv4 spelling of loopback',
      (port: number) => `http://2130706433:${port}/hooks`,
      'loopback address',
    ],
  ])('refuses %s at connect time in production mode', async (_name, url, refusal) => {
    const before = receiver.received.length;
    const outcome = await postWebhook(production, url(receiver.port), headers(), body);
    expect(outcome.ok).toBe(false);
    expect(outcome.statusCode).toBeNull();
    expect(outcome.response).toBe(`RefusedAddressError: refused: ${refusal}`);
    expect(receiver.received.length).toBe(before);
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const { createServer } = await import('node:http');
    const silent = createServer(() => undefined);
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const port = (silent.address() as { port: number }).port;
    const outcome = await postWebhook(
      development,
      `http://127.0.0.1:${port}/`,
      headers(),
      body,
      postDeadline(1, 200),
    );
    expect(outcome.ok).toBe(false);
    expect(outcome.response).toMatch(/TimeoutError|aborted/i);
    silent.closeAllConnections();
    silent.close();
  });

  it.each([
    ['a short answer with its length', 'x'.repeat(300), true, 'x'.repeat(300)],
    ['a long answer with its length', 'y'.repeat(5000), true, 'y'.repeat(RESPONSE_EXCERPT_BYTES)],
    ['a long answer in chunks, no length', 'z'.repeat(5000), false, 'z'.repeat(RESPONSE_EXCERPT_BYTES)],
  ])('keeps the first bytes of %s', async (_, answer, withLength, kept) => {
    const { createServer } = await import('node:http');
    const answering = createServer((req, res) => {
      req.resume();
      if (withLength) res.writeHead(200, { 'content-length': Buffer.byteLength(answer) }).end(answer);
      else {
        res.writeHead(200);
        res.write(answer.slice(0, 2500));
        res.end(answer.slice(2500));
      }
    });
    await new Promise<void>((resolve) => answering.listen(0, '127.0.0.1', resolve));
    const port = (answering.address() as { port: number }).port;
    const outcome = await postWebhook(development, `http://127.0.0.1:${port}/`, headers(), body);
    expect(outcome).toMatchObject({ ok: true, statusCode: 200, response: kept });
    answering.closeAllConnections();
    answering.close();
  });

  it('follows no redirect: a 3xx is a failed attempt', async () => {
    const { createServer } = await import('node:http');
    let followed = false;
    const redirecting = createServer((req, res) => {
      if (req.url === '/elsewhere') followed = true;
      res.writeHead(302, { location: '/elsewhere' }).end();
    });
    await new Promise<void>((resolve) => redirecting.listen(0, '127.0.0.1', resolve));
    const port = (redirecting.address() as { port: number }).port;
    const outcome = await postWebhook(development, `http://127.0.0.1:${port}/`, headers(), body);
    expect(outcome).toMatchObject({ ok: false, statusCode: 302 });
    expect(followed).toBe(false);
    redirecting.closeAllConnections();
    redirecting.close();
  });
});
