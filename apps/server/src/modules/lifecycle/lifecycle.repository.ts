import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrers } from '../accounts/accounts.api.ts';
import { referrals } from '../referrals/referrals.api.ts';
import { referralDecisions } from './referral-decisions.table.ts';
import {
  type CreditRow,
  type EventsJson,
  type ReferralState,
  stateQuery,
  toState,
} from './referral-state.ts';
import { moveCredits } from './reward-credit-moves.ts';
import type { ReferralCondition } from './reward-credits.repository.ts';
import { rewardCredits } from './reward-credits.table.ts';

export type {
  CreditRow,
  EngineRecipient,
  EngineReferrer,
  EventsJson,
  ReferralState,
} from './referral-state.ts';

type NewCredit = typeof rewardCredits.$inferInsert;

const readState = async (db: Db, where: SQL, eventsJson: EventsJson) =>
  toState((await stateQuery(db, where, eventsJson))[0]);

/** Counts credits written, in cents, once their transaction commits (the metrics, decision 074). */
export type CreditedCount = (tx: Db, tenantId: string, cents: number) => void;

const CREDIT_WRITTEN = { id: rewardCredits.id, tenantId: rewardCredits.tenantId, cents: rewardCredits.cents };

/** Reports the credits an insert wrote (a conflict writes none) and answers their ids. */
function counted(
  tx: Db,
  credited: CreditedCount | undefined,
  written: { id: string; tenantId: string; cents: number }[],
) {
  const first = written[0];
  if (first)
    credited?.(
      tx,
      first.tenantId,
      written.reduce((sum, w) => sum + w.cents, 0),
    );
  return written.map(({ id }) => ({ id }));
}

export function createLifecycleRepository(credited?: CreditedCount) {
  return {
    /**
     * Locks the referral (`FOR NO KEY UPDATE`: foreign-key checks of concurrent inserts do not
     * wait for it), then reads it with its facts, credits, recipients and referrer. Two statements
     * on purpose: a statement that waited for the lock still reads with the snapshot it started
     * with, and would miss the facts the transaction it waited for has just committed. The events
     * are read with their owner's `eventsJson`.
     */
    async lockState(tx: Db, where: SQL, eventsJson: EventsJson): Promise<ReferralState | undefined> {
      const [locked] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(where)
        .for('no key update');
      return locked ? readState(tx, eq(referrals.id, locked.id), eventsJson) : undefined;
    },

    /** Records a decision of the engine (see `referralDecisions`). */
    recordDecision: async (tx: Db, row: typeof referralDecisions.$inferInsert) => {
      await tx.insert(referralDecisions).values(row);
    },

    /** A referral's recorded decisions, oldest first. */
    decisionsOf: (db: Db, referralId: string) =>
      db
        .select()
        .from(referralDecisions)
        .where(eq(referralDecisions.referralId, referralId))
        .orderBy(asc(referralDecisions.at)),

    credits: (tx: Db, referralId: string): Promise<CreditRow[]> =>
      tx
        .select()
        .from(rewardCredits)
        .where(and(eq(rewardCredits.referralId, referralId), eq(rewardCredits.kind, 'referral'))),

    /** Credits a referral's reward parts; an existing credit stays as it is (credited once). */
    insertCredits: async (tx: Db, rows: NewCredit[]) =>
      rows.length === 0
        ? []
        : counted(
            tx,
            credited,
            await tx
              .insert(rewardCredits)
              .values(rows)
              .onConflictDoNothing({
                target: [rewardCredits.referralId, rewardCredits.beneficiary],
                where: sql`kind = 'referral'`,
              })
              .returning(CREDIT_WRITTEN),
          ),

    /** The engine's moves of credits, each by one event of the transition table (see `moveCredits`). */
    moveCredits,

    /**
     * Locks the referrer, so two referrals credited at once count each other (bonus tiers), and
     * answers how many of their referrals are credited and pass `counted` (the fraud module's
     * `notHeldByFraud`: a referral held for review or rejected reaches no tier, issue 27).
     */
    async lockAndCountSuccessful(
      tx: Db,
      tenantId: string,
      referrerId: string,
      counted: ReferralCondition,
    ): Promise<number> {
      await tx
        .select({ id: referrers.id })
        .from(referrers)
        .where(eq(referrers.id, referrerId))
        .for('no key update');
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(referrals)
        .where(
          and(
            eq(referrals.tenantId, tenantId),
            eq(referrals.referrerId, referrerId),
            eq(referrals.status, 'Gezahlt'),
            counted(sql`${referrals.id}`),
          ),
        );
      return row?.n ?? 0;
    },

    bonuses: (tx: Db, tenantId: string, referrerId: string): Promise<CreditRow[]> =>
      tx
        .select()
        .from(rewardCredits)
        .where(
          and(
            eq(rewardCredits.tenantId, tenantId),
            eq(rewardCredits.referrerId, referrerId),
            eq(rewardCredits.kind, 'bonus'),
          ),
        ),

    insertBonus: async (tx: Db, row: NewCredit) =>
      counted(
        tx,
        credited,
        await tx
          .insert(rewardCredits)
          .values(row)
          .onConflictDoNothing({
            target: [rewardCredits.tenantId, rewardCredits.referrerId, rewardCredits.bonusAfter],
            where: sql`kind = 'bonus'`,
          })
          .returning(CREDIT_WRITTEN),
      ),

    /** Referrals whose waiting rewards reach their day: the periods job evaluates these again. */
    dueReferrals: async (tx: Db, today: string) =>
      tx
        .selectDistinct({ tenantId: rewardCredits.tenantId, referralId: rewardCredits.referralId })
        .from(rewardCredits)
        .where(
          and(
            eq(rewardCredits.kind, 'referral'),
            eq(rewardCredits.status, 'Offen'),
            sql`${rewardCredits.dueOn} <= ${today}`,
          ),
        ),
  };
}

export type LifecycleRepository = ReturnType<typeof createLifecycleRepository>;

/**
 * What other modules may call of the engine's rows (issue 28), as `lifecycleRecords`: the partner
 * events' locked read of a referral's state, and the support view's credits and decisions.
 */
export const LIFECYCLE_RECORDS = ['lockState', 'credits', 'decisionsOf'] as const;
export type LifecycleRecords = Pick<LifecycleRepository, (typeof LIFECYCLE_RECORDS)[number]>;
