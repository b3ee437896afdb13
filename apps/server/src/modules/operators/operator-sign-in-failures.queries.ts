import { and, count, eq, gt, lt, max, min, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorSignInBursts, operatorSignInFailures } from './operators.table.ts';

/** Failed sign-in tries and their bursts (decision 033; part of the operators repository). */
export const operatorSignInFailureQueries = {
  /** A try, recorded as failed before it is checked (decision 033); its id. */
  async recordFailure(
    db: Db,
    row: { subjectHash: string; sourceHash: string; method: 'totp' | 'passkey'; at: Date },
  ): Promise<string> {
    const [inserted] = await db.insert(operatorSignInFailures).values(row).returning();
    return inserted!.id;
  },
  /** How many failed tries match, the oldest and the latest, without the try `except`. */
  async failuresWhere(
    db: Db,
    match: { subjectHash?: string; sourceHash?: string; method: 'totp' | 'passkey'; since: Date },
    except: string,
  ): Promise<{ count: number; oldest: Date | null; latest: Date | null }> {
    const f = operatorSignInFailures;
    const [row] = await db
      .select({ n: count(), oldest: min(f.at), latest: max(f.at) })
      .from(f)
      .where(
        and(
          match.subjectHash === undefined ? undefined : eq(f.subjectHash, match.subjectHash),
          match.sourceHash === undefined ? undefined : eq(f.sourceHash, match.sourceHash),
          eq(f.method, match.method),
          gt(f.at, match.since),
          ne(f.id, except),
        ),
      );
    const date = (d: Date | string | null | undefined) => (d ? new Date(d) : null);
    return { count: Number(row?.n ?? 0), oldest: date(row?.oldest), latest: date(row?.latest) };
  },
  forgetFailure: (db: Db, id: string) =>
    db.delete(operatorSignInFailures).where(eq(operatorSignInFailures.id, id)),
  /** Failures older than any rule looks back, of every address: the table stays small. */
  forgetAllFailuresBefore: (db: Db, before: Date) =>
    db.delete(operatorSignInFailures).where(lt(operatorSignInFailures.at, before)),
  /** A success forgets the failures of its source and method (for one address, or any). */
  forgetFailuresOfSource: (
    db: Db,
    match: { subjectHash?: string; sourceHash: string; method: 'totp' | 'passkey' },
  ) =>
    db
      .delete(operatorSignInFailures)
      .where(
        and(
          match.subjectHash === undefined
            ? undefined
            : eq(operatorSignInFailures.subjectHash, match.subjectHash),
          eq(operatorSignInFailures.sourceHash, match.sourceHash),
          eq(operatorSignInFailures.method, match.method),
        ),
      ),

  /** The burst of an address, locked for the caller's transaction (created empty if none). */
  async lockBurst(tx: Db, subjectHash: string, now: Date) {
    await tx
      .insert(operatorSignInBursts)
      .values({ subjectHash, startedAt: now, lastFailureAt: new Date(0), failures: 0 })
      .onConflictDoNothing();
    const [row] = await tx
      .select()
      .from(operatorSignInBursts)
      .where(eq(operatorSignInBursts.subjectHash, subjectHash))
      .for('update');
    return row!;
  },
  saveBurst: (tx: Db, row: typeof operatorSignInBursts.$inferSelect) =>
    tx.update(operatorSignInBursts).set(row).where(eq(operatorSignInBursts.subjectHash, row.subjectHash)),
  /** Bursts long over, of every address. */
  forgetBurstsBefore: (db: Db, before: Date) =>
    db.delete(operatorSignInBursts).where(lt(operatorSignInBursts.lastFailureAt, before)),
};
