import type { RewardStatus } from '@kwk/shared/lifecycle/referral-lifecycle';
import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrers } from '../accounts/referrers.table.ts';
import { partnerEvents } from '../partner-events/partner-events.table.ts';
import type { recipients } from '../recipients/recipients.table.ts';
import type { ReferralRow } from '../referrals/referrals.repository.ts';
import { referrals } from '../referrals/referrals.table.ts';
import type { FactEvent } from './referral-facts.ts';
import { rewardCredits } from './reward-credits.table.ts';

export type CreditRow = typeof rewardCredits.$inferSelect;
type NewCredit = typeof rewardCredits.$inferInsert;

/** What the engine needs of a recipient; the rest of the row stays in the database. */
export type EngineRecipient = Pick<
  typeof recipients.$inferSelect,
  'id' | 'email' | 'personal' | 'emailIdentity' | 'ibanIdentity' | 'nameAddressIdentity'
> & { dataConfirmedAt: Date | null };

export type EngineReferrer = Pick<
  typeof referrers.$inferSelect,
  'id' | 'email' | 'emailIdentity' | 'vorname' | 'language'
> & {
  /** Keyed hash of the IBAN stored in Meine Daten, for the self-referral rule. */
  ibanIdentity?: string | null;
};

/** A referral with everything the engine reads about it, locked, in one round trip. */
export interface ReferralState {
  referral: ReferralRow;
  events: FactEvent[];
  credits: CreditRow[];
  recipients: EngineRecipient[];
  referrer: EngineReferrer | null;
}

interface StateJson {
  events: { eventId: string; type: string; occurredAt: string; payload: FactEvent['payload'] }[];
  credits: (Omit<CreditRow, 'createdAt' | 'updatedAt'> & { createdAt: string; updatedAt: string })[];
  recipients: (Omit<EngineRecipient, 'dataConfirmedAt'> & { dataConfirmedAt: string | null })[];
  referrer: EngineReferrer | null;
}

/** The statement reading a referral with its facts, credits, recipients and referrer. */
export const stateQuery = (db: Db, where: SQL) =>
  db
    .select({
      referral: referrals,
      state: sql<StateJson>`json_build_object(
        'events', (select coalesce(json_agg(json_build_object('eventId', e.event_id, 'type', e.type,
            'occurredAt', e.occurred_at, 'payload', e.payload) order by e.received_at), '[]'::json)
          from partner_events e where e.tenant_id = "referrals"."tenant_id" and e.referral_id = "referrals"."id"),
        'credits', (select coalesce(json_agg(json_build_object('id', c.id, 'tenantId', c.tenant_id, 'kind', c.kind,
            'beneficiary', c.beneficiary, 'referralId', c.referral_id, 'referrerId', c.referrer_id,
            'recipientId', c.recipient_id, 'bonusAfter', c.bonus_after, 'cents', c.cents, 'status', c.status,
            'dueOn', c.due_on, 'createdAt', c.created_at, 'updatedAt', c.updated_at)), '[]'::json)
          from reward_credits c where c.referral_id = "referrals"."id" and c.kind = 'referral'),
        'recipients', (select coalesce(json_agg(json_build_object('id', x.id, 'email', x.email,
            'personal', x.personal, 'emailIdentity', x.email_identity, 'ibanIdentity', x.iban_identity,
            'nameAddressIdentity', x.name_address_identity, 'dataConfirmedAt', x.data_confirmed_at)
            order by x.created_at), '[]'::json)
          from recipients x where x.referral_id = "referrals"."id"),
        'referrer', (select json_build_object('id', f.id, 'email', f.email, 'emailIdentity', f.email_identity,
            'vorname', f.vorname, 'language', f.language,
            'ibanIdentity', (select b.iban_identity from referrer_bank_data b where b.referrer_id = f.id))
          from referrers f where f.id = "referrals"."referrer_id"))`,
    })
    .from(referrals)
    .where(where);

type StateRow = Awaited<ReturnType<typeof stateQuery>>[number];

