import type { GoodwillState } from '@kwk/shared/operator/goodwill.schemas';
import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { goodwillCases } from './goodwill.table.ts';

/**
 * The goodwill module's read of a referral's parties' cases for other modules (decision 051;
 * support's view of a referral, issue 29 item 4), in one tenant: the cases of the referrer's
 * account, and those sent from a recipient's address (the one recommended to, or given at the
 * order). Newest first.
 */
export async function goodwillCasesOfParties(
  tx: Db,
  parties: { tenantId: string; referrerId: string | null; recipientEmails: string[] },
): Promise<
  {
    id: string;
    status: GoodwillState;
    fromReferrer: boolean;
    subject: string | null;
    cents: number | null;
    createdAt: Date;
    decidedAt: Date | null;
  }[]
> {
  const whose: SQL[] = [];
  if (parties.referrerId) whose.push(eq(goodwillCases.referrerId, parties.referrerId));
  const addresses = [...new Set(parties.recipientEmails.map((e) => e.trim().toLowerCase()))];
  if (addresses.length > 0) whose.push(inArray(sql`lower(${goodwillCases.email})`, addresses));
  if (whose.length === 0) return [];
  const rows = await tx
    .select()
    .from(goodwillCases)
    .where(and(eq(goodwillCases.tenantId, parties.tenantId), or(...whose)))
    .orderBy(desc(goodwillCases.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    status: r.status,
    fromReferrer: parties.referrerId !== null && r.referrerId === parties.referrerId,
    // An erased case keeps its decision, not the sender's words.
    subject: r.erasedAt ? null : r.subject,
    cents: r.cents,
    createdAt: r.createdAt,
    decidedAt: r.decidedAt,
  }));
}
