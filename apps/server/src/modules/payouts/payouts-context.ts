import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import { type BankDataRecords, createReferrerBankAccount } from '../accounts/accounts.api.ts';
import type { AuditService } from '../audit/audit.api.ts';
import type { LifecycleWebhooks, RewardCreditRecords } from '../lifecycle/lifecycle.api.ts';
import type { OutboxRecords } from '../mail/mail.api.ts';
import type { FourEyes } from '../operators/operators.api.ts';
import type { RecipientBankAccounts } from '../recipients/recipients.api.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { PayoutBatchRow, PayoutsRepository } from './payouts.repository.ts';

export interface PayoutsDeps {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'payoutDebtor' | 'deployEnv' | 'publicUrl'>;
  tenants: TenantCache;
  credits: Pick<
    RewardCreditRecords,
    'takeRecipientTransfers' | 'releaseRecipientTransfers' | 'markPaid' | 'returnToBankData'
  >;
  /** The lifecycle's webhooks: a batch executed reports its rewards paid (issue 31). */
  lifecycleHooks: Pick<LifecycleWebhooks, 'paid'>;
  recipientAccounts: RecipientBankAccounts;
  bankData: Pick<BankDataRecords, 'removeIfIdentity'>;
  outbox: OutboxRecords;
  audit: AuditService;
  /** A fresh pickup link token for a recipient's share (the rewards module's link; issue 27, finding 8). */
  recipientRewardLink: (tx: Db, tenantId: string, recipientId: string) => Promise<string>;
  repository: PayoutsRepository;
  /** Who prepared and released a batch, by name (the operators module's read). */
  operatorNames: Pick<FourEyes, 'namesOf'>;
}

/** What every payout use case works with: the module's dependencies, its sealing boxes, one transaction. */
export function payoutsContext(deps: PayoutsDeps) {
  const { config } = deps;
  return {
    ...deps,
    fileBox: createSecretBox(config.appSecret, 'payout.file'),
    ibanBox: createSecretBox(config.appSecret, 'payout.iban'),
    referrerAccounts: createReferrerBankAccount(config.appSecret),
    /** `within`: the caller's transaction, where it runs in one (see TenantCache). */
    tenantKey: async (id: string, within?: Db) => (await deps.tenants.byId(id, within))?.key ?? '',
    inTransaction: <T>(work: (tx: Db) => Promise<T>) => deps.db.transaction(async (tx) => work(tx)),
  };
}

export type PayoutsContext = ReturnType<typeof payoutsContext>;

/** A batch the bank may have (released or executed): 404, or 409 while prepared or once discarded. */
export function releasedBatch(row: PayoutBatchRow | undefined): PayoutBatchRow {
  if (!row) throw new AppError('payouts.not_found');
  if (row.state === 'Vorbereitet') throw new AppError('payouts.not_released');
  if (row.state === 'Verworfen') throw new AppError('payouts.wrong_state');
  return row;
}

/** What an audit row of a step on the whole batch names of it. */
export const batchFacts = (row: PayoutBatchRow) => ({
  messageId: row.messageId,
  count: row.count,
  cents: row.controlSumCents,
  sha256: row.sha256,
});
