import type { WebhookEventType } from '@kwk/shared/webhooks/webhook-events';
import type { WebhookData } from '@kwk/shared/webhooks/webhook-events.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { ReferrerRecords } from '../accounts/accounts.api.ts';
import { referrals } from '../referrals/referrals.api.ts';
import type { Tenant, TenantCache } from '../tenants/tenants.api.ts';
import type { WebhooksService } from '../webhooks/webhooks.api.ts';
import type { CreditRow } from './lifecycle.repository.ts';
import { rewardCredits } from './reward-credits.table.ts';

/** The events the lifecycle reports: what happens to a referral after its recipient ordered. */
type ReferralEvent =
  | 'referral.cancelled'
  | 'referral.expired'
  | 'reward.credited'
  | 'reward.chosen'
  | 'reward.paid'
  | 'reward.expired'
  | 'goodwill.granted';
/** A referral as the events name it; a bonus belongs to none (`empfehlungsnummer` null). */
type Referral = { empfehlungsnummer: number | null; referrerId: string | null };

/** A referral the daily link expiry moved, as its statement answers it. */
export interface ExpiredReferral {
  tenantId: string;
  empfehlungsnummer: number;
  referrerId: string | null;
}

/** Who a credit is for, as a webhook names it. */
export const partyOf = (credit: Pick<CreditRow, 'beneficiary'>) =>
  credit.beneficiary === 'Empfaenger' ? ('recipient' as const) : ('referrer' as const);

/**
 * The lifecycle's webhooks (issue 31, decision 073): a referral settled as cancelled or expired, a
 * reward credited, in the transaction of the change. The referrer's customer number is read only
 * when an endpoint takes the event.
 */
export function lifecycleWebhooks(deps: {
  webhooks: Pick<WebhooksService, 'enqueueWebhookEvent' | 'takes'>;
  referrers: Pick<ReferrerRecords, 'byId'>;
  tenants: Pick<TenantCache, 'byId'>;
}) {
  /** The credits with their referral's number, for the moves other modules make (paid, chosen). */
  const creditsOf = (tx: Db, tenantId: string, ids: string[]) =>
    tx
      .select({
        beneficiary: rewardCredits.beneficiary,
        kind: rewardCredits.kind,
        cents: rewardCredits.cents,
        referrerId: rewardCredits.referrerId,
        empfehlungsnummer: referrals.empfehlungsnummer,
      })
      .from(rewardCredits)
      .leftJoin(referrals, eq(referrals.id, rewardCredits.referralId))
      .where(and(eq(rewardCredits.tenantId, tenantId), inArray(rewardCredits.id, ids)));

  const referrerNumber = async (tx: Db, tenant: Tenant, referral: Referral) =>
    referral.referrerId
      ? ((await deps.referrers.byId(tx, tenant.id, referral.referrerId))?.kundennummer ?? null)
      : null;

  async function report<T extends ReferralEvent>(
    tx: Db,
    tenant: Tenant,
    referral: Referral,
    type: T,
    data: Omit<WebhookData<T>, 'referralNumber' | 'referrerNumber'>,
    now: Date,
  ) {
    await deps.webhooks.enqueueWebhookEvent(
      tx,
      {
        tenant,
        type: type as WebhookEventType,
        referralNumber: referral.empfehlungsnummer,
        data: async () =>
          ({
            referralNumber: referral.empfehlungsnummer,
            referrerNumber: await referrerNumber(tx, tenant, referral),
            ...data,
          }) as never,
      },
      now,
    );
  }

  const referralOf = (credit: { empfehlungsnummer: number | null; referrerId: string | null }) => ({
    empfehlungsnummer: credit.empfehlungsnummer,
    referrerId: credit.referrerId,
  });

  /** The tenant and the credit of `id`, for a move another module made; none when either is gone. */
  async function creditOf(tx: Db, tenantId: string, id: string) {
    const tenant = await deps.tenants.byId(tenantId, tx);
    const [credit] = tenant ? await creditsOf(tx, tenantId, [id]) : [];
    return tenant && credit ? { tenant, credit } : undefined;
  }

  const hooks = {
    /** Rewards paid (a payout batch executed, a voucher issued): `ids` as `markPaid` answered them. */
    async paid(tx: Db, tenantId: string, ids: string[], now: Date) {
      const tenant = ids.length > 0 ? await deps.tenants.byId(tenantId, tx) : undefined;
      if (!tenant) return;
      for (const credit of await creditsOf(tx, tenantId, ids))
        await hooks.credits(tx, tenant, referralOf(credit), 'reward.paid', [credit], 'Ausgezahlt', now);
    },

    /** A reward chosen at the pickup: how it is paid out, never the account. */
    async chosen(tx: Db, tenantId: string, id: string, choice: 'transfer' | 'voucher', now: Date) {
      const found = await creditOf(tx, tenantId, id);
      if (!found) return;
      const { tenant, credit } = found;
      const data = { party: partyOf(credit), amountCents: credit.cents, choice, at: now.toISOString() };
      await report(tx, tenant, referralOf(credit), 'reward.chosen', data, now);
    },

    /** A goodwill reward granted (Kulanz, issue 14): ready for the referrer at once; no referral. */
    async goodwill(tx: Db, tenantId: string, id: string, now: Date) {
      const found = await creditOf(tx, tenantId, id);
      if (!found) return;
      const data = { amountCents: found.credit.cents, grantedAt: now.toISOString() };
      await report(tx, found.tenant, referralOf(found.credit), 'goodwill.granted', data, now);
    },

    /**
     * The referrals the daily job expired (one statement for all tenants): reported for the
     * tenants with an endpoint that takes `referral.expired`, asked once per tenant.
     */
    async expired(tx: Db, tenants: readonly Tenant[], referrals: ExpiredReferral[], now: Date) {
      for (const tenant of tenants) {
        const mine = referrals.filter((r) => r.tenantId === tenant.id);
        if (mine.length === 0 || !(await deps.webhooks.takes(tx, tenant.id, 'referral.expired'))) continue;
        for (const referral of mine) await hooks.closed(tx, tenant, referral, 'Abgelaufen', now);
      }
    },

    /** The referral settled as cancelled (Storniert) or expired (Abgelaufen). */
    closed: (tx: Db, tenant: Tenant, referral: Referral, status: 'Storniert' | 'Abgelaufen', now: Date) =>
      report(
        tx,
        tenant,
        referral,
        status === 'Storniert' ? 'referral.cancelled' : 'referral.expired',
        { state: status, at: now.toISOString() },
        now,
      ),

    /** Each credit moved to the given state (credited: ready to choose; paid; expired). */
    async credits(
      tx: Db,
      tenant: Tenant,
      referral: Referral,
      type: 'reward.credited' | 'reward.paid' | 'reward.expired',
      credits: Pick<CreditRow, 'beneficiary' | 'kind' | 'cents'>[],
      state: string,
      now: Date,
    ) {
      for (const credit of credits)
        await report(
          tx,
          tenant,
          referral,
          type,
          {
            party: partyOf(credit),
            rewardKind: credit.kind,
            amountCents: credit.cents,
            state,
            at: now.toISOString(),
          },
          now,
        );
    },
  };
  return hooks;
}

export type LifecycleWebhooks = ReturnType<typeof lifecycleWebhooks>;
