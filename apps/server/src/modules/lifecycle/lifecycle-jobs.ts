import { RECIPIENT_DATA_DELETE_WEEKS } from '@kwk/shared/constants';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { berlinDate, type Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { loggable } from '../../lib/loggable-error.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import type { Metrics } from '../../observability/metrics.ts';
import { referrerAddressees, type SessionRecords } from '../accounts/accounts.api.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { productNames } from '../catalogue/catalogue.api.ts';
import { type OutboxRecords, outboxInsertFrom } from '../mail/mail.api.ts';
import {
  type RecipientRecords,
  referralRecipientConfirmed as recipientConfirmed,
} from '../recipients/recipients.api.ts';
import { type ReferralRecords, referralStatusUpdate } from '../referrals/referrals.api.ts';
import { portalOrigin, type Tenant, type TenantCache } from '../tenants/tenants.api.ts';
import { lifecycleMailSql } from './lifecycle.mails.ts';
import type { LifecycleRepository } from './lifecycle.repository.ts';
import type { LifecycleService } from './lifecycle.service.ts';
import type { ExpiredReferral, LifecycleWebhooks } from './lifecycle.webhooks.ts';
import { LINK_EXPIRY } from './referral-facts.ts';
import { createReferrerRemindersJob } from './referrer-reminders.job.ts';
import { createReferrerRemindersRepository } from './referrer-reminders.repository.ts';
import type { RewardCreditsRepository } from './reward-credits.repository.ts';
import { createRewardExpiryJob } from './reward-expiry.job.ts';

export const JOB_KINDS = [
  'referrals.expire',
  'recipients.erase',
  'rewards.periods',
  'rewards.expire',
  'referrers.remind',
  'sessions.purge',
  'audit.anchor',
] as const;
export type JobKind = (typeof JOB_KINDS)[number];

const LEASE_MS = 10 * 60_000;
const MAX_ATTEMPTS = 5;
const WEEK_MS = 7 * 86_400_000;

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'deployEnv' | 'publicUrl'>;
  tenants: TenantCache;
  lifecycle: LifecycleRepository;
  referrals: ReferralRecords;
  recipients: RecipientRecords;
  sessions: SessionRecords;
  engine: LifecycleService;
  credits: RewardCreditsRepository;
  outbox: OutboxRecords;
  /** A new pickup link token for a referrer's ready reward (the rewards module's link). */
  rewardLink: (tx: Db, tenantId: string, referrerId: string) => Promise<string>;
  audit: Pick<AuditService, 'anchor'>;
  /** The webhooks of the rewards the expiry job moves (issue 31). */
  hooks: LifecycleWebhooks;
  log: FastifyBaseLogger;
  /** Each job's run a span, counted by outcome (decision 074). */
  metrics: Pick<Metrics, 'job'>;
}

// The referrer's reminders where the tenant switched them on (issue 30, item 4): their marks' reads.
const reminderRows = createReferrerRemindersRepository();

/**
 * The daily lifecycle jobs on a Postgres-backed queue (table `lifecycle_jobs`, see
 * docs/decisions/007). Each day gets one row per kind; a worker leases it, runs the job's
 * set-based statements and marks it done in one transaction, so a worker killed mid-job leaves
 * nothing half-done: the lease runs out, another worker takes the job, the effect happens once.
 */
