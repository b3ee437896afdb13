import { randomBytes, randomUUID } from 'node:crypto';
import { formatEuro } from '@kwk/shared/catalogue/catalogue.rules';
import type { Language } from '@kwk/shared/errors/error-codes';
import type {
  PayoutBatch,
  PayoutBatchDetails,
  PayoutItem,
  PayoutOverview,
  ReleasePayoutBody,
} from '@kwk/shared/operator/payouts.schemas';
import { maskIban } from '@kwk/shared/recipients/iban';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import { berlinDate, type Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import { createReferrerBankAccount } from '../accounts/referrer-bank-account.ts';
import type { ReferrerBankDataRepository } from '../accounts/referrer-bank-data.repository.ts';
import type { AuditService } from '../audit/audit.service.ts';
import type { RewardCreditsRepository } from '../lifecycle/reward-credits.repository.ts';
import type { OutboxRepository } from '../mail/outbox.repository.ts';
import type { RecipientBankAccounts } from '../recipients/recipient-bank-accounts.ts';
import type { TenantCache } from '../tenants/tenant-cache.ts';
import { portalOrigin } from '../tenants/tenant-urls.ts';
import { creditsTaken, sharesToTake } from './batch-takes.ts';
import { enterBankDataAgainMail, rewardPaidMail } from './payouts.mails.ts';
import type {
  PayableCredit,
  Payee,
  PayoutBatchRow,
  PayoutItemRow,
  PayoutsRepository,
} from './payouts.repository.ts';
import { releaseMismatches } from './release-confirmation.ts';
import { buildSepaFile, fileChecksum } from './sepa-file.ts';

interface Deps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'payoutDebtor' | 'deployEnv' | 'publicUrl'>;
  tenants: TenantCache;
  credits: Pick<
    RewardCreditsRepository,
    'takeRecipientTransfers' | 'releaseRecipientTransfers' | 'markPaid' | 'returnToBankData'
  >;
  recipientAccounts: RecipientBankAccounts;
  bankData: Pick<ReferrerBankDataRepository, 'removeIfIdentity'>;
  outbox: OutboxRepository;
  audit: AuditService;
  /** A fresh pickup link token for a recipient's share (the rewards module's link; issue 27, finding 8). */
  recipientRewardLink: (tx: Db, tenantId: string, recipientId: string) => Promise<string>;
  repository: PayoutsRepository;
}

const FIELD_LABEL = { Anzahl: 'Anzahl', SummeCent: 'Summe', Sha256Anfang: 'Prüfsumme' } as const;
/** The refusal of a release whose confirmation does not match, with a message at each wrong field. */
const mismatch = (fields: (keyof typeof FIELD_LABEL)[]) =>
  new AppError('payouts.release_mismatch', {
    fields: fields.map((f) => ({
      path: `body.${f}`,
      message: VALIDATION_MESSAGES.de.confirmMismatch(FIELD_LABEL[f]),
    })),
  });

const KIND_TEXT = { referral: 'Empfehlung', bonus: 'Bonus', goodwill: 'Kulanz' } as const;
const hex = (uuid: string) => uuid.replaceAll('-', '');

/**
 * Payouts (issue 15): a finance operator prepares a batch of a tenant's chosen transfers (the
 * SEPA file is built and sealed then, its SHA-256 shown), another releases it (four eyes), after
 * which it can be downloaded for the bank. When the bank executed it, finance confirms: the
 * rewards become Ausgezahlt and each person is mailed. A transfer the bank returns is booked per
 * item: the reward is ready again and the person asked for bank data again. Every step is audited
 * in its own transaction.
 */
