import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { accountEvents } from './account-events.table.ts';
import type { FailureCount } from './login-throttle.ts';

export type AccountEventKind =
  | 'login'
  | 'login.failed'
  | 'logout'
  | 'password.changed'
  | 'password.reset'
  | 'password.reset_requested'
  | 'account.created'
  | 'account.access_requested'
  | 'account.deleted';

export type NewAccountEvent = {
  tenantId: string;
  kind: AccountEventKind;
  referrerId?: string | null;
  identityHash?: string | null;
  ipHash?: string | null;
  at: Date;
};

const counted = (rows: { count: number; oldest: string | Date | null }[]): FailureCount => ({
  count: rows[0]?.count ?? 0,
  oldest: rows[0]?.oldest ? new Date(rows[0].oldest) : null,
});

export function createAccountEventsRepository() {
  const countSince = (tx: Db, where: ReturnType<typeof and>) =>
    tx
      .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${accountEvents.at})` })
      .from(accountEvents)
      .where(where);

  return {
    /** Records an event; answers its id. */
    record: async (tx: Db, event: NewAccountEvent): Promise<string> =>
      (await tx.insert(accountEvents).values(event).returning({ id: accountEvents.id }))[0]!.id,

    /** Turns a recorded attempt into what it turned out to be (a failed sign-in that succeeded). */
    settle: (tx: Db, id: string, kind: AccountEventKind, referrerId: string) =>
      tx.update(accountEvents).set({ kind, referrerId }).where(eq(accountEvents.id, id)),

    forget: (tx: Db, id: string) => tx.delete(accountEvents).where(eq(accountEvents.id, id)),

    /** Events of one kind since a time, for one account identity and from one address, but `except`. */
    async countSince(
      tx: Db,
      input: {
        tenantId: string;
        kind: AccountEventKind;
        identityHash: string;
        ipHash: string;
        since: Date;
        except?: string;
      },
    ): Promise<{ account: FailureCount; address: FailureCount }> {
      const recent = and(
        eq(accountEvents.kind, input.kind),
        gt(accountEvents.at, input.since),
        input.except ? ne(accountEvents.id, input.except) : undefined,
      );
      const [account, address] = await Promise.all([
        countSince(
          tx,
          and(
            eq(accountEvents.tenantId, input.tenantId),
            eq(accountEvents.identityHash, input.identityHash),
            recent,
          ),
        ),
        countSince(tx, and(eq(accountEvents.ipHash, input.ipHash), recent)),
      ]);
      return { account: counted(account), address: counted(address) };
    },

    ofReferrer: (tx: Db, referrerId: string) =>
      tx.select().from(accountEvents).where(eq(accountEvents.referrerId, referrerId)),
  };
}

export type AccountEventsRepository = ReturnType<typeof createAccountEventsRepository>;

/**
 * What other modules may call of the account events (issue 28), as `accountEvents`.
 */
export const ACCOUNT_EVENT_RECORDS = ['record', 'forget'] as const;
export type AccountEventRecords = Pick<AccountEventsRepository, (typeof ACCOUNT_EVENT_RECORDS)[number]>;
