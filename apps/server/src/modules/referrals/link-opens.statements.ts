import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { referralLinkOpens } from './link-opens.table.ts';
import { referrals } from './referrals.table.ts';

/**
 * One open of a live referral's link on a Berlin day, as one statement: the counter row of the
 * referral and day is made or raised by one (`on conflict … do update`), nothing read first. A
 * number that is no live referral of the tenant (unknown, not confirmed, expired, cancelled)
 * writes nothing. Whether a row was written.
 */
export async function countLinkOpen(
  db: Db,
  open: { tenantId: string; nr: number; day: string; now: Date },
): Promise<boolean> {
  const written = await db.execute(sql`
    insert into ${referralLinkOpens} (referral_id, day, opens, tenant_id)
    select ${referrals.id}, ${open.day}, 1, ${referrals.tenantId} from ${referrals}
    where ${referrals.tenantId} = ${open.tenantId} and ${referrals.empfehlungsnummer} = ${open.nr}
      and ${referrals.optinConfirmedAt} is not null and ${referrals.expiresAt} > ${open.now.toISOString()}
      and ${referrals.status} not in ('Abgelaufen', 'Storniert')
    on conflict (referral_id, day) do update set opens = ${referralLinkOpens}.opens + 1
    returning 1`);
  return rowsOf(written).length > 0;
}
