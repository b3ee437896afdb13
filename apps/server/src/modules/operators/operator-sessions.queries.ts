import { eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../lib/sql-helpers.ts';
import { operatorSessions, operators } from './operators.table.ts';

// The auth hook's two statements on every console call, prepared once (issue 32).
const sessionWithOperatorOn = preparedPer((db) =>
  db
    .select({ session: operatorSessions, operator: operators })
    .from(operatorSessions)
    .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
    .where(eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('operator_session_with_operator'),
);
const touchLastSeenOn = preparedPer((db) =>
  db
    .update(operatorSessions)
    .set({ lastSeenAt: sql.placeholder('lastSeenAt') as unknown as Date })
    .where(eq(operatorSessions.tokenHash, sql.placeholder('tokenHash')))
    .prepare('operator_session_touch_last_seen'),
);

/** The console sessions of operators (part of the operators repository). */
export const operatorSessionQueries = {
  insertSession: (db: Db, row: typeof operatorSessions.$inferInsert) =>
    db.insert(operatorSessions).values(row),
  async sessionWithOperator(db: Db, tokenHash: string) {
    const [found] = await sessionWithOperatorOn(db).execute({ tokenHash });
    return found;
  },
  /** The auth hook's move of the idle limit on every console call. */
  touchLastSeen: (db: Db, tokenHash: string, lastSeenAt: Date) =>
    touchLastSeenOn(db).execute({ tokenHash, lastSeenAt }),
  touchSession: (db: Db, tokenHash: string, values: Partial<typeof operatorSessions.$inferInsert>) =>
    db.update(operatorSessions).set(values).where(eq(operatorSessions.tokenHash, tokenHash)),
  removeSession: async (db: Db, tokenHash: string) =>
    (await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash)).returning()).length >
    0,
  /** Ends every session of an operator (deactivation, role change, lost passkey). */
  removeSessionsOf: (db: Db, operatorId: string) =>
    db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId)),
  /** Sessions past their idle limit or end, of any operator. */
  purgeSessionsBefore: (db: Db, idleBefore: Date, now: Date) =>
    db
      .delete(operatorSessions)
      .where(or(lt(operatorSessions.lastSeenAt, idleBefore), lt(operatorSessions.endsAt, now))),
};
