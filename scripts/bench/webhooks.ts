import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { Webhook } from 'standardwebhooks';
import { Agent, request } from 'undici';
import { adminToken } from './config-propagation.ts';
import { consoleCall } from './console-call.ts';
import { QUICK } from './measure.ts';
import { serverNodeFlags } from './report.ts';

/**
 * Webhooks (issue 31, decision 073): the real worker's deliveries against a bare undici loop doing
 * the same signed POSTs, and what two subscribed endpoints add to a create.
 */

/** Deliveries per measured run. */
export const DELIVERIES = QUICK ? 400 : 4000;
/**
 * The worker's concurrency: each run claims 20 due rows and posts them together, up to four runs
 * at once while there is a backlog (webhooks.worker.ts), through an undici agent of 8 connections
 * (webhook-dispatcher.ts); the baseline posts with the same.
 */
export const CONNECTIONS = 8;
export const BATCH = 20;
export const LANES = 4;

/** A receiver in the bench's process: answers every POST 200 at once and counts, with the time of each. */
export async function countingReceiver() {
  const arrivals: number[] = [];
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      arrivals.push(performance.now());
      res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    arrivals,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A referral.created payload as the portal writes it (webhooks.repository.ts `enqueue`). */
export function payload(sequence: number, tenant: string) {
  const id = randomUUID();
  return {
    id,
    body: JSON.stringify({
      type: 'referral.created',
      version: 1,
      id,
      sequence,
      occurredAt: new Date().toISOString(),
      tenant,
      data: {
        referralNumber: 100_000 + sequence,
        referrerNumber: `K-${200_000 + sequence}`,
        productId: 3,
        source: 'web',
        createdAt: new Date().toISOString(),
      },
    }),
  };
}

/**
 * Endpoints of `tenant` taking `referral.created`, made through the console API as an admin makes
 * them; answers each endpoint's id and its signing secret.
 */
export async function addEndpoints(client: pg.Client, port: number, tenant: string, urls: string[]) {
  const token = await adminToken(client);
  const endpoints: { id: string; secret: string }[] = [];
  for (const url of urls) {
    const body = JSON.stringify({
      Tenant: tenant,
      Url: url,
      Description: 'bench',
      EventTypes: ['referral.created'],
    });
    const answer = await consoleCall(port, { method: 'POST', path: '/api/betrieb/v1/webhooks', body }, token);
    if (answer.status !== 200) throw new Error(`endpoint not created: ${answer.status} ${answer.text}`);
    const created = JSON.parse(answer.text) as { Secret: string; Endpoint: { Id: string } };
    endpoints.push({ id: created.Endpoint.Id, secret: created.Secret });
  }
  return endpoints;
}

/** Switches the tenant's endpoints on or off (the create's comparison runs both ways on one database). */
export const setEndpointsEnabled = (client: pg.Client, ids: string[], enabled: boolean) =>
  client.query('update webhook_endpoints set enabled = $2 where id = any($1::uuid[])', [ids, enabled]);

/**
 * Holds back the deliveries written from now on (a trigger makes each due in a day, so the worker
 * finds none to post), or stops holding and removes those it held. Only the bench's database has it.
 */
export async function holdDeliveries(client: pg.Client, hold: boolean) {
  if (hold) {
    await client.query(`create or replace function bench_hold_delivery() returns trigger language plpgsql as
      $$ begin new.next_attempt_at := now() + interval '1 day'; return new; end $$`);
    await client.query(`create trigger bench_hold_delivery before insert on webhook_deliveries
      for each row execute function bench_hold_delivery()`);
    return;
  }
  await client.query('drop trigger if exists bench_hold_delivery on webhook_deliveries');
  await client.query(
    "delete from webhook_deliveries where status = 'pending' and next_attempt_at > now() + interval '1 hour'",
  );
}

/** `count` due deliveries to the endpoint, each its own event, in one statement. */
export async function enqueueDeliveries(
  client: pg.Client,
  tenant: string,
  endpointId: string,
  count: number,
) {
  const events = Array.from({ length: count }, (_, i) => payload(i + 1, tenant));
  await client.query(
    `insert into webhook_deliveries (event_id, endpoint_id, tenant_id, event_type, sequence, payload, next_attempt_at, created_at)
     select e.id::uuid, $2, t.id, 'referral.created', e.n, e.body, now(), now()
     from unnest($3::text[], $4::text[]) with ordinality as e(id, body, n), tenants t where t.key = $1`,
    [tenant, endpointId, events.map((e) => e.id), events.map((e) => e.body)],
  );
  return events;
}

/** Deliveries per second from the first arrival to the last (the worker's polling before the first is not its pace). */
export function arrivalRate(arrivals: number[]) {
  const span = (arrivals.at(-1)! - arrivals[0]!) / 1000;
  return (arrivals.length - 1) / span;
}

/**
 * The baseline: the same signed POSTs straight with undici — batches of 20 posted together, four
 * batches at a time, through an agent of 8 connections, as the worker does, each signed with the
 * `standardwebhooks` package at the moment of its send — without a database or a lease.
 */
export async function bareUndiciLoop(url: string, secret: string, bodies: { id: string; body: string }[]) {
  const signer = new Webhook(secret);
  const agent = new Agent({ connections: CONNECTIONS });
  const started = performance.now();
  let next = 0;
  const lane = async () => {
    while (next < bodies.length) {
      const batch = bodies.slice(next, next + BATCH);
      next += BATCH;
      await Promise.all(
        batch.map(async ({ id, body }) => {
          const answer = await request(url, {
            method: 'POST',
            dispatcher: agent,
            headers: {
              'content-type': 'application/json',
              'user-agent': 'kwk-portal-webhooks/1',
              ...signed(signer, id, body),
            },
            body,
          });
          await answer.body.text();
          if (answer.statusCode !== 200) throw new Error(`baseline: ${answer.statusCode}`);
        }),
      );
    }
  };
  try {
    await Promise.all(Array.from({ length: LANES }, lane));
  } finally {
    await agent.close();
  }
  return bodies.length / ((performance.now() - started) / 1000);
}

/**
 * The baseline loop in a process of its own, under the portal's V8 flags, started fresh like the
 * portal in each round: the receiver lives in the bench's process, so the portal's every POST
 * and answer cross from one process to another; a loop in the receiver's own process would have
 * its round trips without a switch between processes, work the portal cannot skip.
 */
export async function bareUndiciProcess(url: string, secret: string, bodies: { id: string; body: string }[]) {
  const dir = mkdtempSync(path.join(tmpdir(), 'kwk-bench-bare-'));
  const jobFile = path.join(dir, 'job.json');
  writeFileSync(jobFile, JSON.stringify({ url, secret, bodies }));
  try {
    const out = await new Promise<string>((resolve, reject) =>
      execFile(
        process.execPath,
        [...serverNodeFlags(), '--import', 'tsx', path.join(import.meta.dirname, 'bare-undici-process.ts')],
        { env: { ...process.env, JOB_FILE: jobFile } },
        (error, stdout) => (error ? reject(error) : resolve(stdout)),
      ),
    );
    return (JSON.parse(out) as { rate: number }).rate;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The three Standard Webhooks headers of one attempt, signed now. */
function signed(signer: Webhook, id: string, body: string) {
  const at = new Date();
  return {
    'webhook-id': id,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': signer.sign(id, at, body),
  };
}

/** Waits until `done` holds, checking every 50 ms, for at most `ms`. */
export async function until(done: () => boolean | Promise<boolean>, ms: number, what: string) {
  const deadline = performance.now() + ms;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