/** The state from the row `stateQuery` answered. */
export function toState(row: StateRow | undefined): ReferralState | undefined {
  if (!row) return undefined;
  const state = (typeof row.state === 'string' ? JSON.parse(row.state) : row.state) as StateJson;
  return {
    referral: row.referral,
    events: state.events.map((e) => ({ ...e, occurredAt: new Date(e.occurredAt) })),
    credits: state.credits.map((c) => ({
      ...c,
      createdAt: new Date(c.createdAt),
      updatedAt: new Date(c.updatedAt),
    })),
    recipients: state.recipients.map((x) => ({
      ...x,
      dataConfirmedAt: x.dataConfirmedAt ? new Date(x.dataConfirmedAt) : null,
    })),
    referrer: state.referrer,
  };
}

const readState = async (db: Db, where: SQL) => toState((await stateQuery(db, where))[0]);

export function createLifecycleRepository() {
  return {
    /**
     * Locks the referral (`FOR NO KEY UPDATE`: foreign-key checks of concurrent inserts do not
     * wait for it), then reads it with its facts, credits, recipients and referrer. Two statements
     * on purpose: a statement that waited for the lock still reads with the snapshot it started
     * with, and would miss the facts the transaction it waited for has just committed.
     */
    async lockState(tx: Db, where: SQL): Promise<ReferralState | undefined> {
      const [locked] = await tx
        .select({ id: referrals.id })
        .from(referrals)
        .where(where)
        .for('no key update');
      return locked ? readState(tx, eq(referrals.id, locked.id)) : undefined;
    },

    /** The referral's facts so far, in the order they arrived. */
    events: (tx: Db, tenantId: string, referralId: string) =>
      tx
        .select({
          eventId: partnerEvents.eventId,
          type: partnerEvents.type,
          occurredAt: partnerEvents.occurredAt,
          payload: partnerEvents.payload,
        })
        .from(partnerEvents)
        .where(and(eq(partnerEvents.tenantId, tenantId), eq(partnerEvents.referralId, referralId)))
        .orderBy(asc(partnerEvents.receivedAt)),

    credits: (tx: Db, referralId: string): Promise<CreditRow[]> =>
      tx
        .select()
        .from(rewardCredits)
        .where(and(eq(rewardCredits.referralId, referralId), eq(rewardCredits.kind, 'referral'))),

    /** Credits a referral's reward parts; an existing credit stays as it is (credited once). */
    insertCredits: (tx: Db, rows: NewCredit[]) =>
      rows.length === 0
        ? Promise.resolve([])
        : tx
            .insert(rewardCredits)
            .values(rows)
            .onConflictDoNothing({
              target: [rewardCredits.referralId, rewardCredits.beneficiary],
              where: sql`kind = 'referral'`,
            })
            .returning({ id: rewardCredits.id }),

    setCreditStatus: (tx: Db, ids: string[], status: RewardStatus, now: Date, dueOn: string | null = null) =>
      ids.length === 0
        ? Promise.resolve()
        : tx
            .update(rewardCredits)
            .set({ status, updatedAt: now, dueOn })
            .where(inArray(rewardCredits.id, ids)),

    setReferral: (
      tx: Db,
      referralId: string,
      values: { status: (typeof referrals.$inferSelect)['status']; rejectionReason: string | null },
    ) => tx.update(referrals).set(values).where(eq(referrals.id, referralId)),

    /**
     * Locks the referrer, so two referrals credited at once count each other (bonus tiers), and
     * answers how many of their referrals are credited.
     */
    async lockAndCountSuccessful(tx: Db, tenantId: string, referrerId: string): Promise<number> {
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

    insertBonus: (tx: Db, row: NewCredit) =>
      tx
        .insert(rewardCredits)
        .values(row)
        .onConflictDoNothing({
          target: [rewardCredits.tenantId, rewardCredits.referrerId, rewardCredits.bonusAfter],
          where: sql`kind = 'bonus'`,
        })
        .returning({ id: rewardCredits.id }),

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
