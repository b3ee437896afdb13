import { eq, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorSessions, operators } from './operators.table.ts';

/** The console sessions of operators (part of the operators repository). */
export const operatorSessionQueries = {
  insertSession: (db: Db, row: typeof operatorSessions.$inferInsert) =>
    db.insert(operatorSessions).values(row),
  async sessionWithOperator(db: Db, tokenHash: string) {
    const [found] = await db
      .select({ session: operatorSessions, operator: operators })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(eq(operatorSessions.tokenHash, tokenHash));
    return found;
  },
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
