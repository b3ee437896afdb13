import type * as PromClient from 'prom-client';
import { afterCommit } from '../db/after-commit.ts';
import { HttpLatency } from './http-latency.ts';
import { inSpan } from './spans.ts';

/**
 * The portal's metrics (issue 31, decision 074), one registry per app: what the operator alerts on
 * (docs in README "Operating"). Every label is bounded: route patterns, tenant keys, job names,
 * outcomes; never an id, an address or a raw path. A module adds a gauge read at scrape time with
 * `gauge` (the mail outbox, the payout batches, the webhook queue at its merge).
 */
export interface GaugeSpec {
  name: string;
  help: string;
  /** The label names of `read`'s label sets; none for a single value. */
  labelNames?: string[];
  /** Read when Prometheus scrapes: one value, or one per label set. */
  read(): Promise<number | { labels: Record<string, string>; value: number }[]>;
}

export type JobOutcome = 'ok' | 'failed';

/**
 * One read shared by the gauges of a scrape: a queue's depth, age and failures come from one
 * query, which the gauges of one scrape (collected together) share while it runs.
 */
export function sharedRead<T>(read: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () => {
    running ??= read().finally(() => {
      running = undefined;
    });
    return running;
  };
}

/** What the metrics take of prom-client: the library itself, or `dormantPromClient`. */
export type PromClientKit = Pick<
  typeof PromClient,
  'Registry' | 'Counter' | 'Gauge' | 'Histogram' | 'collectDefaultMetrics'
>;

/** prom-client, loaded only where the metrics are served (METRICS_PORT): about 12 MB resident (issue 32). */
export const loadPromClient = async (): Promise<PromClientKit> => import('prom-client');

/** A metric that counts nothing: every call of the portal's code is answered, nothing is kept. */
class DormantMetric {
  inc() {}
  set() {}
  reset() {}
  observe() {}
  startTimer() {
    return () => 0;
  }
}

/**
 * The metrics' stand-in where nobody scrapes them (no METRICS_PORT): the same calls, no library
 * loaded and nothing kept, so the code that counts never asks whether metrics are on.
 */
export const dormantPromClient = {
  Registry: class {
    registerMetric() {}
  },
  Counter: DormantMetric,
  Gauge: DormantMetric,
  Histogram: DormantMetric,
  collectDefaultMetrics() {},
} as unknown as PromClientKit;

/**
 * The app's metrics over `prom` (prom-client, or the dormant stand-in when the metrics are not
 * served: then a business counter does not even wait for its commit).
 */
