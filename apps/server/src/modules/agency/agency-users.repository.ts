import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { fromExcluded, preparedPer } from '../../lib/sql-helpers.ts';
import { agencies, agencySessions, agencyUsers } from './agency.table.ts';

export type AgencyRow = typeof agencies.$inferSelect;
export type AgencyUserRow = typeof agencyUsers.$inferSelect;
export type AgencySessionRow = typeof agencySessions.$inferSelect;

/** The auth hook's read on every agency call, prepared once (issue 32). */
const sessionWithUserOn = preparedPer((tx) =>
  tx
    .select({ session: agencySessions, user: agencyUsers, agency: agencies })
    .from(agencySessions)
    .innerJoin(agencyUsers, eq(agencyUsers.id, agencySessions.userId))
    .innerJoin(agencies, eq(agencies.id, agencyUsers.agencyId))
    .where(eq(agencySessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('agency_session_with_user'),
);

/** Agencies, the people who sign in for them, and their sessions. */
export function createAgencyUsersRepository() {
  return {
    agencyByDepartment: async (tx: Db, tenantId: string, department: string) =>
      (
        await tx
          .select()
          .from(agencies)
          .where(and(eq(agencies.tenantId, tenantId), eq(agencies.department, department)))
      )[0],

    agencyById: async (tx: Db, tenantId: string, id: string) =>
      (
        await tx
          .select()
          .from(agencies)
          .where(and(eq(agencies.tenantId, tenantId), eq(agencies.id, id)))
      )[0],

    /**
     * The user of an identity (issuer + subject) after a sign-in: made on the first, and given the
     * claims' name, agency and roles on every later one (the provider is the source of roles).
     * A user the owner deactivated stays deactivated.
     */
    upsertSignin: async (
      tx: Db,
      row: Pick<AgencyUserRow, 'tenantId' | 'agencyId' | 'issuer' | 'subject' | 'name' | 'roles'> & {
        at: Date;
      },
    ): Promise<AgencyUserRow> => {
      const { at, ...values } = row;
      const [user] = await tx
        .insert(agencyUsers)
        .values({ ...values, lastSigninAt: at })
        .onConflictDoUpdate({
          target: [agencyUsers.issuer, agencyUsers.subject],
          set: fromExcluded(agencyUsers, ['name', 'roles', 'agencyId', 'tenantId', 'lastSigninAt']),
        })
        .returning();
      return user!;
    },

    insertSession: async (tx: Db, row: AgencySessionRow) => {
      await tx.insert(agencySessions).values(row);
    },

    /** A session by its token hash with its user and agency, whatever the tenant: the caller tells 401 from 404. */
    sessionWithUser: async (tx: Db, tokenHash: string) =>
      (await sessionWithUserOn(tx).execute({ tokenHash }))[0],

    /** Ends one session; answers whether it was there (a token is replaced once). */
    removeSession: async (tx: Db, tokenHash: string): Promise<boolean> =>
      (
        await tx
          .delete(agencySessions)
          .where(eq(agencySessions.tokenHash, tokenHash))
          .returning({ t: agencySessions.tokenHash })
      ).length > 0,

    /** A user's sessions that can never be used again go when the user signs in anew. */
    purgeExpiredOf: (tx: Db, userId: string, now: Date) =>
      tx.delete(agencySessions).where(and(eq(agencySessions.userId, userId), lt(agencySessions.endsAt, now))),

    /** Ends every session of a user, e.g. when the owner deactivates them. */
    removeSessionsOf: (tx: Db, userId: string) =>
      tx.delete(agencySessions).where(eq(agencySessions.userId, userId)),
  };
}

export type AgencyUsersRepository = ReturnType<typeof createAgencyUsersRepository>;
