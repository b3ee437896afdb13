import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  createServer,
  request as httpRequest,
  type IncomingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject } from 'vitest';
import { openDatabase } from '../../db/client.ts';
import { PG_TEMPLATE, withDatabase } from '../../test/global-setup.ts';
import { onOneKind } from '../../test/test-db.ts';
import { createEndpoint } from './webhook-endpoints.ts';
import { verifies } from './webhook-receiver.test-helpers.ts';
import { webhookSecretBox } from './webhook-signing.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

// Issue 31: "kill -9 of the server during deliveries loses none". The real start (main.ts) in a
// child process on a PostgreSQL database of its own, its webhook endpoint a receiver in this
// process that holds its answers, so deliveries are in flight when the process is killed. The
// restarted worker claims them again once their lease ends (WEBHOOK_LEASE_SECONDS, 2 s here
// instead of 60). PostgreSQL only: a second process cannot open a PGlite directory in use, and the
// lease's `SKIP LOCKED` claim across a crash is PostgreSQL's.
const ROOT = path.resolve(import.meta.dirname, '../../../../..');
const APP_SECRET = 'webhook-crash-secret-0123456789-0123456789';
const EVENTS = 30;
const AGB = 'Ich akzeptiere die Teilnahmebedingungen.';
const templateUrl = inject('pgTemplateUrl');
const it = onOneKind('pg');

