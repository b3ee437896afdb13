import { and, count, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorPasskeys, operatorWebauthnChallenges } from './operators.table.ts';

/** The operators' passkeys and their WebAuthn challenges (part of the operators repository). */
export const operatorPasskeyQueries = {
  passkey: async (db: Db, id: string) =>
    (await db.select().from(operatorPasskeys).where(eq(operatorPasskeys.id, id)))[0],
  passkeysOf: (db: Db, operatorId: string) =>
    db
      .select()
      .from(operatorPasskeys)
      .where(eq(operatorPasskeys.operatorId, operatorId))
      .orderBy(operatorPasskeys.createdAt),
  async passkeyCounts(db: Db): Promise<Map<string, number>> {
    const rows = await db
      .select({ id: operatorPasskeys.operatorId, n: count() })
      .from(operatorPasskeys)
      .groupBy(operatorPasskeys.operatorId);
    return new Map(rows.map((r) => [r.id, Number(r.n)]));
  },
  insertPasskey: (db: Db, row: typeof operatorPasskeys.$inferInsert) =>
    db.insert(operatorPasskeys).values(row),
  /**
   * Moves a passkey's signature counter on, only forward: two sign-ins with one answer cannot
   * both pass (the second finds the counter moved).
   */
  async usePasskey(db: Db, id: string, from: number, to: number, at: Date): Promise<boolean> {
    const used = await db
      .update(operatorPasskeys)
      .set({ counter: to, lastUsedAt: at })
      .where(and(eq(operatorPasskeys.id, id), eq(operatorPasskeys.counter, from)))
      .returning({ id: operatorPasskeys.id });
    return used.length === 1;
  },
  removePasskeysOf: (db: Db, operatorId: string) =>
    db.delete(operatorPasskeys).where(eq(operatorPasskeys.operatorId, operatorId)),

  insertChallenge: (db: Db, row: typeof operatorWebauthnChallenges.$inferInsert) =>
    db.insert(operatorWebauthnChallenges).values(row),
  /** Takes (deletes) a challenge once; undefined when unknown, taken, or expired. */
  async takeChallenge(db: Db, challengeHash: string, now: Date) {
    const [taken] = await db
      .delete(operatorWebauthnChallenges)
      .where(eq(operatorWebauthnChallenges.challengeHash, challengeHash))
      .returning();
    return taken && taken.expiresAt.getTime() > now.getTime() ? taken : undefined;
  },
  purgeChallengesBefore: (db: Db, now: Date) =>
    db.delete(operatorWebauthnChallenges).where(lt(operatorWebauthnChallenges.expiresAt, now)),
};
