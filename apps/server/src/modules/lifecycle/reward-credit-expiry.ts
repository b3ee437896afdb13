import type { ExpiryReminder } from '@kwk/shared/lifecycle/reward-expiry';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { referrerAddressees } from '../accounts/accounts.api.ts';
import { referralIdByNumber, referralKeys } from '../referrals/referrals.api.ts';
import { creditMove } from './reward-credit-status.ts';

/** Each tenant's expiry period in months (Rules.PraemienVerfallMonate, or its default). */
export interface TenantExpiry {
  id: string;
  months: number;
}

/** A reward the expiry job moved (or reminded of), with whom to tell. */
export interface ExpiryRow {
  id: string;
  tenant_id: string;
  referral_id: string | null;
  referrer_id: string;
  /** The referral's number; null for a bonus, which belongs to no one referral. */
  referral_number: number | null;
  kind: 'referral' | 'bonus' | 'goodwill';
  cents: number;
  /** The last day it could be (or can be) chosen, YYYY-MM-DD. */
  last_day: string;
  email: string;
  vorname: string;
  language: string;
}

const EXPIRED = creditMove('reward.expired');

/**
 * The expiry rules of shared reward-expiry.ts in SQL, for a set of rewards at once: a referrer's
 * reward waiting for their choice, its last day (the Berlin day it became ready plus the tenant's
 * months, held to a shorter month's end as `addMonths` does), expired from the day after.
 */
const READY = sql`c.status = 'Bereitgestellt' and c.beneficiary = 'Empfehler' and c.ready_at is not null
  and c.referrer_id is not null`;
const LAST_DAY = sql`((c.ready_at at time zone 'Europe/Berlin')::date + make_interval(months => tv.months))::date`;

/** Moves the rewards `where` picks, then reads whom to tell, in one statement. */
async function moveAndRead(tx: Db, tenants: TenantExpiry[], set: SQL, where: SQL): Promise<ExpiryRow[]> {
  const result = await tx.execute(sql`
    with tv as (select * from json_to_recordset(${JSON.stringify(tenants)}::json) as x(id uuid, months int)),
    moved as (
      update reward_credits c set ${set}
      from tv where c.tenant_id = tv.id and ${READY} and ${where}
      returning c.id, c.tenant_id, c.referral_id, c.referrer_id, c.kind, c.cents, ${LAST_DAY}::text as last_day,
        (select r.empfehlungsnummer::int from ${referralKeys} r where r.id = c.referral_id) as referral_number)
    select m.*, f.email, f.vorname, f.language
    from moved m join ${referrerAddressees} f on f.id = m.referrer_id
    order by m.tenant_id, m.referrer_id, m.id`);
  return rowsOf<ExpiryRow>(result);
}

/**
 * Expiry (issue 15): the referrers' rewards still ready on `today` past their last day become
 * Abgelaufen. Only a ready reward moves, so a chosen one never expires and a second run finds
 * nothing; answers the moved rewards with their referrer.
 */
export const expireDue = (tx: Db, tenants: TenantExpiry[], today: string, now: Date) =>
  moveAndRead(
    tx,
    tenants,
    sql`status = ${EXPIRED.to}, updated_at = ${now.toISOString()}`,
    sql`${EXPIRED.applies(sql`c.status`)} and ${LAST_DAY} + 1 <= ${today}::date`,
  );

/**
 * Marks the ready rewards whose `days` reminder is due today (from `days` before the day they
 * expire, until the next smaller reminder's day) and that have not had it or a later one;
 * answers them. Marking and mailing in one transaction: each reminder is sent once, however
 * often the job runs, and a missed day is caught up the next.
 */
export const remindDue = (
  tx: Db,
  tenants: TenantExpiry[],
  today: string,
  days: ExpiryReminder,
  nextDays: number,
) =>
  moveAndRead(
    tx,
    tenants,
    sql`expiry_reminder = ${days}`,
    sql`${LAST_DAY} + 1 - ${days}::int <= ${today}::date and ${LAST_DAY} + 1 - ${nextDays}::int > ${today}::date
      and (c.expiry_reminder is null or c.expiry_reminder > ${days})`,
  );

/**
 * Development only (dev-rewards.routes.ts): moves the day a referral's ready reward for the
 * referrer became ready back by `days`. Answers whether there was one.
 */
export const backdateReady = async (
  tx: Db,
  where: { tenantId: string; empfehlungsnummer: number; days: number },
) =>
  rowsOf(
    await tx.execute(sql`
      update reward_credits c set ready_at = c.ready_at - make_interval(days => ${where.days})
      where c.referral_id = ${referralIdByNumber(where.tenantId, where.empfehlungsnummer)}
        and c.beneficiary = 'Empfehler' and c.status = 'Bereitgestellt' and c.ready_at is not null
      returning c.id`),
  ).length > 0;