export function createPayoutsService(deps: Deps) {
  const { db, clock, config, repository } = deps;
  const fileBox = createSecretBox(config.appSecret, 'payout.file');
  const ibanBox = createSecretBox(config.appSecret, 'payout.iban');
  const referrerAccounts = createReferrerBankAccount(config.appSecret);

  const tenantKey = async (id: string) => (await deps.tenants.byId(id))?.key ?? '';

  async function toBatches(tx: Db, rows: PayoutBatchRow[]): Promise<PayoutBatch[]> {
    const names = await repository.operatorNames(tx, [
      ...new Set(rows.flatMap((r) => [r.preparedBy, ...(r.releasedBy ? [r.releasedBy] : [])])),
    ]);
    const returned = new Map(
      (
        await repository.returnedCounts(
          tx,
          rows.map((r) => r.id),
        )
      ).map((r) => [r.batchId, r.n]),
    );
    return Promise.all(
      rows.map(async (row) => ({
        Id: row.id,
        Mandant: await tenantKey(row.tenantId),
        Nachrichtenkennung: row.messageId,
        Status: row.state,
        Anzahl: row.count,
        SummeCent: row.controlSumCents,
        Sha256: row.sha256,
        VorbereitetVon: names.get(row.preparedBy) ?? '',
        VorbereitetAm: row.preparedAt.toISOString(),
        FreigegebenVon: row.releasedBy ? (names.get(row.releasedBy) ?? '') : null,
        FreigegebenAm: row.releasedAt?.toISOString() ?? null,
        AusgefuehrtAm: row.executedAt?.toISOString() ?? null,
        Kontoauszug: row.statementReference,
        // A discarded batch's freed items are no returns.
        Rueckbuchungen: row.state === 'Verworfen' ? 0 : (returned.get(row.id) ?? 0),
      })),
    );
  }

  const toItem = (row: PayoutItemRow, discarded: boolean, returnedBefore?: { at: Date }): PayoutItem => ({
    Id: row.id,
    Beguenstigter: row.beneficiary,
    Kontoinhaber: row.holder,
    IbanMaskiert: maskIban(ibanBox.open(row.ibanSealed)),
    BetragCent: row.cents,
    Status: discarded ? 'Verworfen' : row.returnedAt ? 'Zurueckgebucht' : row.paidAt ? 'Ausgezahlt' : 'Offen',
    Rueckbuchungsgrund: row.returnReason,
    ErneutNachRueckbuchungAm: returnedBefore?.at.toISOString() ?? null,
  });

  /** Whether `operatorId` booked the return of a transfer the batch pays again (then they may not release it). */
  const bookedAReturnOf = (earlier: Map<string, { by: string | null }>, operatorId: string) =>
    [...earlier.values()].some((r) => r.by === operatorId);

  async function details(tx: Db, row: PayoutBatchRow, operatorId: string): Promise<PayoutBatchDetails> {
    const [batch] = await toBatches(tx, [row]);
    const earlier = await repository.earlierReturns(tx, row.id);
    return {
      ...batch!,
      Posten: (await repository.items(tx, row.id)).map((i) =>
        toItem(i, row.state === 'Verworfen', earlier.get(i.id)),
      ),
      DarfFreigeben:
        row.state === 'Vorbereitet' && row.preparedBy !== operatorId && !bookedAReturnOf(earlier, operatorId),
    };
  }

  /** Where a payable credit goes, opened for the file: the referrer's chosen account or the recipient's. */
  async function accounts(tx: Db, tenantId: string, credits: PayableCredit[]) {
    const recipientIds = credits.filter(
      (c) => c.recipientId && c.beneficiary === 'Empfaenger' && !c.ibanSealed,
    );
    const ofRecipients = await deps.recipientAccounts.accountsOf(
      tx,
      tenantId,
      recipientIds.map((c) => c.recipientId!),
    );
    const found: { credit: PayableCredit; holder: string; iban: string }[] = [];
    for (const credit of credits) {
      // Chosen at the pickup (the referrer's, or the recipient's share through its pickup link).
      if (credit.holder && credit.ibanSealed)
        found.push({ credit, holder: credit.holder, iban: referrerAccounts.open(credit.ibanSealed) });
      else if (credit.beneficiary === 'Empfaenger' && credit.recipientId) {
        const account = ofRecipients.get(credit.recipientId);
        if (account) found.push({ credit, ...account });
      }
    }
    return found;
  }

  async function mailPayees(
    tx: Db,
    tenantId: string,
    payees: Payee[],
    kind: 'paid' | 'returned',
    now: Date,
    savedAccountRemoved = false,
  ) {
    const tenant = await deps.tenants.byId(tenantId);
    if (!tenant) return;
    for (const payee of payees) {
      if (!payee.email) continue;
      const lang: Language = payee.language === 'en' ? 'en' : 'de';
      const base = {
        brand: tenant.mandant.Brand.Name,
        vorname: payee.vorname ?? '',
        amount: formatEuro(payee.cents, lang),
      };
      const recipient = payee.beneficiary === 'Empfaenger';
      const portal = portalOrigin(tenant, config);
      // A recipient who chose at a pickup link gets a fresh one: the page of their recommendation
      // has no bank form where the tenant keeps no bank data, and the old link may be over
      // (issue 27, finding 8). The one who gave the account on their page enters it there again.
      const atPickup = recipient && payee.choseAtPickup && payee.recipientId !== null;
      const mail =
        kind === 'paid'
          ? rewardPaidMail(lang, base)
          : enterBankDataAgainMail(lang, {
              ...base,
              to: atPickup ? 'recipientPickup' : recipient ? 'recipientPage' : 'referrer',
              savedAccountRemoved: savedAccountRemoved && !recipient,
              link: atPickup
                ? `${portal}/praemie/?token=${await deps.recipientRewardLink(tx, tenantId, payee.recipientId!)}`
                : `${portal}${recipient ? '/' : '/praemie/'}`,
            });
      await deps.outbox.enqueue(
        {
          tenantId,
          kind: kind === 'paid' ? 'reward.paid' : 'reward.returned',
          to: payee.email,
          referralId: payee.referralId,
          ...mail,
        },
        tx,
        now,
      );
    }
  }

  const inTransaction = <T>(work: (tx: Db) => Promise<T>) =>
    db.transaction(async (t) => work(t as unknown as Db));

  return {
    async overview(): Promise<PayoutOverview> {
      const ready = await repository.payableSummary(db);
      return {
        Bereit: (
          await Promise.all(
            ready.map(async (r) => ({
              Mandant: await tenantKey(r.tenantId),
              Anzahl: r.count,
              SummeCent: r.cents,
            })),
          )
        ).sort((a, b) => a.Mandant.localeCompare(b.Mandant)),
        Laeufe: await toBatches(db, await repository.list(db)),
      };
    },

    async details(operatorId: string, id: string): Promise<PayoutBatchDetails> {
      const row = await repository.byId(db, id);
      if (!row) throw new AppError('payouts.not_found');
      return details(db, row, operatorId);
    },

    /** Collects the tenant's payable transfers into a new batch and builds its file. */
    async prepare(operatorId: string, tenantKeyOrId: string): Promise<PayoutBatchDetails> {
      const tenant = await deps.tenants.byKey(tenantKeyOrId);
      if (!tenant) throw new AppError('tenants.not_found');
      const debtor = config.payoutDebtor;
      if (!debtor) throw new AppError('payouts.debtor_missing');
      return inTransaction(async (tx) => {
        await repository.lockTenant(tx, tenant.id);
        const found = await accounts(tx, tenant.id, await repository.payable(tx, tenant.id));
        if (found.length === 0) throw new AppError('payouts.nothing_to_pay');
        const now = clock.now();
        // The recipient's share becomes chosen (Abgeholt) as a transfer when a batch takes it; one
        // chosen as a voucher at the pickup meanwhile did not move and is not paid twice.
        const moved = await deps.credits.takeRecipientTransfers(
          tx,
          { tenantId: tenant.id, ids: sharesToTake(found.map((p) => p.credit)).map((c) => c.id) },
          now,
        );
        const taken = new Set(
          creditsTaken(
            found.map((p) => p.credit),
            moved,
          ),
        );
        const payable = found.filter((p) => taken.has(p.credit));
        if (payable.length === 0) throw new AppError('payouts.nothing_to_pay');
        const batchId = randomUUID();
        const messageId = `KWK-${berlinDate(now).replaceAll('-', '')}-${randomBytes(6).toString('hex')}`;
        const items = payable.map((p) => ({
          id: randomUUID(),
          batchId,
          tenantId: tenant.id,
          creditId: p.credit.id,
          beneficiary: p.credit.beneficiary,
          holder: p.holder,
          iban: p.iban,
          cents: p.credit.cents,
          remittance: `Praemie ${tenant.mandant.Brand.Name} ${KIND_TEXT[p.credit.kind]}${
            p.credit.empfehlungsnummer ? ` ${p.credit.empfehlungsnummer}` : ''
          }`,
        }));
        const xml = buildSepaFile({
          messageId,
          createdAt: now,
          debtor,
          executionDate: new Date(`${berlinDate(now)}T12:00:00Z`),
          transfers: items.map((i) => ({ ...i, endToEndId: hex(i.id) })),
        });
        const cents = items.reduce((sum, i) => sum + i.cents, 0);
        const sha256 = fileChecksum(xml);
        await repository.insertBatch(tx, {
          id: batchId,
          tenantId: tenant.id,
          messageId,
          state: 'Vorbereitet',
          count: items.length,
          controlSumCents: cents,
          fileSealed: fileBox.seal(xml),
          sha256,
          preparedBy: operatorId,
          preparedAt: now,
        });
        await repository.insertItems(
          tx,
          items.map((i) => ({
            id: i.id,
            batchId,
            tenantId: tenant.id,
            creditId: i.creditId,
            beneficiary: i.beneficiary,
            holder: i.holder,
            ibanSealed: ibanBox.seal(i.iban),
            cents: i.cents,
            endToEndId: hex(i.id),
          })),
        );
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'payouts.prepare',
          tenantId: tenant.id,
          subject: `payout_batch:${batchId}`,
          details: { messageId, count: items.length, cents, sha256 },
        });
        const row = await repository.byId(tx, batchId);
        return details(tx, row!, operatorId);
      });
    },

    /**
     * Four eyes: a finance operator other than the one who prepared it releases the batch, after
     * entering what they compared (count and sum, or the checksum's start); a mismatch releases nothing.
     */
    async release(operatorId: string, id: string, entered: ReleasePayoutBody): Promise<PayoutBatchDetails> {
      // A refused self-release, or a confirmation that does not match (someone may be releasing
      // unseen), is a security event: recorded on its own, as a failed sign-in is, since the
      // refusal rolls nothing of its own back.
      const prepared = await repository.byId(db, id);
      const wrong = prepared ? releaseMismatches(prepared, entered) : [];
      const ownReturn = prepared
        ? bookedAReturnOf(await repository.earlierReturns(db, id), operatorId)
        : false;
      const refusal =
        prepared?.state !== 'Vorbereitet'
          ? undefined
          : prepared.preparedBy === operatorId
            ? { reason: 'four eyes: prepared by the same operator', error: new AppError('payouts.four_eyes') }
            : ownReturn
              ? {
                  reason: 'four eyes: pays again a transfer whose return the same operator booked',
                  error: new AppError('payouts.four_eyes_return'),
                }
              : wrong.length > 0
                ? {
                    reason: 'the confirmation does not match the batch',
                    error: mismatch(wrong),
                    fields: wrong,
                  }
                : undefined;
      if (prepared && refusal) {
        await deps.audit.record(db, {
          actor: { kind: 'operator', id: operatorId },
          action: 'payouts.release_refused',
          tenantId: prepared.tenantId,
          subject: `payout_batch:${id}`,
          reason: refusal.reason,
          ...(refusal.fields ? { details: { fields: refusal.fields } } : {}),
        });
        throw refusal.error;
      }
      return inTransaction(async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row) throw new AppError('payouts.not_found');
        if (row.state !== 'Vorbereitet') throw new AppError('payouts.wrong_state');
        if (row.preparedBy === operatorId) throw new AppError('payouts.four_eyes');
        if (bookedAReturnOf(await repository.earlierReturns(tx, id), operatorId))
          throw new AppError('payouts.four_eyes_return');
        // Checked again on the locked row: what was compared is what is released.
        const changed = releaseMismatches(row, entered);
        if (changed.length > 0) throw mismatch(changed);
        // One fraud rule on every path to the money: a referral held since the preparation is
        // not released with the batch (the predicate the preparation and the voucher job use).
        if (await repository.holdsHeldItem(tx, id)) throw new AppError('payouts.items_held');
        const now = clock.now();
        await repository.update(tx, id, { state: 'Freigegeben', releasedBy: operatorId, releasedAt: now });
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'payouts.release',
          tenantId: row.tenantId,
          subject: `payout_batch:${id}`,
          details: {
            messageId: row.messageId,
            count: row.count,
            cents: row.controlSumCents,
            sha256: row.sha256,
          },
        });
        return details(
          tx,
          { ...row, state: 'Freigegeben', releasedBy: operatorId, releasedAt: now },
          operatorId,
        );
      });
    },

    /**
     * Discards a prepared batch before its release (issue 15), e.g. when finance spots a wrong
     * transfer while checking it: the batch stays as Verworfen for the record, its items are freed
     * and the recipients' shares it took are ready again, so the next batch takes them all. A
     * released batch may be at the bank already: 409. Audited with the reason.
     */
    async discard(operatorId: string, id: string, reason: string): Promise<PayoutBatchDetails> {
      return inTransaction(async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row) throw new AppError('payouts.not_found');
        if (row.state !== 'Vorbereitet') throw new AppError('payouts.not_discardable');
        const now = clock.now();
        const items = await repository.items(tx, id);
        await repository.freeItems(tx, id, { at: now, by: operatorId, reason });
        await deps.credits.releaseRecipientTransfers(
          tx,
          {
            tenantId: row.tenantId,
            ids: items.filter((i) => i.beneficiary === 'Empfaenger').map((i) => i.creditId),
          },
          now,
        );
        await repository.update(tx, id, { state: 'Verworfen' });
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'payouts.discard',
          tenantId: row.tenantId,
          subject: `payout_batch:${id}`,
          reason,
          details: {
            messageId: row.messageId,
            count: row.count,
            cents: row.controlSumCents,
            sha256: row.sha256,
          },
        });
        return details(tx, { ...row, state: 'Verworfen' }, operatorId);
      });
    },

    /** The file for the bank, only once released (409 before); the download is audited. */
    async download(operatorId: string, id: string): Promise<{ filename: string; xml: string }> {
      return inTransaction(async (tx) => {
        const row = await repository.byId(tx, id);
        if (!row) throw new AppError('payouts.not_found');
        if (row.state === 'Vorbereitet') throw new AppError('payouts.not_released');
        if (row.state === 'Verworfen') throw new AppError('payouts.wrong_state');
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'payouts.download',
          tenantId: row.tenantId,
          subject: `payout_batch:${id}`,
          details: { messageId: row.messageId, sha256: row.sha256 },
        });
        return { filename: `${row.messageId}.xml`, xml: fileBox.open(row.fileSealed) };
      });
    },

    /**
     * The bank executed the file: its rewards become Ausgezahlt and each person is mailed. A
     * repeated confirmation finds the batch executed and changes nothing (no second mail).
     */
    async confirm(operatorId: string, id: string, statement?: string): Promise<PayoutBatchDetails> {
      return inTransaction(async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row) throw new AppError('payouts.not_found');
        if (row.state === 'Vorbereitet') throw new AppError('payouts.not_released');
        if (row.state === 'Verworfen') throw new AppError('payouts.wrong_state');
        if (row.state === 'Ausgefuehrt') return details(tx, row, operatorId);
        const now = clock.now();
        const open = (await repository.items(tx, id)).filter((i) => !i.returnedAt);
        const paid = await deps.credits.markPaid(
          tx,
          { tenantId: row.tenantId, ids: open.map((i) => i.creditId) },
          now,
        );
        await repository.markItemsPaid(tx, id, now);
        const changed = {
          state: 'Ausgefuehrt' as const,
          executedBy: operatorId,
          executedAt: now,
          statementReference: statement || null,
        };
        await repository.update(tx, id, changed);
        await mailPayees(tx, row.tenantId, await repository.payees(tx, paid), 'paid', now);
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'payouts.confirm',
          tenantId: row.tenantId,
          subject: `payout_batch:${id}`,
          details: { messageId: row.messageId, paid: paid.length, statement: statement || null },
        });
        return details(tx, { ...row, ...changed }, operatorId);
      });
    },

    /** A returned transfer (wrong account): the reward is ready again and the person enters bank data again. */
    async returnItem(
      operatorId: string,
      id: string,
      itemId: string,
      reason: string,
    ): Promise<PayoutBatchDetails> {
      return inTransaction(async (tx) => {
        const row = await repository.lock(tx, id);
        if (!row) throw new AppError('payouts.not_found');
        if (row.state === 'Vorbereitet') throw new AppError('payouts.not_released');
        if (row.state === 'Verworfen') throw new AppError('payouts.wrong_state');
        const item = (await repository.items(tx, id)).find((i) => i.id === itemId);
        if (!item) throw new AppError('payouts.item_not_found');
        if (item.returnedAt) throw new AppError('payouts.already_returned');
        const now = clock.now();
        // Whom it paid, read before the return clears the choice: whether it was chosen at a pickup.
        const payees = await repository.payees(tx, [item.creditId]);
        await deps.credits.returnToBankData(tx, { tenantId: row.tenantId, id: item.creditId }, now);
        await repository.markItemReturned(tx, item.id, { at: now, by: operatorId, reason });
        let savedAccountRemoved = false;
        for (const payee of payees) {
          if (payee.beneficiary === 'Empfaenger' && payee.recipientId)
            await deps.recipientAccounts.clear(tx, row.tenantId, payee.recipientId);
          // The referrer's saved account goes too when it is the returned one, so the next pickup
          // does not offer the wrong account again; one changed since stays (matched by identity).
          if (payee.beneficiary === 'Empfehler' && payee.referrerId)
            savedAccountRemoved = await deps.bankData.removeIfIdentity(tx, {
              referrerId: payee.referrerId,
              tenantId: row.tenantId,
              ibanIdentity: referrerAccounts.identity(ibanBox.open(item.ibanSealed)),
            });
        }
        await mailPayees(tx, row.tenantId, payees, 'returned', now, savedAccountRemoved);
        await deps.audit.record(tx, {
          actor: { kind: 'operator', id: operatorId },
          action: 'payouts.return',
          tenantId: row.tenantId,
          subject: `payout_batch:${id}`,
          reason,
          details: {
            messageId: row.messageId,
            item: item.id,
            endToEndId: item.endToEndId,
            cents: item.cents,
            savedAccountRemoved,
          },
        });
        return details(tx, row, operatorId);
      });
    },
  };
}

export type PayoutsService = ReturnType<typeof createPayoutsService>;