export function createLifecycleJobs(deps: Deps) {
  const { db, clock } = deps;

  /** The texts and portal address of every tenant, for mails written in SQL. */
  function tenantMailValues(tenants: readonly Tenant[]) {
    return tenants.map((t) => ({
      id: t.id,
      brand: t.mandant.Brand.Name,
      portal: portalOrigin(t, deps.config),
      anrede: t.mandant.Brand.Anrede ?? 'Sie',
    }));
  }

  const handlers: Record<JobKind, (tx: Db, now: Date, tenants: readonly Tenant[]) => Promise<number>> = {
    /**
     * Day 61: referrals without an order expire, and each referrer who confirmed one hears of it.
     * One statement for all tenants: the update and the mails, whatever the number of rows; the
     * transition is the table's (`LINK_EXPIRY`), the mail the engine's, the statements the owners'.
     */
    async 'referrals.expire'(tx, now, tenants) {
      const expired = referralStatusUpdate(
        // Literal statuses (constants of the table): the partial index on live links applies.
        sql`r.status in (${sql.raw(LINK_EXPIRY.from.map((s) => `'${s}'`).join(', '))}) and r.expires_at <= ${now.toISOString()}
          and r.status_corrected_at is null`,
        { status: LINK_EXPIRY.to, rejectionReason: LINK_EXPIRY.reason },
        {
          returning: sql`r.id, r.tenant_id, r.referrer_id, r.product_id, r.optin_confirmed_at, r.empfehlungsnummer`,
        },
      );
      const mail = lifecycleMailSql('referral.expired', sql`f.language`, sql`tv.anrede`, [
        ['brand', sql`tv.brand`],
        ['portal', sql`tv.portal`],
        ['produkt', sql`coalesce(p.anzeige_name, '')`],
        ['vorname', sql`f.vorname`],
      ]);
      const result = await tx.execute(sql`
        with expired as (${expired}),
        tv as (select * from json_to_recordset(${JSON.stringify(tenantMailValues(tenants))}::json)
          as x(id uuid, brand text, portal text, anrede text)),
        sent as (${outboxInsertFrom(
          sql`select e.tenant_id, 'lifecycle.referral.expired' as kind, f.email as to_address,
              ${mail.subject} as subject, ${mail.text} as text_body, ${mail.language} as language
            from expired e
            join ${referrerAddressees} f on f.id = e.referrer_id
            join tv on tv.id = e.tenant_id
            left join ${productNames} p on p.tenant_id = e.tenant_id and p.id = e.product_id
            where e.optin_confirmed_at is not null`,
          now,
        )})
        select (select count(*)::int from expired) as n,
          (select coalesce(json_agg(json_build_object('tenantId', e.tenant_id, 'empfehlungsnummer', e.empfehlungsnummer,
            'referrerId', e.referrer_id)), '[]'::json) from expired e) as referrals`);
      const [row] = rowsOf<{ n: number; referrals: ExpiredReferral[] | string }>(result);
      // The brands' webhooks (issue 31), in the job's transaction, for the tenants whose endpoints take them.
      const referrals =
        typeof row?.referrals === 'string' ? JSON.parse(row.referrals) : (row?.referrals ?? []);
      await deps.hooks.expired(tx, tenants, referrals, now);
      return row?.n ?? 0;
    },

    /**
     * Week 13: what a recipient gave and never confirmed is erased (spec §1); the rows stay as
     * anonymous counts (channel, time). The referral keeps only the keyed hash of the address.
     */
    async 'recipients.erase'(tx, now) {
      const cutoff = new Date(now.getTime() - RECIPIENT_DATA_DELETE_WEEKS * WEEK_MS);
      const emails = await deps.referrals.eraseUnconfirmedRecipientEmails(tx, cutoff, recipientConfirmed);
      return emails + (await deps.recipients.eraseUnconfirmed(tx, cutoff, now));
    },

    /** Rewards whose revocation and complaint periods have passed: the engine decides each again. */
    async 'rewards.periods'(tx, now, tenants) {
      const due = await deps.lifecycle.dueReferrals(tx, berlinDate(now));
      for (const { tenantId, referralId } of due) {
        const tenant = tenants.find((t) => t.id === tenantId);
        const referral = referralId ? await deps.referrals.lockById(tx, tenantId, referralId) : undefined;
        if (tenant && referral) await deps.engine.evaluate(tx, tenant, referral, now);
      }
      return due.length;
    },

    /** Ready rewards not chosen in the tenant's period expire; 30 and 7 days before, a reminder (issue 15). */
    'rewards.expire': createRewardExpiryJob({
      config: deps.config,
      credits: deps.credits,
      outbox: deps.outbox,
      rewardLink: deps.rewardLink,
      hooks: deps.hooks,
    }),

    'referrers.remind': createReferrerRemindersJob({ ...deps, reminders: reminderRows }),

    /** Sessions past their expiry can never be used again: they go (one indexed delete). */
    'sessions.purge': (tx, now) => deps.sessions.purgeExpired(tx, now),

    /**
     * The audit chain's daily anchor (decision 035): its row count and head hash, into the log here
     * and into the audit log itself (so every export holds it); a later check against it finds a
     * rewritten or shortened chain. A chain that does not follow fails the job (logged, retried),
     * as do fewer anchor rows than this queue's done anchor jobs (the tail cut back to an older one).
     */
    async 'audit.anchor'(tx) {
      const done = await tx.execute(
        sql`select count(*)::int as n from lifecycle_jobs where kind = 'audit.anchor' and status = 'done'`,
      );
      const anchor = await deps.audit.anchor(tx, rowsOf<{ n: number }>(done)[0]?.n ?? 0);
      deps.log.info(`audit anchor: ${anchor.line}`);
      return anchor.rows;
    },
  };

  /** Puts today's jobs on the queue; a day's job exists once, however many workers ask. */
  async function schedule(now: Date) {
    const runOn = berlinDate(now);
    for (const kind of JOB_KINDS)
      await db.execute(
        sql`insert into lifecycle_jobs (kind, run_on) values (${kind}, ${runOn}) on conflict do nothing`,
      );
  }

  /** Leases the next due job; a lease that ran out (a worker died) makes its job due again. */
  async function claim(now: Date): Promise<{ kind: JobKind; runOn: string } | undefined> {
    const result = await db.execute(sql`
      update lifecycle_jobs set locked_until = ${new Date(now.getTime() + LEASE_MS).toISOString()}, attempts = attempts + 1
      where (kind, run_on) = (
        select kind, run_on from lifecycle_jobs
        where status = 'pending' and (locked_until is null or locked_until < ${now.toISOString()})
        order by run_on, kind limit 1 for update skip locked)
      returning kind, run_on::text as "runOn"`);
    return rowsOf<{ kind: JobKind; runOn: string }>(result)[0];
  }

  /** The job's effect and its "done" in one transaction: both happen, or neither. */
  async function run(job: { kind: JobKind; runOn: string }, hooks: RunHooks = {}): Promise<number> {
    // The tenants are read before the transaction opens: on PGlite (one connection) a query
    // outside the open transaction would wait for it forever.
    const tenants = await deps.tenants.all();
    return db.transaction(async (tx) => {
      const affected = await handlers[job.kind](tx, clock.now(), tenants);
      await hooks.beforeCommit?.(job);
      await tx.execute(sql`
        update lifecycle_jobs set status = 'done', done_at = ${clock.now().toISOString()}, affected = ${affected},
          locked_until = null, last_error = null
        where kind = ${job.kind} and run_on = ${job.runOn}`);
      return affected;
    });
  }

  async function fail(job: { kind: JobKind; runOn: string }, error: unknown) {
    const reason = error instanceof Error ? error.message.slice(0, 500) : 'job failed';
    // Retried after the lease; given up (and visible to operators) after MAX_ATTEMPTS.
    await db.execute(sql`
      update lifecycle_jobs set last_error = ${reason},
        status = case when attempts >= ${MAX_ATTEMPTS} then 'failed' else 'pending' end
      where kind = ${job.kind} and run_on = ${job.runOn}`);
  }

  /** Schedules today's jobs and runs every due one; the unit tests and the timer call this. */
  async function runDue(hooks: RunHooks = {}): Promise<Partial<Record<JobKind, number>>> {
    const done: Partial<Record<JobKind, number>> = {};
    await schedule(clock.now());
    for (let job = await claim(clock.now()); job; job = await claim(clock.now())) {
      try {
        const claimed = job;
        done[job.kind] =
          (done[job.kind] ?? 0) + (await deps.metrics.job(job.kind, () => run(claimed, hooks)));
      } catch (error) {
        deps.log.error({ err: loggable(error), job: job.kind, runOn: job.runOn }, 'lifecycle job failed');
        await fail(job, error);
        if (hooks.rethrow) throw error;
      }
    }
    return done;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    runDue,
    /**
     * Development only (dev-rewards.routes.ts): today's job of a kind is due again, and the due
     * jobs run, so a demo sees the effect of data it just aged.
     */
    async rerunToday(kind: JobKind) {
      await db.execute(sql`
        update lifecycle_jobs set status = 'pending', attempts = 0, locked_until = null
        where kind = ${kind} and run_on = ${berlinDate(clock.now())}`);
      return runDue();
    },
    start(intervalMs = 60_000) {
      const tick = () => {
        running = runDue()
          .catch((error: unknown) => deps.log.error({ err: loggable(error) }, 'lifecycle jobs run failed'))
          .finally(() => {
            running = undefined;
          });
      };
      tick();
      timer = setInterval(() => {
        if (!running) tick();
      }, intervalMs);
    },
    /** Stops the timer and waits for a run in progress (its transaction commits or rolls back whole). */
    async stop() {
      if (timer) clearInterval(timer);
      await running;
    },
  };
}

/** The jobs given up after their last attempt: an operator looks at `last_error` (README "Operating"). */
export async function givenUpJobs(db: Db): Promise<number> {
  const result = await db.execute(sql`select count(*)::int as n from lifecycle_jobs where status = 'failed'`);
  return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
}

/** Test hooks: act between a job's effect and its commit (a worker "killed" there loses nothing). */
export interface RunHooks {
  beforeCommit?: (job: { kind: JobKind; runOn: string }) => Promise<void>;
  rethrow?: boolean;
}

export type LifecycleJobs = ReturnType<typeof createLifecycleJobs>;
