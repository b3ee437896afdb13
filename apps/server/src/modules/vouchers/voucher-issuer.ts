import type { Language } from '@kwk/shared/errors/error-codes';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { loggable } from '../../lib/loggable-error.ts';
import type { Metrics } from '../../observability/metrics.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import type { AuditService } from '../audit/audit.api.ts';
import { notHeldByFraud } from '../fraud/fraud.api.ts';
import type { LifecycleWebhooks, RewardCreditRecords } from '../lifecycle/lifecycle.api.ts';
import { mailVoice, type OutboxRecords } from '../mail/mail.api.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import { voucherMail } from './voucher-mails.ts';
import { NO_DETAILS, offerOf } from './voucher-pool-details.ts';
import type { VouchersRepository } from './vouchers.repository.ts';
import type { VouchersService } from './vouchers.service.ts';
import { voucherCodeBox } from './vouchers.service.ts';

interface Deps {
  db: Db;
  clock: Clock;
  appSecret: string;
  tenants: TenantCache;
  referrers: ReferrerRecords;
  rewardCredits: RewardCreditRecords;
  /** The lifecycle's webhooks: a voucher issued reports its reward paid (issue 31). */
  lifecycleHooks: Pick<LifecycleWebhooks, 'paid'>;
  outbox: OutboxRecords;
  audit: AuditService;
  repository: VouchersRepository;
  vouchers: Pick<VouchersService, 'checkStockAlert'>;
  log: FastifyBaseLogger;
  /** Each timed run a span, counted by outcome (decision 074). */
  metrics?: Pick<Metrics, 'job'>;
}

/** How many chosen vouchers of one pool a run issues at most; the next run takes the rest. */
const BATCH = 100;

/**
 * Issues voucher codes (issue 15, spec §9 "within 24 hours"): every run, each reward chosen as a
 * voucher gets the oldest free code of its tenant and value (earliest import first, then the
 * file's order: the repository's `take`), in one transaction with its mail and
 * its `Ausgezahlt`. Exactly once under concurrent runs: the reward is locked `SKIP LOCKED` and must
 * still be chosen, the code is taken `SKIP LOCKED` in one statement, and the table allows one code
 * per reward. Without a free code the reward waits, chosen, for the next run after an import.
 * Runs every minute on a timer, like the outbox worker: one minute is far inside the 24 hours, and
 * a run without work is one indexed read. A reward whose referral the fraud review holds waits, and
 * a rejected one is never issued: the same `notHeldByFraud` the payout batches apply (issue 27, item 5).
 */
export function createVoucherIssuer(deps: Deps) {
  const { db, clock } = deps;
  const codes = voucherCodeBox(deps.appSecret);

  /** One reward's code, mail and payment; or why not: no free code, or not this run's to issue. */
  async function issue(
    creditId: string,
    tenantsNow: readonly Tenant[],
  ): Promise<'issued' | 'noStock' | 'skipped'> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const credit = await deps.rewardCredits.lockChosenVoucher(tx, creditId, notHeldByFraud);
      // Issued by another run meanwhile, or held by one right now, or held by the fraud review since
      // the list was read; or the address was erased (Art. 17).
      const tenant = tenantsNow.find((x) => x.id === credit?.tenantId);
      if (!credit?.voucherEmail || !tenant) return 'skipped';
      const code = await deps.repository.take(tx, credit, credit.id, now);
      if (!code) return 'noStock';
      const paid = await deps.rewardCredits.markPaid(
        tx,
        { tenantId: credit.tenantId, ids: [credit.id] },
        now,
      );
      if (paid.length !== 1) throw new Error('voucher issue: the locked reward was not paid');
      await deps.lifecycleHooks.paid(tx, credit.tenantId, paid, now);
      const referrer = credit.referrerId
        ? await deps.referrers.byId(tx, credit.tenantId, credit.referrerId)
        : undefined;
      const lang: Language = referrer?.language === 'en' ? 'en' : 'de';
      // The pool the code came from says what the mail tells about it (shop, validity, redeeming).
      const pool = await deps.repository.pool(tx, credit.tenantId, credit.cents);
      const brand = tenant.mandant.Brand.Name;
      await deps.outbox.enqueue(
        {
          tenantId: credit.tenantId,
          kind: 'voucher.issued',
          to: credit.voucherEmail,
          referralId: credit.referralId,
          // The code is sealed in its pool; its mail keeps it sealed too until it is sent.
          sealBody: true,
          ...voucherMail(mailVoice(tenant.mandant.Brand, lang), {
            vorname: referrer?.vorname ?? '',
            cents: credit.cents,
            code: codes.open(code.codeSealed),
            brand,
            offer: offerOf(pool ?? NO_DETAILS, brand),
          }),
        },
        tx,
        now,
      );
      await deps.audit.record(tx, {
        actor: { kind: 'system' },
        action: 'voucher.issued',
        tenantId: credit.tenantId,
        subject: `reward:${credit.id}`,
        // The code's row, never the code.
        details: { cents: credit.cents, voucherCodeId: code.id },
      });
      await deps.vouchers.checkStockAlert(tx, tenant, credit.cents, now);
      return 'issued';
    });
  }

  /**
   * One run; answers how many codes went out. Pool by pool, and only the pools with free codes:
   * rewards waiting on an empty pool cost nothing and never hold up those of another pool.
   */
  async function runOnce(): Promise<number> {
    const waiting = await deps.rewardCredits.chosenVoucherCounts(db);
    if (waiting.length === 0) return 0;
    // Read before any transaction opens: on PGlite (one connection) a read outside it would wait.
    const tenantsNow = await deps.tenants.all();
    let issued = 0;
    for (const pool of waiting) {
      const free = await deps.repository.freeCount(db, pool.tenantId, pool.cents, deps.clock.now());
      if (free === 0) continue;
      const chosen = await deps.rewardCredits.chosenVouchers(db, Math.min(free, BATCH), pool, notHeldByFraud);
      for (const credit of chosen) {
        const outcome = await issue(credit.id, tenantsNow);
        if (outcome === 'issued') issued++;
        // Another run took the last codes meanwhile: the rest waits for the next import.
        if (outcome === 'noStock') break;
      }
    }
    return issued;
  }

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  let stopped = true;
  function schedule(intervalMs: number) {
    if (stopped) return;
    timer = setTimeout(async () => {
      running = (deps.metrics ? deps.metrics.job('vouchers.issue', runOnce) : runOnce()).catch(
        (error: unknown) =>
          // The error names no code: codes are only ever in the sealed column and the mail.
          deps.log.error({ err: loggable(error) }, 'voucher issue run failed'),
      );
      await running;
      running = undefined;
      schedule(intervalMs);
    }, intervalMs);
  }

  return {
    runOnce,
    start(intervalMs = 60_000) {
      stopped = false;
      schedule(intervalMs);
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

export type VoucherIssuer = ReturnType<typeof createVoucherIssuer>;
