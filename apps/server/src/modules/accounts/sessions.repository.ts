import { and, eq, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrers } from './referrers.table.ts';
import { sessions } from './sessions.table.ts';

export type SessionRow = typeof sessions.$inferSelect;

export function createSessionsRepository() {
  return {
    /** Sessions past their expiry can never be used again: they go, all tenants in one indexed delete. */
    purgeExpired: async (tx: Db, now: Date): Promise<number> => {
      const gone = tx
        .delete(sessions)
        .where(lt(sessions.expiresAt, now))
        .returning({ t: sessions.tokenHash });
      const result = await tx.execute(
        sql`with gone as (${gone.getSQL()}) select count(*)::int as n from gone`,
      );
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    },

    insert: async (tx: Db, row: SessionRow) => {
      await tx.insert(sessions).values(row);
    },

    /** The session of a token hash with its referrer, whatever the tenant: the caller tells 401 from 404. */
    withReferrer: async (tx: Db, tokenHash: string) =>
      (
        await tx
          .select({ session: sessions, referrer: referrers })
          .from(sessions)
          .innerJoin(referrers, eq(referrers.id, sessions.referrerId))
          .where(eq(sessions.tokenHash, tokenHash))
      )[0],

    /** Ends one session; answers whether it was there (a token is replaced once). */
    remove: async (tx: Db, tokenHash: string): Promise<boolean> =>
      (
        await tx
          .delete(sessions)
          .where(eq(sessions.tokenHash, tokenHash))
          .returning({ t: sessions.tokenHash })
      ).length > 0,

    /** Ends a referrer's other sessions, e.g. after a password change. */
    removeOthers: (tx: Db, referrerId: string, keepTokenHash: string | null) =>
      tx
        .delete(sessions)
        .where(
          keepTokenHash
            ? and(eq(sessions.referrerId, referrerId), ne(sessions.tokenHash, keepTokenHash))
            : eq(sessions.referrerId, referrerId),
        ),
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;

/**
 * What other modules may call of the referrers' sessions (issue 28), as `sessionRows`.
 */
export const SESSION_RECORDS = ['removeOthers', 'purgeExpired'] as const;
export type SessionRecords = Pick<SessionsRepository, (typeof SESSION_RECORDS)[number]>;
