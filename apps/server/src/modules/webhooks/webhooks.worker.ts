import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { wakeableLoop } from '../../lib/wakeable-loop.ts';
import { ENDPOINT_FAILING_LIMIT_MS, nextAttemptDelayMs } from './webhook-backoff.ts';
import { postWebhook } from './webhook-sender.ts';
import type { AttemptRecord, WebhookEndpointRow, WebhooksRepository } from './webhooks.repository.ts';

export interface WebhookWorkerDeps {
  db: Db;
  clock: Clock;
  repository: WebhooksRepository;
  /** The connection pool deliveries go through, made on first use (`lazyWebhookDispatcher`). */
  dispatcher: () => Promise<Dispatcher>;
  /** The endpoint's signing secrets now: the current one, and the previous one during its overlap. */
  secretsOf: (endpoint: WebhookEndpointRow, now: Date) => string[];
  sign: (secrets: string[], id: string, at: Date, body: string) => Record<string, string>;
  /** Switches a failing endpoint off and tells the admins, in one transaction. */
  disableFailing: (endpoint: WebhookEndpointRow, now: Date) => Promise<void>;
  log: FastifyBaseLogger;
  /**
   * The time the signature's `webhook-timestamp` states: the wall clock, which the receiver
   * compares with its own (its replay window), whatever the scheduling clock says in a test.
   */
  wallClock?: Clock;
  random?: () => number;
  intervalMs?: number;
  /** How long a claimed delivery stays with this worker (WEBHOOK_LEASE_SECONDS; default 60 s). */
  leaseMs?: number;
}

/**
 * Posts due webhook deliveries (decision 073), as the mail outbox worker sends mails: `runOnce`
 * leases due rows, posts each signed, and records the answer; a failure is tried again after the
 * back-off, the last one fails the delivery, and an endpoint that accepted nothing for three days
 * is switched off. `start` polls until `stop`, and runs at once after a delivery is written here.
 */
export function createWebhookWorker(deps: WebhookWorkerDeps) {
  const { db, clock, repository, log, wallClock = systemClock, random = Math.random } = deps;
  const intervalMs = deps.intervalMs ?? 1000;
  /** One signed POST of a delivery: its answer, and when to try again after a failure. */
  async function attempt(
    endpoint: WebhookEndpointRow,
    row: Awaited<ReturnType<WebhooksRepository['claim']>>[number],
  ): Promise<AttemptRecord> {
    const headers = deps.sign(
      deps.secretsOf(endpoint, clock.now()),
      row.eventId,
      wallClock.now(),
      row.payload,
    );
    const outcome = await postWebhook(await deps.dispatcher(), endpoint.url, headers as never, row.payload);
    const now = clock.now();
    const delay = outcome.ok ? null : nextAttemptDelayMs(row.attempts, random());
    if (!outcome.ok)
      log.warn(
        { deliveryId: row.id, endpointId: endpoint.id, status: outcome.statusCode, attempt: row.attempts },
        'webhook delivery failed; will retry',
      );
    return {
      id: row.id,
      ok: outcome.ok,
      at: now,
      statusCode: outcome.statusCode,
      latencyMs: outcome.latencyMs,
      response: outcome.response,
      next: delay === null ? null : new Date(now.getTime() + delay),
    };
  }

  /** An endpoint's state after its attempts of a run: healthy after an accepted one, else failing (and off after three days). */
  async function judge(endpoint: WebhookEndpointRow, accepted: boolean) {
    if (accepted) {
      if (endpoint.failingSince) await repository.markEndpointHealthy(db, endpoint.id);
      return;
    }
    const now = clock.now();
    const failing = await repository.markEndpointFailing(db, endpoint.id, now);
    if (
      failing?.enabled &&
      failing.failingSince &&
      now.getTime() - failing.failingSince.getTime() >= ENDPOINT_FAILING_LIMIT_MS
    )
      await deps.disableFailing(failing, now);
  }

  async function runOnce(): Promise<number> {
    const rows = await repository.claim(db, clock.now(), undefined, deps.leaseMs);
    const endpoints = new Map<string, WebhookEndpointRow | undefined>();
    for (const row of rows)
      if (!endpoints.has(row.endpointId))
        endpoints.set(row.endpointId, await repository.endpoint(db, row.endpointId));
    const attempts = await Promise.all(
      rows.flatMap((row) => {
        const endpoint = endpoints.get(row.endpointId);
        return endpoint ? [attempt(endpoint, row).then((record) => ({ endpoint, record }))] : [];
      }),
    );
    // One statement records the batch: a commit per run rather than one per delivery.
    await repository.recordAttempts(
      db,
      attempts.map((a) => a.record),
    );
    const accepted = new Map<WebhookEndpointRow, boolean>();
    for (const { endpoint, record } of attempts)
      accepted.set(endpoint, (accepted.get(endpoint) ?? false) || record.ok);
    for (const [endpoint, ok] of accepted) await judge(endpoint, ok);
    return attempts.filter((a) => a.record.ok).length;
  }

  // A run that delivered some leaves more due, likely: go on at once.
  const loop = wakeableLoop({ runOnce, intervalMs, log, name: 'webhook worker', more: (done) => done > 0 });
  return { runOnce, ...loop };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
