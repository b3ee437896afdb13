import type { SupportReward } from '@kwk/shared/operator/support.schemas';
import {
  type PayoutBatchState,
  payoutState,
  type ReferralPayout,
  referralPayout,
} from '@kwk/shared/operator/support-rewards';
import type { Db } from '../../db/client.ts';
import type { ReferrerBankDataRow } from '../accounts/accounts.api.ts';
import type { RewardCreditRecords } from '../lifecycle/lifecycle.api.ts';
import { returnedTransfersOf } from '../payouts/payouts.api.ts';
import type { RecipientRecords } from '../recipients/recipients.api.ts';

type CreditRow = Awaited<ReturnType<RewardCreditRecords['forSupport']>>[number];

export interface SupportRewardsDeps {
  credits: Pick<RewardCreditRecords, 'forSupport'>;
  recipients: Pick<RecipientRecords, 'withAccount'>;
  /** A referrer's saved account (accounts' `bankData`): whether there is one. */
  bankData: { of: (tx: Db, referrerId: string) => Promise<ReferrerBankDataRow | undefined> };
  /** The payouts module's read: the batch holding each credit. */
  batchesOf: (
    tx: Db,
    creditIds: string[],
  ) => Promise<{ creditId: string; batchId: string; messageId: string; state: PayoutBatchState }[]>;
  /** Whether the tenant keeps no bank data, so a recipient chooses at the mailed pickup link. */
  choosesAtPickup: (tenantId: string) => Promise<boolean>;
}

const returnedOf = (r: { at: Date; reason: string | null } | undefined) =>
  r ? { Am: r.at.toISOString(), Grund: r.reason } : null;

/**
 * Support's reading of the money (issue 27, item 11): reward credits with their payout state, read
 * through the owners' façades (lifecycle's credits, recipients' accounts, accounts' saved bank data,
 * payouts' batches). The state itself is the shared pure rule (support-rewards.ts).
 */
export function createSupportRewards(deps: SupportRewardsDeps) {
  /** Each credit as support sees it; `numbers` names the referral of a credit by its id. */
  async function describe(db: Db, rows: CreditRow[], numbers: Map<string, number>): Promise<SupportReward[]> {
    const recipientIds = rows.flatMap((c) =>
      c.beneficiary === 'Empfaenger' && c.recipientId ? [c.recipientId] : [],
    );
    const referrerIds = [...new Set(rows.flatMap((c) => (c.referrerId ? [c.referrerId] : [])))];
    const tenantIds = [...new Set(rows.map((c) => c.tenantId))];
    const [withAccount, batches, saved, pickup, returned] = await Promise.all([
      deps.recipients.withAccount(db, recipientIds),
      deps.batchesOf(
        db,
        rows.map((c) => c.id),
      ),
      Promise.all(
        referrerIds.map(async (id) => [id, (await deps.bankData.of(db, id)) !== undefined] as const),
      ),
      Promise.all(tenantIds.map(async (id) => [id, await deps.choosesAtPickup(id)] as const)),
      returnedTransfersOf(
        db,
        rows.map((c) => c.id),
      ),
    ]);
    const atPickup = new Map(pickup);
    const batchOf = new Map(batches.map((b) => [b.creditId, b]));
    const hasSaved = new Map(saved);
    return rows.map((c) => {
      const batch = batchOf.get(c.id) ?? null;
      // The account chosen with the reward (the referrer's, or the recipient's at their pickup link),
      // else the one on file: the recipient's from their page, the referrer's saved one.
      const bankData =
        c.hasPayoutAccount ||
        (c.beneficiary === 'Empfaenger'
          ? c.recipientId !== null && withAccount.has(c.recipientId)
          : c.referrerId !== null && hasSaved.get(c.referrerId) === true);
      return {
        Id: c.id,
        Art: c.kind,
        Wer: c.beneficiary,
        Empfehlungsnummer: c.referralId ? (numbers.get(c.referralId) ?? null) : null,
        BetragCent: c.cents,
        Status: c.status,
        Wahl: c.payoutKind,
        Bankdaten: bankData,
        Auszahlung: payoutState({
          status: c.status,
          beneficiary: c.beneficiary,
          payoutKind: c.payoutKind,
          bankData,
          batch: batch?.state ?? null,
          choosesAtPickup: atPickup.get(c.tenantId) === true,
        }),
        Lauf: batch ? { Id: batch.batchId, Nachrichtenkennung: batch.messageId, Zustand: batch.state } : null,
        GezahltAm: c.paidAt?.toISOString() ?? null,
        Rueckbuchung: returnedOf(returned.get(c.id)),
      };
    });
  }

  return {
    /** The rewards of some referrals (both shares of each), by referral id. */
    async ofReferrals(db: Db, referrals: { id: string; empfehlungsnummer: number }[]) {
      const numbers = new Map(referrals.map((r) => [r.id, Number(r.empfehlungsnummer)]));
      const rows = await deps.credits.forSupport(db, { referralIds: [...numbers.keys()] });
      const rewards = await describe(db, rows, numbers);
      const byReferral = new Map<string, SupportReward[]>(referrals.map((r) => [r.id, []]));
      rows.forEach((row, i) => {
        if (row.referralId) byReferral.get(row.referralId)?.push(rewards[i]!);
      });
      return byReferral;
    },

    /** A referrer's rewards that belong to no referral: bonuses and goodwill. */
    async ofReferrerOnly(db: Db, tenantId: string, referrerId: string) {
      const rows = (await deps.credits.forSupport(db, { tenantId, referrerId })).filter(
        (c) => c.kind !== 'referral',
      );
      return describe(db, rows, new Map());
    },

    /** What a referral's rewards come to together (the status support is shown follows it). */
    payoutOf: (rewards: SupportReward[] | undefined): ReferralPayout =>
      referralPayout((rewards ?? []).map((r) => r.Auszahlung)),
  };
}

export type SupportRewards = ReturnType<typeof createSupportRewards>;
