import type { FastifyBaseLogger } from 'fastify';
import type { Dispatcher } from 'undici';
import { type Clock, systemClock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { loggable } from '../../lib/loggable-error.ts';
import { wakeableLoop } from '../../lib/wakeable-loop.ts';
import { ENDPOINT_FAILING_LIMIT_MS, nextAttemptDelayMs } from './webhook-backoff.ts';
import { postDeadline, postWebhook } from './webhook-sender.ts';
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
  /**
   * How long a wake (a delivery written here) waits for more before its run (default 25 ms): under
   * a stream of changes one run takes many deliveries, and claims and records compete less with the
   * changes themselves for the database (issue 31's create latency).
   */
  wakeDelayMs?: number;
  /** Due rows one run claims and posts together (default 20). */
  batch?: number;
  /**
   * Runs at most at once (default 4): one polls; the others join only while a run finds a full
   * batch (a backlog), so a slow receiver's batch does not hold up the next ones. Each claims
   * other rows (the lease, `skip locked`); the sequence number carries the order (decision 073).
   */
  lanes?: number;
}

/** How often a backlog refreshes the deliveries' statistics at most. */
const STATISTICS_INTERVAL_MS = 60_000;

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
    secrets: string[],
    row: Awaited<ReturnType<WebhooksRepository['claim']>>[number],
    deadline: AbortSignal,
  ): Promise<AttemptRecord> {
    const headers = deps.sign(secrets, row.eventId, wallClock.now(), row.payload);
    const outcome = await postWebhook(
      await deps.dispatcher(),
      endpoint.url,
      headers as never,
      row.payload,
      deadline,
    );
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

  const batch = deps.batch ?? 20;
  /** Called when a run claimed a full batch: more is due than one run takes. */
  let onBacklog = () => {};
  /** When this worker last refreshed the deliveries' statistics (performance.now()). */
  let statisticsAt = Number.NEGATIVE_INFINITY;
  /**
   * At a backlog, the planner's statistics once a minute at most (`refreshStatistics`), beside the
   * runs, not in their way; a failure (a role that may not analyze) is logged and changes nothing else.
   */
  function refreshStatistics() {
    if (performance.now() - statisticsAt < STATISTICS_INTERVAL_MS) return;
    statisticsAt = performance.now();
    repository
      .refreshStatistics(db)
      .catch((error: unknown) =>
        log.warn({ err: loggable(error) }, 'webhook deliveries: statistics not refreshed'),
      );
  }

  /** One run: what it claimed (a full batch leaves more due) and how many of those the receivers accepted. */
  async function run(): Promise<{ claimed: number; delivered: number }> {
    const rows = await repository.claim(db, clock.now(), batch, deps.leaseMs);
    if (rows.length === batch) {
      onBacklog();
      refreshStatistics();
    }
    // Each endpoint of the batch (read with it) has its secrets opened once for the run, not per delivery.
    const endpoints = new Map<string, { endpoint: WebhookEndpointRow; secrets: string[] }>();
    for (const { endpoint } of rows)
      if (!endpoints.has(endpoint.id))
        endpoints.set(endpoint.id, { endpoint, secrets: deps.secretsOf(endpoint, clock.now()) });
    // The batch's posts start together and end by one deadline, each at most 10 s.
    const deadline = postDeadline(rows.length);
    const attempts = await Promise.all(
      rows.map((row) => {
        const { endpoint, secrets } = endpoints.get(row.endpoint.id)!;
        return attempt(endpoint, secrets, row, deadline).then((record) => ({ endpoint, record }));
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
    return { claimed: rows.length, delivered: attempts.filter((a) => a.record.ok).length };
  }
  /** One run; answers the deliveries accepted. */
  const runOnce = async () => (await run()).delivered;

  // Only a run that claimed a full batch and delivered some goes on at once (a backlog the receivers
  // take). After a smaller one, what was written meanwhile woke the loop and waits out the wake
  // window with what follows it, so a stream of changes makes one run per window rather than one per
  // change (decision 080); a batch nobody accepted waits for the next poll, not hammering a receiver
  // that is down. The first lane polls; the others sleep until a backlog wakes them, and stop at the
  // first run that does not go on.
  const lanes = Array.from({ length: Math.max(1, deps.lanes ?? 4) }, (_, lane) =>
    wakeableLoop({
      runOnce: run,
      // The longest delay a timer takes (about 24 days): in effect, only a wake runs them.
      intervalMs: lane === 0 ? intervalMs : 2 ** 31 - 1,
      log,
      name: 'webhook worker',
      more: ({ claimed, delivered }) => claimed === batch && delivered > 0,
      wakeDelayMs: deps.wakeDelayMs ?? 25,
    }),
  );
  const [first, ...helpers] = lanes as [
    ReturnType<typeof wakeableLoop>,
    ...ReturnType<typeof wakeableLoop>[],
  ];
  onBacklog = () => {
    for (const lane of helpers) lane.wake();
  };
  return {
    runOnce,
    /** Runs at once (a delivery written here): the first lane; a backlog brings the others. */
    wake: () => first.wake(),
    start() {
      for (const lane of lanes) lane.start();
    },
    async stop() {
      await Promise.all(lanes.map((lane) => lane.stop()));
    },
  };
}

export type WebhookWorker = ReturnType<typeof createWebhookWorker>;
