import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorEnrolments, type operatorPasskeys, operatorSessions, operators } from './operators.table.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type OperatorPasskeyRow = typeof operatorPasskeys.$inferSelect;

/** The operators' tables; only this module writes them. */
export function createOperatorsRepository() {
  return {
    byEmail: async (db: Db, email: string) =>
      (await db.select().from(operators).where(eq(operators.email, email)))[0],
    byId: async (db: Db, id: string) => (await db.select().from(operators).where(eq(operators.id, id)))[0],
    list: (db: Db) => db.select().from(operators).orderBy(operators.name),

    insert: async (db: Db, row: typeof operators.$inferInsert) =>
      (await db.insert(operators).values(row).returning())[0] as OperatorRow,
    update: (db: Db, id: string, values: Partial<typeof operators.$inferInsert>) =>
      db.update(operators).set(values).where(eq(operators.id, id)),

    /**
     * Takes a TOTP time step for the operator if it is later than the last one taken; false when
     * the code (or a later one) was used already. One statement, so two requests with one code
     * cannot both pass.
     */
    async takeTotpStep(db: Db, id: string, step: number): Promise<boolean> {
      const taken = await db
        .update(operators)
        .set({ totpLastStep: step })
        .where(
          and(eq(operators.id, id), or(lt(operators.totpLastStep, step), isNull(operators.totpLastStep))),
        )
        .returning({ id: operators.id });
      return taken.length === 1;
    },

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
      (await db.delete(operatorSessions).where(eq(operatorSessions.tokenHash, tokenHash)).returning())
        .length > 0,
    /** Ends every session of an operator (deactivation, role change, lost passkey). */
    removeSessionsOf: (db: Db, operatorId: string) =>
      db.delete(operatorSessions).where(eq(operatorSessions.operatorId, operatorId)),
    /** Sessions past their idle limit or end, of any operator. */
    purgeSessionsBefore: (db: Db, idleBefore: Date, now: Date) =>
      db
        .delete(operatorSessions)
        .where(or(lt(operatorSessions.lastSeenAt, idleBefore), lt(operatorSessions.endsAt, now))),

    insertEnrolment: (db: Db, row: typeof operatorEnrolments.$inferInsert) =>
      db.insert(operatorEnrolments).values(row),
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
