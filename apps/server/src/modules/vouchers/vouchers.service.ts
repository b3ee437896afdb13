import { randomUUID } from 'node:crypto';
import type { Language } from '@kwk/shared/errors/error-codes';
import type {
  VoucherDetails,
  VoucherImport,
  VoucherImportResult,
  VoucherPools,
  WaitingVouchers,
} from '@kwk/shared/operator/vouchers.schemas';
import type { VoucherOffer } from '@kwk/shared/rewards/reward-pickup.schemas';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSecretBox, keyedIdentity } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { RewardCreditRecords } from '../lifecycle/lifecycle.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import { isBelowThreshold, stockAlertStep } from './stock-alert.ts';
import { csvFaultMessages, readVoucherCsv } from './voucher-csv.ts';
import { stockAlertMail } from './voucher-mails.ts';
import { offerOf, poolDetailsRow, poolDetailsView } from './voucher-pool-details.ts';
import type { VouchersRepository } from './vouchers.repository.ts';

export interface VouchersDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'voucherAlertEmail' | 'voucherAlertBelow' | 'consoleUrl'>;
  tenants: TenantCache;
  audit: AuditService;
  outbox: OutboxRecords;
  rewardCredits: RewardCreditRecords;
  repository: VouchersRepository;
}

/** How many waiting rewards the console lists one by one. */
const WAITING_LISTED = 200;

/** The sealing and the keyed hash of voucher codes: one purpose, so no other secret's key opens them. */
export function voucherCodeBox(appSecret: string) {
  const box = createSecretBox(appSecret, 'voucher.code');
  return {
    seal: box.seal,
    open: box.open,
    // Per tenant: the same code in two tenants' shops is two codes.
    hash: (tenantId: string, code: string) => keyedIdentity(appSecret, 'voucher.code', `${tenantId}:${code}`),
  };
}

const fileFault = (messages: string[]) =>
  new AppError('common.validation', { fields: messages.map((message) => ({ path: 'body.Datei', message })) });

const unknownTenant = (lang: Language) =>
  new AppError('common.validation', {
    fields: [
      { path: 'body.Mandant', message: lang === 'en' ? 'Mandant is not valid' : 'Mandant ist nicht gültig' },
    ],
  });

/** One audited change of an existing pool; 404 when the tenant or the pool is not there. */
function poolChanger({ db, tenants, audit }: Pick<VouchersDeps, 'db' | 'tenants' | 'audit'>) {
  return async (
    operatorId: string,
    tenantKey: string,
    cents: number,
    action: 'vouchers.threshold' | 'vouchers.details',
    details: Record<string, unknown>,
    write: (tx: Db, tenant: Tenant) => Promise<boolean>,
  ) => {
    const tenant = await tenants.byKey(tenantKey);
    if (!tenant) throw new AppError('vouchers.pool_not_found');
    await db.transaction(async (tx) => {
      if (!(await write(tx, tenant))) throw new AppError('vouchers.pool_not_found');
      await audit.record(tx, {
        actor: { kind: 'operator', id: operatorId },
        action,
        tenantId: tenant.id,
        subject: `voucher-pool:${tenant.key}:${cents}`,
        details: { cents, ...details },
      });
    });
  };
}

/**
 * The voucher pools (issue 15): the console's CSV import (all or nothing, audited), the stock per
 * tenant and value with its alert, the pools' thresholds, and the rewards waiting for a code.
 * Issuing codes is the job's (voucher-issuer.ts); both share `checkStockAlert`.
 */
