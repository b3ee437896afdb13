import type { ReferralStatus, RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { statementText } from '../../lib/sql-helpers.ts';
import { referrerHasStoredAccount } from '../accounts/accounts.api.ts';
import { productNames } from '../catalogue/catalogue.api.ts';
import { productNameTexts } from '../content/content.api.ts';
import { rewardCreditStates } from '../lifecycle/lifecycle.api.ts';
import { firstOrderPlacedAt } from '../partner-events/partner-events.api.ts';
import { referralRecipientConfirmed } from '../recipients/recipients.api.ts';
import { referralSummaries } from '../referrals/referrals.api.ts';

export interface ReferralOverviewRow {
  nr: number;
  product_id: number;
  status: ReferralStatus;
  anteil_empfehler: number;
  recipient_email: string | null;
  created_at: Date;
  expires_at: Date;
  confirmed: boolean;
  produkt: string;
  reward_status: RewardStatus | null;
  reward_cents: number | null;
  payout_kind: 'Ueberweisung' | 'Gutschein' | null;
  has_payout_iban: boolean;
  reacted: boolean;
  ordered_at: Date | null;
  /** The Berlin day the reward last became ready (YYYY-MM-DD), from which its expiry counts. */
  ready_day: string | null;
}

/**
 * A referrer's recommendations with what the status bar needs: the referrer's reward credit, whether
 * the contact confirmed their data, and the day the order was reported. One row per referral,
 * newest first; every join and subquery runs on an index.
 */
export const REFERRAL_OVERVIEW =
  statementText(sql`select r.empfehlungsnummer::int as nr, r.product_id, r.status, r.anteil_empfehler, r.recipient_email,
    r.created_at, r.expires_at, r.optin_confirmed_at is not null as confirmed,
    coalesce(p.anzeige_name, '') as produkt,
    c.status as reward_status, c.cents as reward_cents, c.payout_kind,
    c.payout_iban_chosen is true as has_payout_iban,
    (c.ready_at at time zone 'Europe/Berlin')::date::text as ready_day,
    ${referralRecipientConfirmed(sql`r.id`)} as reacted,
    ${firstOrderPlacedAt(sql`r.tenant_id`, sql`r.id`)} as ordered_at
  from ${referralSummaries} r
  left join ${productNames} p on p.tenant_id = r.tenant_id and p.id = r.product_id
  left join ${rewardCreditStates} c on c.referral_id = r.id and c.kind = 'referral' and c.beneficiary = 'Empfehler'
  where r.tenant_id = $1 and r.referrer_id = $2
  order by r.created_at desc, r.empfehlungsnummer desc`);

export interface RewardAccountRow {
  ready: number;
  waiting: number;
  /** Chosen (transfer or voucher) and on its way: not paid out yet. */
  chosen: number;
  paid: number;
  /** Paid out with the payment in the calendar year asked ($3, $4): the tax notice's sum. */
  paid_year: number;
  has_bank_data: boolean;
}

/** The referrer's reward account: referral shares and bonuses, by where they stand. */
const REWARD_ACCOUNT = statementText(sql`select
    coalesce(sum(cents) filter (where status = 'Bereitgestellt'), 0)::int as ready,
    coalesce(sum(cents) filter (where status = 'Offen'), 0)::int as waiting,
    coalesce(sum(cents) filter (where status = 'Abgeholt'), 0)::int as chosen,
    coalesce(sum(cents) filter (where status = 'Ausgezahlt'), 0)::int as paid,
    coalesce(sum(cents) filter (where status = 'Ausgezahlt' and paid_at >= $3::timestamptz and paid_at < $4::timestamptz), 0)::int as paid_year,
    ${referrerHasStoredAccount(sql`$2`)} as has_bank_data
  from ${rewardCreditStates} c where tenant_id = $1 and referrer_id = $2 and beneficiary = 'Empfehler'`);

const PRODUCT_NAMES = statementText(sql`select key, value from ${productNameTexts} t
  where tenant_id = $1 and language = $2`);

export function createPersonalAreaRepository({ database }: { database: Database }) {
  const overview = database.statement<ReferralOverviewRow>('personal_area_referrals', REFERRAL_OVERVIEW);
  const account = database.statement<RewardAccountRow>('personal_area_reward_account', REWARD_ACCOUNT);
  const names = database.statement<{ key: string; value: string }>(
    'personal_area_product_names',
    PRODUCT_NAMES,
  );
  return {
    referrals: (tenantId: string, referrerId: string) => overview([tenantId, referrerId]),
    /** The reward account, with what was paid in the Berlin calendar year `year` runs over. */
    rewardAccount: async (tenantId: string, referrerId: string, year: { from: Date; to: Date }) =>
      (await account([tenantId, referrerId, year.from.toISOString(), year.to.toISOString()]))[0]!,
    /**
     * The tenant's product names in a language other than German (tenant_texts, keys of shared
     * productTextKey): issue 17, English mode names products in English.
     */
    productNames: async (tenantId: string, language: string): Promise<Record<string, string>> => {
      const rows = await names([tenantId, language]);
      return Object.fromEntries(rows.map((r) => [r.key, r.value]));
    },
  };
}

export type PersonalAreaRepository = ReturnType<typeof createPersonalAreaRepository>;