interface Arrival {
  id: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/**
 * A brand's receiver: records every POST on arrival and answers it 200 after `delayMs`, or, while
 * `hold` is on, not until it is lifted; `unanswered` are the requests it holds right now.
 */
async function slowReceiver(delayMs: number) {
  const arrivals: Arrival[] = [];
  const waiting = new Set<{ id: string; response: ServerResponse }>();
  let hold = true;
  const answer = (entry: { id: string; response: ServerResponse }) =>
    setTimeout(() => {
      waiting.delete(entry);
      if (!entry.response.destroyed) entry.response.writeHead(200).end('ok');
    }, delayMs);
  const server = createServer((req, response) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const id = String(req.headers['webhook-id']);
      arrivals.push({ id, body: Buffer.concat(chunks).toString('utf8'), headers: req.headers });
      const entry = { id, response };
      waiting.add(entry);
      if (!hold) answer(entry);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    unanswered: () => [...waiting].map((e) => e.id),
    release() {
      hold = false;
      for (const entry of waiting) answer(entry);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A JSON POST from a local address (127.0.0.0/8 is local on Linux); answers `status body`. */
function postFrom(localAddress: string, url: string, body: string) {
  return new Promise<string>((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json' } },
      (res) => {
        let text = '';
        res.on('data', (chunk) => {
          text += chunk;
        });
        res.on('end', () => resolve(`${res.statusCode} ${text}`));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe.runIf(templateUrl)('webhook deliveries across a kill -9 of the server (issue 31)', () => {
  const database = `kwk_test_${randomBytes(6).toString('hex')}`;
  const databaseUrl = templateUrl ? withDatabase(templateUrl, database) : '';
  let receiver: Awaited<ReturnType<typeof slowReceiver>>;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    if (!templateUrl) return;
    const admin = new pg.Client({ connectionString: templateUrl });
    await admin.connect();
    await admin.query(`create database ${database} template ${PG_TEMPLATE}`);
    await admin.end();
    receiver = await slowReceiver(150);
  });
  afterAll(async () => {
    if (!templateUrl) return;
    child?.kill('SIGKILL');
    await receiver.close();
    const admin = new pg.Client({ connectionString: templateUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  /** main.ts in a child process (development deployment: loopback endpoints allowed); answers its port. */
  async function startServer() {
    const output = { stdout: '', stderr: '' };
    child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        NODE_ENV: 'test',
        APP_SECRET,
        DATABASE_URL: databaseUrl,
        PORT: '0',
        HOST: '127.0.0.1',
        WEB_DIST: '/nonexistent-web-dist',
        LOG_LEVEL: 'info',
        RATE_LIMIT_PER_MINUTE: '100000',
        // The demo tenants' captcha (on for a development start) stays off, as in the bench.
        DEMO_CAPTCHA: 'off',
        WEBHOOK_LEASE_SECONDS: '2',
      },
    });
    child.stdout?.on('data', (d) => {
      output.stdout += d;
    });
    child.stderr?.on('data', (d) => {
      output.stderr += d;
    });
    for (let i = 0; i < 1200 && child.exitCode === null; i++) {
      const port = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output.stdout)?.[1];
      if (port) return Number(port);
      await new Promise((r) => setTimeout(r, 50));
    }
    throw new Error(`the server did not start:\n${output.stdout}\n${output.stderr}`);
  }

  it('loses no delivery: each event id arrives at least once after the restart, a repeat only with the same id and body', async () => {
    // The tenant's endpoint, written as the console writes it, with the secret shown once.
    const db = await openDatabase({ url: databaseUrl });
    const repository = createWebhooksRepository();
    const [telko] = await db.query<{ id: string }>("select id from tenants where key = 'telko'");
    const { secret } = await createEndpoint(
      repository,
      webhookSecretBox(APP_SECRET),
      db.db,
      telko!.id,
      { url: receiver.url, description: 'CRM', eventTypes: ['referral.created'], enabled: true },
      new Date(),
    );

    const port = await startServer();
    const base = `http://127.0.0.1:${port}/api/v1/telko`;
    const products = (await (await fetch(`${base}/produkt`)).json()) as { Id: number }[];
    // The create route takes 20 a minute per address: each create comes from a loopback address of its own.
    for (let n = 0; n < EVENTS; n++) {
      const created = await postFrom(
        `127.0.3.${n + 1}`,
        `${base}/Empfehlen/create`,
        JSON.stringify({
          Empfehlung: {
            Produkt: products[0]!.Id,
            AnteilEmpfehler: 50,
            AgbText: AGB,
            AgbAkzeptiert: true,
            Aktionen: [],
          },
          Empfehler: {
            Vorname: 'Anna',
            Nachname: 'Berg',
            Email: `crash.${n}@example.org`,
            Teilnahmeberechtigt: true,
          },
          Empfaenger: { Email: `crash.friend.${n}@example.org` },
        }),
      );
      expect(created).toMatch(/^202 /);
    }
    const events = (
      await db.query<{ event_id: string }>(
        "select event_id from webhook_deliveries where event_type = 'referral.created'",
      )
    ).map((r) => r.event_id);
    expect(events).toHaveLength(EVENTS);

    // The receiver answers, slowly; the server dies while some answers are still owed.
    await expect.poll(() => receiver.unanswered().length, { timeout: 10_000 }).toBeGreaterThan(0);
    receiver.release();
    await expect
      .poll(() => receiver.arrivals.length, { timeout: 10_000, interval: 20 })
      .toBeGreaterThanOrEqual(10);
    const inFlight = receiver.unanswered();
    child!.kill('SIGKILL');
    await new Promise((resolve) => child!.once('exit', resolve));
    expect(inFlight.length).toBeGreaterThan(0);
    const arrivedBeforeKill = receiver.arrivals.length;
    const leased = await db.query<{ n: number }>(
      "select count(*)::int as n from webhook_deliveries where status = 'pending' and locked_until > now()",
    );
    expect(leased[0]!.n).toBeGreaterThan(0);
    expect(arrivedBeforeKill).toBeLessThan(EVENTS + inFlight.length);

    // After the restart every event arrives, the ones cut off by the kill once more.
    await startServer();
    const arrived = () => new Set(receiver.arrivals.map((a) => a.id));
    await expect.poll(() => events.filter((id) => !arrived().has(id)), { timeout: 15_000 }).toEqual([]);
    for (const id of inFlight)
      expect(receiver.arrivals.filter((a) => a.id === id).length).toBeGreaterThanOrEqual(2);
    await expect
      .poll(
        async () =>
          (
            await db.query<{ n: number }>(
              "select count(*)::int as n from webhook_deliveries where status <> 'delivered'",
            )
          )[0]!.n,
        { timeout: 10_000 },
      )
      .toBe(0);

    // Each arrival verifies with the secret, and a repeat differs from the first in nothing but the attempt's timestamp.
    for (const arrival of receiver.arrivals)
      expect(verifies(secret, { headers: arrival.headers, body: arrival.body })).toBe(true);
    const bodies = new Map<string, string>();
    for (const { id, body } of receiver.arrivals) {
      expect(bodies.get(id) ?? body).toBe(body);
      bodies.set(id, body);
      expect((JSON.parse(body) as { id: string }).id).toBe(id);
    }
    expect([...bodies.keys()].sort()).toEqual([...events].sort());
    child!.kill('SIGTERM');
    await db.close();
  }, 60_000);
});
