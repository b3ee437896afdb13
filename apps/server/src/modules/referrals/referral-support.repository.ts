import type { ReferralStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailSearchHash } from '../../lib/email-search-hash.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { referrerSupportCards, referrersWithEmailHash } from '../accounts/accounts.api.ts';
import { referralStatusUpdate } from './referral-status.ts';
import { referrals } from './referrals.table.ts';

export type SupportReferralRow = typeof referrals.$inferSelect;

/** One search hit as the query answers it (referrer columns null when the account is gone). */
export interface SupportHit {
  id: string;
  tenant_id: string;
  empfehlungsnummer: number;
  status: ReferralStatus;
  created_at: Date | string;
  recipient_email: string | null;
  referrer_id: string | null;
  vorname: string | null;
  nachname: string | null;
  email: string | null;
  blocked_reason: string | null;
  total: number;
}

/** What a hit shows, whichever way it was found. */
const HIT_COLUMNS = sql`r.id, r.tenant_id, r.empfehlungsnummer::float8 as empfehlungsnummer, r.status, r.created_at,
  r.recipient_email, f.id as referrer_id, f.vorname, f.nachname, f.email, f.blocked_reason,
  (count(*) over())::int as total`;

/**
 * Support's reads and writes of referrals (issue 14): the search across all tenants, a referral by
 * id whatever its tenant, the status correction, and the backfill of the recipient's search hash.
 */
export function createReferralSupportRepository({ appSecret }: { appSecret: string }) {
  return {
    /**
     * The referrals of an e-mail address, as referrer or as recipient: one statement, each half on
     * its index (`referrals_recipient_email_hash_idx`; `referrers_email_hash_idx` then
     * `referrals_identity_uq` by tenant and referrer), newest first, a page and the total.
     */
    async byEmail(db: Db, email: string, page: { offset: number; limit: number }): Promise<SupportHit[]> {
      const hash = emailSearchHash(appSecret, email);
      return rowsOf<SupportHit>(
        await db.execute(sql`
          with hits as (
            select r.id from referrals r where r.recipient_email_hash = ${hash}
            union
            select r.id from ${referrersWithEmailHash(hash)} f
              join referrals r on r.tenant_id = f.tenant_id and r.referrer_id = f.id)
          select ${HIT_COLUMNS}
          from hits h join referrals r on r.id = h.id left join ${referrerSupportCards} f on f.id = r.referrer_id
          order by r.created_at desc, r.id
          limit ${page.limit} offset ${page.offset}`),
      );
    },

    /** The referrals of a number in any of the tenants (numbers are unique per tenant only). */
    async byNumber(db: Db, tenantIds: readonly string[], nr: number): Promise<SupportHit[]> {
      if (tenantIds.length === 0) return [];
      return rowsOf<SupportHit>(
        await db.execute(sql`
          select ${HIT_COLUMNS}
          from referrals r left join ${referrerSupportCards} f on f.id = r.referrer_id
          where r.tenant_id = any(${`{${tenantIds.join(',')}}`}::uuid[]) and r.empfehlungsnummer = ${nr}
          order by r.created_at desc, r.id`),
      );
    },

    byId: async (db: Db, id: string): Promise<SupportReferralRow | undefined> =>
      (await db.select().from(referrals).where(eq(referrals.id, id)))[0],

    /** The referral locked for the rest of the transaction (a correction reads, checks, writes). */
    lockById: async (tx: Db, id: string): Promise<SupportReferralRow | undefined> =>
      (await tx.select().from(referrals).where(eq(referrals.id, id)).for('update'))[0],

    /**
     * Support's correction: the status by the one status statement, the engine's reason cleared
     * (the operator's reason is in the audit log), and the time of the correction, which holds the
     * engine off (`statusCorrectedAt`).
     */
    correctStatus: (tx: Db, id: string, status: ReferralStatus, at: Date) =>
      tx.execute(
        referralStatusUpdate(sql`r.id = ${id}`, { status, rejectionReason: null }, { correctedAt: at }),
      ),

    /**
     * Hashes up to `limit` recipient addresses written before the hash existed; answers how many.
     * The start-up runs it until it answers less than `limit` (see support-backfill.ts).
     */
    async backfillRecipientHashes(tx: Db, limit: number): Promise<number> {
      const rows = rowsOf<{ id: string; recipient_email: string }>(
        await tx.execute(sql`select id, recipient_email from referrals
          where recipient_email is not null and recipient_email_hash is null limit ${limit}`),
      );
      if (rows.length === 0) return 0;
      const values = rows.map((r) => ({ id: r.id, h: emailSearchHash(appSecret, r.recipient_email) }));
      await tx.execute(sql`update referrals r set recipient_email_hash = v.h
        from json_to_recordset(${JSON.stringify(values)}::json) as v(id uuid, h text)
        where r.id = v.id and r.recipient_email is not null`);
      return rows.length;
    },
  };
}

export type ReferralSupportRepository = ReturnType<typeof createReferralSupportRepository>;

/**
 * What the support module may call of the referrals for its screens (issue 28), as `referralSupport`:
 * the search, the view, the status correction and the recipients' hash backfill.
 */
export const REFERRAL_SUPPORT_RECORDS = [
  'byId',
  'byNumber',
  'byEmail',
  'lockById',
  'correctStatus',
  'backfillRecipientHashes',
] as const;
export type ReferralSupportRecords = Pick<
  ReferralSupportRepository,
  (typeof REFERRAL_SUPPORT_RECORDS)[number]
>;