export function createMetrics(prom: PromClientKit, options: { processMetrics?: boolean } = {}) {
  const { Counter, Gauge, Histogram, Registry } = prom;
  const dormant = prom === dormantPromClient;
  const registry = new Registry();
  if (options.processMetrics) prom.collectDefaultMetrics({ register: registry });
  const registers = [registry];

  /** Tenant ids to their keys (the label); set by the composition root once the tenants exist. */
  let tenantKey: (tenantId: string) => Promise<string | undefined> = async () => undefined;

  /** A counter per tenant key, moved only when the change it counts has committed. */
  const perTenant = (name: string, help: string) => {
    const counter = new Counter({ name, help, labelNames: ['tenant'], registers });
    const add = (tenantId: string, n: number) =>
      void tenantKey(tenantId).then(
        (key) => counter.inc({ tenant: key ?? 'unknown' }, n),
        () => counter.inc({ tenant: 'unknown' }, n),
      );
    return (tx: object, tenantId: string, n = 1) => {
      if (n > 0 && !dormant) afterCommit(tx, () => add(tenantId, n));
    };
  };

  const jobRuns = new Counter({
    name: 'kwk_job_runs_total',
    help: 'Background job runs by job and outcome (ok, failed)',
    labelNames: ['job', 'outcome'],
    registers,
  });
  const jobSeconds = new Histogram({
    name: 'kwk_job_duration_seconds',
    help: 'Background job run time by job',
    labelNames: ['job'],
    buckets: [0.01, 0.1, 1, 10, 60, 600],
    registers,
  });
  const mailDeliveries = new Counter({
    name: 'kwk_mail_deliveries_total',
    help: 'Mails handed to SMTP (sent) or refused/failed (failed; retried until the last attempt)',
    labelNames: ['outcome'],
    registers,
  });
  const rateLimitRefusals = new Counter({
    name: 'kwk_rate_limit_refusals_total',
    help: 'API requests refused by the per-address rate limit, by route pattern',
    labelNames: ['route'],
    registers,
  });
  const databaseUnavailable = new Counter({
    name: 'kwk_db_unavailable_total',
    help: 'Requests answered 503 because the database could not serve them, by reason',
    labelNames: ['reason'],
    registers,
  });

  return {
    registry,
    http: new HttpLatency(registry),

    /** Names the tenant label: from a tenant's id to its key (the tenant cache). */
    nameTenantsWith(resolve: (tenantId: string) => Promise<string | undefined>) {
      tenantKey = resolve;
    },

    /** Business counters per tenant key; each call passes the transaction that made the change. */
    business: {
      referralCreated: perTenant('kwk_referrals_created_total', 'Referrals created (recommendations sent)'),
      referralConfirmed: perTenant(
        'kwk_referrals_confirmed_total',
        "Referrals whose referrer confirmed the opt-in mail's link",
      ),
      orderEffective: perTenant(
        'kwk_orders_effective_total',
        'Partner events "order.effective" applied to a referral (repeats not counted)',
      ),
      rewardsCreditedCents: perTenant(
        'kwk_rewards_credited_cents_total',
        'Reward credits written (referral parts and bonuses), in euro cents',
      ),
      rewardsPaidCents: perTenant(
        'kwk_rewards_paid_cents_total',
        'Rewards paid (transfer batches executed, vouchers issued), in euro cents',
      ),
      fraudHolds: perTenant('kwk_fraud_holds_total', 'Referrals held for fraud review'),
    },

    /** Runs a background job's run as a span, counting it and its time by outcome. */
    async job<T>(job: string, run: () => Promise<T>): Promise<T> {
      const stop = jobSeconds.startTimer({ job });
      let outcome: JobOutcome = 'failed';
      try {
        const result = await inSpan(`job ${job}`, { 'kwk.job': job }, run);
        outcome = 'ok';
        return result;
      } finally {
        jobRuns.inc({ job, outcome });
        stop();
      }
    },

    mailDelivered(outcome: 'sent' | 'failed') {
      mailDeliveries.inc({ outcome });
    },

    rateLimited(route: string | undefined) {
      rateLimitRefusals.inc({ route: route ?? '(unmatched)' });
    },

    /** A 503 for the database; `code` is the SQLSTATE where there was one. */
    databaseUnavailable(code: string | undefined) {
      const reason =
        code === '57014' ? 'statement_timeout' : code === '55P03' ? 'lock_timeout' : 'unavailable';
      databaseUnavailable.inc({ reason });
    },

    /** PostgreSQL's pool: connections open and idle, requests waiting for one. */
    watchPool(stats: () => { total: number; idle: number; waiting: number }) {
      new Gauge({
        name: 'kwk_db_pool_connections',
        help: 'Pooled PostgreSQL connections by state (total, idle)',
        labelNames: ['state'],
        registers,
        collect() {
          const now = stats();
          this.set({ state: 'total' }, now.total);
          this.set({ state: 'idle' }, now.idle);
        },
      });
      new Gauge({
        name: 'kwk_db_pool_waiting_requests',
        help: 'Queries waiting for a pooled connection',
        registers,
        collect() {
          this.set(stats().waiting);
        },
      });
    },

    /**
     * A counter of a module's own (the webhook deliveries by outcome, say): labels bounded, never
     * an id, an address or a URL. For a change counted per tenant after its commit, `tenantCounter`.
     */
    counter(name: string, help: string, labelNames: string[] = []) {
      return new Counter({ name, help, labelNames, registers });
    },

    /** A business counter of a module's own: per tenant key, moved after the commit of `tx`. */
    tenantCounter: perTenant,

    /** A gauge read at scrape time (queue depths and ages). */
    gauge(spec: GaugeSpec) {
      const gauge: PromClient.Gauge = new Gauge({
        name: spec.name,
        help: spec.help,
        labelNames: spec.labelNames ?? [],
        registers,
        async collect() {
          // A read that fails (the database away) leaves the last value; the scrape goes on.
          const read = await spec.read().catch(() => undefined);
          if (read === undefined) return;
          if (typeof read === 'number') return void gauge.set(read);
          gauge.reset();
          for (const { labels, value } of read) gauge.set(labels, value);
        },
      });
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
export type BusinessMetrics = Metrics['business'];
