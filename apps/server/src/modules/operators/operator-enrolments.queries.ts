import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorEnrolments, operators } from './operators.table.ts';

/** The enrolment links of operators (part of the operators repository). */
export const operatorEnrolmentQueries = {
  insertEnrolment: (db: Db, row: typeof operatorEnrolments.$inferInsert) =>
    db.insert(operatorEnrolments).values(row),
  async enrolment(db: Db, tokenHash: string) {
    const [found] = await db
      .select({ enrolment: operatorEnrolments, operator: operators })
      .from(operatorEnrolments)
      .innerJoin(operators, eq(operators.id, operatorEnrolments.operatorId))
      .where(eq(operatorEnrolments.tokenHash, tokenHash));
    return found;
  },
  updateEnrolment: (db: Db, tokenHash: string, values: Partial<typeof operatorEnrolments.$inferInsert>) =>
    db.update(operatorEnrolments).set(values).where(eq(operatorEnrolments.tokenHash, tokenHash)),
  /** Uses the link once: false when it was used (or is gone) already. */
  async useEnrolment(db: Db, tokenHash: string, at: Date): Promise<boolean> {
    const used = await db
      .update(operatorEnrolments)
      .set({ usedAt: at, totpPendingSealed: null })
      .where(and(eq(operatorEnrolments.tokenHash, tokenHash), isNull(operatorEnrolments.usedAt)))
      .returning({ tokenHash: operatorEnrolments.tokenHash });
    return used.length === 1;
  },
  /** Ends every open link of an operator (a new one replaces them). */
  closeEnrolmentsOf: (db: Db, operatorId: string, at: Date) =>
    db
      .update(operatorEnrolments)
      .set({ usedAt: at, totpPendingSealed: null })
      .where(and(eq(operatorEnrolments.operatorId, operatorId), isNull(operatorEnrolments.usedAt))),
  /** The operators among these with a link open at `now`. */
  async withOpenEnrolment(db: Db, now: Date): Promise<Set<string>> {
    const rows = await db
      .selectDistinct({ id: operatorEnrolments.operatorId })
      .from(operatorEnrolments)
      .where(and(isNull(operatorEnrolments.usedAt), gt(operatorEnrolments.expiresAt, now)));
    return new Set(rows.map((r) => r.id));
  },
};