export function createVouchersService(deps: VouchersDeps) {
  const { db, clock, config, tenants, audit, repository } = deps;
  const codes = voucherCodeBox(config.appSecret);
  const changePool = poolChanger(deps);

  /**
   * After the pool's stock changed (a code issued, codes imported), in the same transaction: the
   * alert mail once per crossing below the threshold, re-armed when the stock is back. Takes the
   * tenant read before the transaction (on PGlite a read outside it would wait for it).
   */
  async function checkStockAlert(tx: Db, tenant: Tenant, cents: number, now: Date) {
    const tenantId = tenant.id;
    const pool = await repository.pool(tx, tenantId, cents);
    if (!pool) return;
    const free = await repository.freeCount(tx, tenantId, cents, now);
    const threshold = pool.alertBelow ?? config.voucherAlertBelow;
    const step = stockAlertStep(free, threshold, pool.alertMailedAt !== null);
    if (step === 'rearm') await repository.rearmAlert(tx, tenantId, cents);
    if (step !== 'mail' || !config.voucherAlertEmail) return;
    if (!(await repository.markAlertMailed(tx, tenantId, cents, now))) return;
    await deps.outbox.enqueue(
      {
        tenantId,
        kind: 'voucher.stock_alert',
        to: config.voucherAlertEmail,
        ...stockAlertMail({
          tenantKey: tenant.key,
          brand: tenant.mandant.Brand.Name,
          cents,
          free,
          threshold,
          consoleUrl: config.consoleUrl,
        }),
      },
      tx,
      now,
    );
  }

  async function tenantKeys() {
    return new Map((await tenants.all()).map((t) => [t.id, t.key]));
  }

  return {
    checkStockAlert,

    /** Reads, checks and imports a file of codes: every code goes in, or none (400 naming the lines). */
    async importCodes(operatorId: string, body: VoucherImport, lang: Language): Promise<VoucherImportResult> {
      const tenant = await tenants.byKey(body.Mandant);
      if (!tenant) throw unknownTenant(lang);
      const reading = readVoucherCsv(Buffer.from(body.Datei, 'base64'));
      if ('faults' in reading) throw fileFault(csvFaultMessages(reading.faults, lang));
      const rows = reading.codes.map((c) => ({ ...c, hash: codes.hash(tenant.id, c.code) }));
      const now = clock.now();
      return db.transaction(async (tx) => {
        const known = await repository.knownHashes(
          tx,
          tenant.id,
          rows.map((r) => r.hash),
        );
        const inPool = rows
          .filter((r) => known.has(r.hash))
          .map((r) => ({ line: r.line, kind: 'inPool' as const }));
        if (inPool.length > 0) throw fileFault(csvFaultMessages(inPool, lang));
        const importId = randomUUID();
        await repository.ensurePool(tx, tenant.id, body.WertCent, now);
        const inserted = await repository.insertCodes(
          tx,
          rows.map((r) => ({
            tenantId: tenant.id,
            cents: body.WertCent,
            codeSealed: codes.seal(r.code),
            codeHash: r.hash,
            importId,
            importedAt: now,
          })),
        );
        // Another import took some of these codes since the check: the whole file rolls back.
        if (inserted !== rows.length) throw new AppError('vouchers.codes_taken');
        await audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'vouchers.import',
          tenantId: tenant.id,
          subject: `voucher-import:${importId}`,
          details: { cents: body.WertCent, codes: inserted },
        });
        await checkStockAlert(tx, tenant, body.WertCent, now);
        return {
          Mandant: tenant.key,
          WertCent: body.WertCent,
          Importiert: inserted,
          Frei: await repository.freeCount(tx, tenant.id, body.WertCent, now),
        };
      });
    },

    /** Every pool with its stock, threshold, alert and waiting rewards. */
    async pools(): Promise<VoucherPools> {
      const [pools, stock, waiting, keys] = [
        await repository.pools(db),
        await repository.stock(db, clock.now()),
        await deps.rewardCredits.chosenVoucherCounts(db),
        await tenantKeys(),
      ];
      const at = (list: { tenantId: string; cents: number }[], tenantId: string, cents: number) =>
        list.find((s) => s.tenantId === tenantId && s.cents === cents);
      return {
        StandardWarnschwelle: config.voucherAlertBelow,
        Bestaende: pools
          .map((p) => {
            const s = at(stock, p.tenantId, p.cents) as { free: number; issued: number } | undefined;
            const free = s?.free ?? 0;
            const threshold = p.alertBelow ?? config.voucherAlertBelow;
            return {
              Mandant: keys.get(p.tenantId) ?? p.tenantId,
              WertCent: p.cents,
              Frei: free,
              Ausgegeben: s?.issued ?? 0,
              Warnschwelle: threshold,
              EigeneWarnschwelle: p.alertBelow !== null,
              Warnung: isBelowThreshold(free, threshold),
              Wartend: (at(waiting, p.tenantId, p.cents) as { n: number } | undefined)?.n ?? 0,
              ...poolDetailsView(p),
            };
          })
          .sort((a, b) => a.Mandant.localeCompare(b.Mandant) || a.WertCent - b.WertCent),
      };
    },

    /** Sets a pool's own threshold (null: the default again), audited; the alert follows at once. */
    setThreshold: (operatorId: string, tenantKey: string, cents: number, alertBelow: number | null) =>
      changePool(operatorId, tenantKey, cents, 'vouchers.threshold', { alertBelow }, async (tx, tenant) => {
        const found = await repository.setThreshold(tx, tenant.id, cents, alertBelow);
        if (found) await checkStockAlert(tx, tenant, cents, clock.now());
        return found;
      }),

    /** Sets what people read about a pool's codes (issue 30, item 5), audited. */
    setDetails: (operatorId: string, tenantKey: string, cents: number, body: VoucherDetails) => {
      const row = poolDetailsRow(body);
      return changePool(operatorId, tenantKey, cents, 'vouchers.details', row, (tx, tenant) =>
        repository.setDetails(tx, tenant.id, cents, row),
      );
    },

    /**
     * The vouchers the tenant's rewards of these amounts can be taken as, by amount: only where a
     * pool of exactly that value exists, so the pickup never names a value other than the one paid.
     */
    async offers(tenant: Tenant, cents: readonly number[]): Promise<Map<number, VoucherOffer>> {
      const pools = await repository.poolsOf(db, tenant.id, cents);
      return new Map(pools.map((p) => [p.cents, offerOf(p, tenant.mandant.Brand.Name)]));
    },

    /** The rewards chosen as a voucher that wait for a code, grouped and one by one. */
    async waiting(): Promise<WaitingVouchers> {
      const [groups, listed, stock, keys] = [
        await deps.rewardCredits.chosenVoucherCounts(db),
        await deps.rewardCredits.chosenVouchers(db, WAITING_LISTED),
        await repository.stock(db, clock.now()),
        await tenantKeys(),
      ];
      const key = (id: string) => keys.get(id) ?? id;
      return {
        Gruppen: groups
          .map((g) => ({
            Mandant: key(g.tenantId),
            WertCent: g.cents,
            Anzahl: g.n,
            AeltesteWahl: (g.oldest ?? clock.now()).toISOString(),
            Frei: stock.find((s) => s.tenantId === g.tenantId && s.cents === g.cents)?.free ?? 0,
          }))
          .sort((a, b) => a.AeltesteWahl.localeCompare(b.AeltesteWahl)),
        Praemien: listed.map((r) => ({
          PraemieId: r.id,
          Mandant: key(r.tenantId),
          WertCent: r.cents,
          GewaehltAm: (r.chosenAt ?? clock.now()).toISOString(),
        })),
      };
    },
  };
}

export type VouchersService = ReturnType<typeof createVouchersService>;
