import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseWebhookBody } from '@kwk/shared/webhooks/webhook-events.schemas';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { everyDatabaseKind, onOneKind } from '../../test/test-db.ts';
import { signedInOperator } from '../operators/operators.test-helpers.ts';
import { ENDPOINT_FAILING_LIMIT_MS, MAX_WEBHOOK_ATTEMPTS, nextAttemptDelayMs } from './webhook-backoff.ts';
import { startWebhookReceiver, verifies } from './webhook-receiver.test-helpers.ts';
import { createWebhooksRepository } from './webhooks.repository.ts';

const DAY = 24 * 60 * 60_000;

describe.each(everyDatabaseKind())('webhook deliveries on %s', (kind) => {
  const once = onOneKind(kind);
  let t: TestContext;
  let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
  let telko: { id: string; key: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    const tenant = (await t.app.services.tenants.byKey('telko'))!;
    telko = { id: tenant.id, key: tenant.key };
  });
  afterAll(() => t.close());
  afterEach(async () => {
    await receiver?.close();
    // Each test's endpoints go, so the next one's events reach only its own.
    await t.database.query('delete from webhook_endpoints');
  });

  const hooks = () => t.app.services.webhooks;
  /** The worker as main.ts runs it, on the test clock, its jitter fixed at the ceiling's half. */
  const worker = () => hooks().worker(t.app.log, { random: () => 0 });
  const db = () => t.database.db;
  const endpoint = async (eventTypes = ['referral.created', 'reward.paid'], url = receiver.url) =>
    hooks().createEndpoint(
      db(),
      telko.id,
      { url, description: 'CRM', eventTypes, enabled: true },
      t.clock.now(),
    );
  const referralCreated = (tx: Db, referralNumber = 4711) =>
    hooks().enqueueWebhookEvent(tx, {
      tenant: telko,
      type: 'referral.created',
      referralNumber,
      data: {
        referralNumber,
        referrerNumber: 'K-100',
        productId: 3,
        source: 'web',
        createdAt: t.clock.now().toISOString(),
      },
    });
  const deliveries = (eventId: string) =>
    t.database.query<{
      status: string;
      attempts: number;
      last_status_code: number | null;
      next_attempt_at: Date;
    }>(
      'select status, attempts, last_status_code, next_attempt_at from webhook_deliveries where event_id = $1',
      [eventId],
    );

  it('posts an event once, signed the Standard Webhooks way, with its schema and a sequence number', async () => {
    receiver = await startWebhookReceiver();
    const { secret } = await endpoint();
    const first = (await referralCreated(db()))!;
    const second = (await referralCreated(db(), 4712))!;
    const w = worker();
    expect(await w.runOnce()).toBe(2);
    expect(await w.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(2);
    for (const request of receiver.received) expect(verifies(secret, request)).toBe(true);
    const bodies = receiver.received.map((r) => parseWebhookBody(JSON.parse(r.body)));
    expect(bodies.map((b) => b.id).sort()).toEqual([first, second].sort());
    expect(receiver.received.map((r) => r.headers['webhook-id']).sort()).toEqual([first, second].sort());
    const [a, b] = [...bodies].sort((x, y) => x.sequence - y.sequence);
    expect(a!.data).toMatchObject({ referralNumber: 4711 });
    expect(b!.sequence).toBeGreaterThan(a!.sequence);
    expect(a).toMatchObject({ type: 'referral.created', version: 1, tenant: 'telko' });
    expect((await deliveries(first))[0]).toMatchObject({
      status: 'delivered',
      attempts: 1,
      last_status_code: 200,
    });
  });

  it('works a backlog in several runs at once: a slow receiver’s batch holds up none of the others', async () => {
    // A receiver that holds every answer until released, so the runs in flight can be counted.
    let inFlight = 0;
    let most = 0;
    const held: (() => void)[] = [];
    const slow = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        most = Math.max(most, ++inFlight);
        held.push(() => {
          inFlight--;
          res.writeHead(200).end('ok');
        });
      });
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    try {
      await endpoint(['referral.created'], `http://127.0.0.1:${(slow.address() as AddressInfo).port}/hooks`);
      const events = [];
      for (let n = 0; n < 6; n++) events.push((await referralCreated(db(), 5000 + n))!);
      // Batches of two, three lanes: the first lane's full batch brings the other two.
      const w = hooks().worker(t.app.log, { random: () => 0, batch: 2, lanes: 3, intervalMs: 60_000 });
      w.start();
      w.wake();
      await expect.poll(() => most, { timeout: 10_000 }).toBe(6);
      for (const release of held.splice(0)) release();
      await expect
        .poll(
          async () =>
            (
              await t.database.query<{ n: number }>(
                "select count(*)::int as n from webhook_deliveries where status = 'delivered'",
              )
            )[0]!.n,
          { timeout: 10_000 },
        )
        .toBe(6);
      await w.stop();
    } finally {
      slow.closeAllConnections();
      await new Promise((resolve) => slow.close(resolve));
    }
  });

  once('refreshes the planner’s statistics when a backlog begins', async () => {
    receiver = await startWebhookReceiver();
    await endpoint(['referral.created']);
    for (let n = 0; n < 25; n++) await referralCreated(db(), 6000 + n);
    const reltuples = async () =>
      (
        await t.database.query<{ n: number }>(
          "select reltuples::int as n from pg_class where relname = 'webhook_deliveries'",
        )
      )[0]!.n;
    expect(await reltuples()).toBeLessThan(25);
    const w = hooks().worker(t.app.log, { random: () => 0, batch: 5 });
    expect(await w.runOnce()).toBe(5);
    await expect.poll(reltuples, { timeout: 10_000 }).toBeGreaterThanOrEqual(25);
  });

  it('writes nothing when the change rolls back, nor for an endpoint that is off or takes other events', async () => {
    receiver = await startWebhookReceiver();
    await endpoint(['reward.paid']);
    const off = await endpoint();
    await createWebhooksRepository().updateEndpoint(db(), off.row.id, { enabled: false });
    expect(await referralCreated(db())).toBeNull();
    const subscribed = await endpoint();
    await expect(
      db().transaction(async (tx) => {
        await referralCreated(tx as unknown as Db);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await t.database.query<{ n: number }>(
      'select count(*)::int as n from webhook_deliveries where endpoint_id = $1',
      [subscribed.row.id],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('refuses data outside the event schema, so no address or IBAN reaches a payload', async () => {
    receiver = await startWebhookReceiver();
    await endpoint();
    await expect(
      hooks().enqueueWebhookEvent(db(), {
        tenant: telko,
        type: 'referral.created',
        data: {
          referralNumber: 1,
          referrerNumber: null,
          productId: 1,
          source: 'web',
          createdAt: t.clock.now().toISOString(),
          email: 'anna@example.org',
        } as never,
      }),
    ).rejects.toThrow();
  });

  it('signs with both secrets during a rotation, and with the new one alone after the overlap', async () => {
    receiver = await startWebhookReceiver();
    const { row, secret: oldSecret } = await endpoint();
    const { secret: newSecret } = await hooks().rotateSecret(db(), row, t.clock.now(), DAY);
    await referralCreated(db());
    await worker().runOnce();
    const during = receiver.received.at(-1)!;
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifies(oldSecret, during)).toBe(true);
    expect(verifies(newSecret, during)).toBe(true);

    t.clock.advance(DAY + 1000);
    await referralCreated(db());
    await worker().runOnce();
    const after = receiver.received.at(-1)!;
    expect(String(after.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verifies(oldSecret, after)).toBe(false);
    expect(verifies(newSecret, after)).toBe(true);
  });

  it('answered 500 then 200: posted once more after the back-off, and then no more', async () => {
    receiver = await startWebhookReceiver([500]);
    const { secret } = await endpoint();
    const id = (await referralCreated(db()))!;
    const w = worker();
    expect(await w.runOnce()).toBe(0);
    const [failed] = await deliveries(id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, last_status_code: 500 });
    expect(new Date(failed!.next_attempt_at).getTime() - t.clock.now().getTime()).toBe(
      nextAttemptDelayMs(1, 0),
    );
    // Not due before the back-off has passed on the test clock.
    expect(await w.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(1);
    t.clock.advance(nextAttemptDelayMs(1, 0)!);
    expect(await w.runOnce()).toBe(1);
    t.clock.advance(DAY);
    expect(await w.runOnce()).toBe(0);
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received.every((r) => verifies(secret, r))).toBe(true);
    expect(new Set(receiver.received.map((r) => r.headers['webhook-id']))).toEqual(new Set([id]));
    expect((await deliveries(id))[0]).toMatchObject({
      status: 'delivered',
      attempts: 2,
      last_status_code: 200,
    });
  });

  it('fails a delivery after the last attempt, switches the endpoint off after days of failing and mails the admins', async () => {
    receiver = await startWebhookReceiver(Array(MAX_WEBHOOK_ATTEMPTS).fill(503));
    const admin = await signedInOperator(t, ['admin'], { name: 'Ada Admin' });
    const { row } = await endpoint();
    const id = (await referralCreated(db()))!;
    const started = t.clock.now().getTime();
    const w = worker();
    for (let attempt = 1; attempt <= MAX_WEBHOOK_ATTEMPTS; attempt++) {
      await w.runOnce();
      const delay = nextAttemptDelayMs(attempt, 0);
      if (delay !== null) t.clock.advance(delay);
    }
    const [delivery] = await deliveries(id);
    expect(delivery).toMatchObject({ status: 'failed', attempts: MAX_WEBHOOK_ATTEMPTS });
    expect(t.clock.now().getTime() - started).toBeGreaterThan(ENDPOINT_FAILING_LIMIT_MS / 2);

    // Another event fails on and on: three days after the first failure the endpoint goes off.
    await referralCreated(db(), 4800);
    t.clock.set(new Date(started + ENDPOINT_FAILING_LIMIT_MS + 1000));
    receiver.answer(503);
    await w.runOnce();
    const [endpointRow] = await t.database.query<{ enabled: boolean; disabled_reason: string }>(
      'select enabled, disabled_reason from webhook_endpoints where id = $1',
      [row.id],
    );
    expect(endpointRow).toEqual({ enabled: false, disabled_reason: 'failing' });
    const mails = await t.database.query<{ to_address: string; subject: string }>(
      "select to_address, subject from outbox where kind = 'webhook.endpoint_disabled'",
    );
    expect(mails.map((m) => m.to_address)).toContain(admin.operator.email);
    // Off: nothing more is posted to it.
    const before = receiver.received.length;
    await referralCreated(db(), 4801);
    t.clock.advance(DAY);
    await w.runOnce();
    expect(receiver.received.length).toBe(before);
  });

  once("gives the queue depth and the oldest waiting delivery's age for the metrics", async () => {
    receiver = await startWebhookReceiver();
    await endpoint();
    await worker().runOnce();
    await referralCreated(db());
    t.clock.advance(90_000);
    const stats = await hooks().queueStats(t.clock.now());
    expect(stats.depth).toBeGreaterThanOrEqual(1);
    expect(stats.oldestAgeSeconds).toBeGreaterThanOrEqual(90);
  });
});
