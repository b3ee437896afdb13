import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrals } from './referrals.table.ts';
import { referralShortLinks } from './short-links.table.ts';

/** The short links' table: one code per referral, found by code only within its tenant. */
export function createShortLinksRepository() {
  return {
    codeOf: async (tx: Db, referralId: string): Promise<string | undefined> =>
      (
        await tx
          .select({ code: referralShortLinks.code })
          .from(referralShortLinks)
          .where(eq(referralShortLinks.referralId, referralId))
      )[0]?.code,

    /** Inserts the code unless the referral has one or the code is taken; whether it was written. */
    insert: async (tx: Db, row: { code: string; tenantId: string; referralId: string; at: Date }) =>
      (
        await tx
          .insert(referralShortLinks)
          .values({ code: row.code, tenantId: row.tenantId, referralId: row.referralId, createdAt: row.at })
          .onConflictDoNothing()
          .returning({ code: referralShortLinks.code })
      ).length > 0,

    /** The referral number behind a code of this tenant: another tenant's code is not found. */
    numberOf: async (tx: Db, tenantId: string, code: string): Promise<number | undefined> =>
      (
        await tx
          .select({ nr: referrals.empfehlungsnummer })
          .from(referralShortLinks)
          .innerJoin(referrals, eq(referrals.id, referralShortLinks.referralId))
          .where(and(eq(referralShortLinks.code, code), eq(referralShortLinks.tenantId, tenantId)))
      )[0]?.nr,
  };
}

export type ShortLinksRepository = ReturnType<typeof createShortLinksRepository>;
