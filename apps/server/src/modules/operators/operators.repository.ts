import {
  and,
  arrayContains,
  count,
  eq,
  gt,
  inArray,
  isNotNull,
  isNull,
  lt,
  max,
  min,
  ne,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { preparedPer } from '../../lib/sql-helpers.ts';
import {
  operatorEnrolments,
  operatorPasskeys,
  operatorSessions,
  operatorSignInBursts,
  operatorSignInFailures,
  operators,
  operatorWebauthnChallenges,
} from './operators.table.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type OperatorPasskeyRow = typeof operatorPasskeys.$inferSelect;
export type OperatorEnrolmentRow = typeof operatorEnrolments.$inferSelect;

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

/** The operators' tables; only this module writes them. */
export function createOperatorsRepository() {
  return {
    byEmail: async (db: Db, email: string) =>
      (await db.select().from(operators).where(eq(operators.email, email)))[0],
    byEmails: (db: Db, emails: string[]) =>
      db.select().from(operators).where(inArray(operators.email, emails)),
    byId: async (db: Db, id: string) => (await db.select().from(operators).where(eq(operators.id, id)))[0],
    list: (db: Db) => db.select().from(operators).orderBy(operators.name),
    /** The names of these operators, by id (an unknown id is left out). */
    namesOf: async (db: Db, ids: readonly string[]) =>
      ids.length === 0
        ? []
        : db
            .select({ id: operators.id, name: operators.name })
            .from(operators)
            .where(inArray(operators.id, [...ids])),
    /** The ids of the active admins. */
    activeAdmins: async (db: Db) =>
      (
        await db
          .select({ id: operators.id })
          .from(operators)
          .where(and(eq(operators.active, true), arrayContains(operators.roles, ['admin'])))
      ).map((r) => r.id),

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
      const [found] = await sessionWithOperatorOn(db).execute({ tokenHash });
      return found;
    },
    /** The auth hook's move of the idle limit on every console call. */
    touchLastSeen: (db: Db, tokenHash: string, lastSeenAt: Date) =>
      touchLastSeenOn(db).execute({ tokenHash, lastSeenAt }),
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

    /** Operators with a TOTP secret (the start checks that it opens with this APP_SECRET). */
    withTotpSecret: (db: Db) =>
      db
        .select({ id: operators.id, name: operators.name, sealed: operators.totpSecretSealed })
        .from(operators)
        .where(isNotNull(operators.totpSecretSealed))
        .orderBy(operators.name),
  };
}

export type OperatorsRepository = ReturnType<typeof createOperatorsRepository>;
