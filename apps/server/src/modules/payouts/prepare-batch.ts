import { randomBytes, randomUUID } from 'node:crypto';
import type { PayoutBatchDetails } from '@kwk/shared/operator/payouts.schemas';
import { berlinDate } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { creditsTaken, sharesToTake } from './batch-takes.ts';
import { batchDetails } from './payout-batch-view.ts';
import type { PayableCredit } from './payouts.repository.ts';
import type { PayoutsContext } from './payouts-context.ts';
import { buildSepaFile, fileChecksum } from './sepa-file.ts';

const KIND_TEXT = { referral: 'Empfehlung', bonus: 'Bonus', goodwill: 'Kulanz' } as const;
const hex = (uuid: string) => uuid.replaceAll('-', '');

type Transfer = { credit: PayableCredit; holder: string; iban: string };

/** Where a payable credit goes, opened for the file: the referrer's chosen account or the recipient's. */
async function accounts(ctx: PayoutsContext, tx: Db, tenantId: string, credits: PayableCredit[]) {
  const recipientIds = credits.filter(
    (c) => c.recipientId && c.beneficiary === 'Empfaenger' && !c.ibanSealed,
  );
  const ofRecipients = await ctx.recipientAccounts.accountsOf(
    tx,
    tenantId,
    recipientIds.map((c) => c.recipientId!),
  );
  const found: Transfer[] = [];
  for (const credit of credits) {
    // Chosen at the pickup (the referrer's, or the recipient's share through its pickup link).
    if (credit.holder && credit.ibanSealed)
      found.push({ credit, holder: credit.holder, iban: ctx.referrerAccounts.open(credit.ibanSealed) });
    else if (credit.beneficiary === 'Empfaenger' && credit.recipientId) {
      const account = ofRecipients.get(credit.recipientId);
      if (account) found.push({ credit, ...account });
    }
  }
  return found;
}

/**
 * The transfers a batch takes: the recipient's share becomes chosen (Abgeholt) as a transfer when
 * a batch takes it; one chosen as a voucher at the pickup meanwhile did not move and is not paid twice.
 */
async function take(ctx: PayoutsContext, tx: Db, tenantId: string, found: Transfer[], now: Date) {
  const moved = await ctx.credits.takeRecipientTransfers(
    tx,
    { tenantId, ids: sharesToTake(found.map((p) => p.credit)).map((c) => c.id) },
    now,
  );
  const taken = new Set(
    creditsTaken(
      found.map((p) => p.credit),
      moved,
    ),
  );
  return found.filter((p) => taken.has(p.credit));
}

/** The batch's items, with the remittance text the bank shows the payee. */
const itemsOf = (tenant: Tenant, batchId: string, payable: Transfer[]) =>
  payable.map((p) => ({
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

/**
 * Collects the tenant's payable transfers into a new batch and builds its file (issue 15): the
 * SEPA file is built and sealed now, its SHA-256 shown; audited in the same transaction.
 */
export async function prepareBatch(
  ctx: PayoutsContext,
  operatorId: string,
  tenantKeyOrId: string,
): Promise<PayoutBatchDetails> {
  const { clock, repository, fileBox, ibanBox } = ctx;
  const tenant = await ctx.tenants.byKey(tenantKeyOrId);
  if (!tenant) throw new AppError('tenants.not_found');
  const debtor = ctx.config.payoutDebtor;
  if (!debtor) throw new AppError('payouts.debtor_missing');
  return ctx.inTransaction(async (tx) => {
    await repository.lockTenant(tx, tenant.id);
    const found = await accounts(ctx, tx, tenant.id, await repository.payable(tx, tenant.id));
    if (found.length === 0) throw new AppError('payouts.nothing_to_pay');
    const now = clock.now();
    const payable = await take(ctx, tx, tenant.id, found, now);
    if (payable.length === 0) throw new AppError('payouts.nothing_to_pay');
    const batchId = randomUUID();
    const messageId = `KWK-${berlinDate(now).replaceAll('-', '')}-${randomBytes(6).toString('hex')}`;
    const items = itemsOf(tenant, batchId, payable);
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
    await ctx.audit.record(tx, {
      actor: { kind: 'operator', id: operatorId },
      action: 'payouts.prepare',
      tenantId: tenant.id,
      subject: `payout_batch:${batchId}`,
      details: { messageId, count: items.length, cents, sha256 },
    });
    const row = await repository.byId(tx, batchId);
    return batchDetails(ctx, tx, row!, operatorId);
  });
}
