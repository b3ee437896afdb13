import { and, arrayContains, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { operatorEnrolmentQueries } from './operator-enrolments.queries.ts';
import { operatorPasskeyQueries } from './operator-passkeys.queries.ts';
import { operatorSessionQueries } from './operator-sessions.queries.ts';
import { operatorSignInFailureQueries } from './operator-sign-in-failures.queries.ts';
import {
  type operatorEnrolments,
  type operatorPasskeys,
  type operatorSessions,
  operators,
} from './operators.table.ts';

export type OperatorRow = typeof operators.$inferSelect;
export type OperatorSessionRow = typeof operatorSessions.$inferSelect;
export type OperatorPasskeyRow = typeof operatorPasskeys.$inferSelect;
export type OperatorEnrolmentRow = typeof operatorEnrolments.$inferSelect;

/**
 * The operators' tables; only this module writes them. The queries of the operators themselves
 * here, those of their sessions, enrolment links, passkeys and failed sign-ins in their own files.
 */
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

    /** The active admins' names and addresses: whom the portal tells of a tenant's webhook switched off (decision 073). */
    activeAdminContacts: (db: Db) =>
      db
        .select({ id: operators.id, name: operators.name, email: operators.email })
        .from(operators)
        .where(and(eq(operators.active, true), arrayContains(operators.roles, ['admin']))),

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

    ...operatorSessionQueries,
    ...operatorEnrolmentQueries,
    ...operatorPasskeyQueries,
    ...operatorSignInFailureQueries,

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

/**
 * What other modules may call of the operators' rows (issue 28), as `operatorRecords`: the support
 * view's operator by id, and the webhooks' admins to mail when an endpoint is switched off.
 */
export const OPERATOR_RECORDS = ['byId', 'activeAdminContacts'] as const;
export type OperatorRecords = Pick<OperatorsRepository, (typeof OPERATOR_RECORDS)[number]>;
