import { type SQL, sql } from 'drizzle-orm';
import { notHeldByFraud } from '../fraud/fraud.api.ts';

/**
 * Whether an agency's order earns its commission now, given its referral row `r` (an SQL alias):
 * the order stands — not cancelled, revoked or rejected, the orders report's Status `Bestellt` or
 * `Wirksam` — and the fraud review does not hold or reject it (`notHeldByFraud`, the one rule of
 * the payout batches and bonus tiers). The statements credit a released order only while this
 * holds and reverse one it stops holding for; the orders report shows it as `Provision` (decision
 * 038, second addendum). One condition, so the report and the statement cannot disagree.
 */
export const earnsCommission = (r: SQL): SQL =>
  sql`(${r}.order_ended is null and ${r}.status <> 'Storniert' and ${notHeldByFraud(sql`${r}.id`)})`;
