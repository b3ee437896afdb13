import type { FraudSignalKind } from '@kwk/shared/operator/fraud.schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { referralIdsOfReferrers } from '../referrals/referrals.api.ts';
import { type FraudEvidence, type fraudOrigins, fraudReviews, fraudSignals } from './fraud.table.ts';
import { fraudFactQueries } from './fraud-facts.queries.ts';
import { fraudOriginQueries } from './fraud-origins.queries.ts';

export interface NewSignal {
  kind: FraudSignalKind;
  evidence: FraudEvidence;
}

export type OriginRow = typeof fraudOrigins.$inferInsert;
export type ReviewRow = typeof fraudReviews.$inferSelect;

/** The evidence keys that could point to a person; the rest are counts, limits and flags. */
const PERSONAL_EVIDENCE = [
  'schluessel',
  'empfehler',
  'empfaenger',
  'iban',
  'geraet',
  'adresse',
  'ip',
  'netz',
];

/**
 * The fraud module's tables: signals, reviews and origins (the module's only writer). The origins'
 * queries and the facts read at the pickup and the credit in their own files.
 */
/** Counts a referral newly held, once its transaction commits (the metrics, decision 074). */
export type HeldCount = (tx: Db, tenantId: string) => void;

export function createFraudRepository(held?: HeldCount) {
  return {
    ...fraudOriginQueries,

    /**
     * Stores the signals (once per kind; a repeated one keeps its first evidence) and holds the
     * referral for review unless a review exists (a decided one stands).
     */
    async hold(tx: Db, tenantId: string, referralId: string, signals: NewSignal[], now: Date) {
      if (signals.length === 0) return;
      await tx
        .insert(fraudSignals)
        .values(signals.map((s) => ({ tenantId, referralId, kind: s.kind, evidence: s.evidence, at: now })))
        .onConflictDoNothing();
      const review = await tx
        .insert(fraudReviews)
        .values({ referralId, tenantId, state: 'held', heldAt: now })
        .onConflictDoNothing()
        .returning({ referralId: fraudReviews.referralId });
      if (review.length > 0) held?.(tx, tenantId);
    },

    /**
     * Stores signals seen after the referral's review may have been decided (the pickup): a kind
     * seen before takes the new evidence over the old, and a released review is held again, so a
     * payout waits for support once more. A rejected review stands.
     */
    async holdAgain(tx: Db, tenantId: string, referralId: string, signals: NewSignal[], now: Date) {
      if (signals.length === 0) return;
      for (const s of signals)
        await tx.execute(sql`insert into fraud_signals (tenant_id, referral_id, kind, evidence, at)
          values (${tenantId}, ${referralId}, ${s.kind}, ${JSON.stringify(s.evidence)}::jsonb, ${now})
          on conflict (referral_id, kind) do update
            set evidence = fraud_signals.evidence || excluded.evidence, at = excluded.at`);
      const review = await tx.execute(sql`insert into fraud_reviews (referral_id, tenant_id, state, held_at)
          values (${referralId}, ${tenantId}, 'held', ${now})
          on conflict (referral_id) do update
            set state = 'held', held_at = excluded.held_at, decided_by = null, reason = null, decided_at = null
            where fraud_reviews.state = 'released'
          returning referral_id`);
      if (rowsOf(review).length > 0) held?.(tx, tenantId);
    },

    ...fraudFactQueries,

    /**
     * Art. 17 erasure (issue 15): on the referrals the person made or received, the signals lose
     * what could point to a person (keyed hashes of e-mail, IBAN, device, IP, network, postal
     * address; masked addresses) and keep kind, time and counts, so a review stays readable; the
     * origins lose their hashes and the link to the referrer. Answers how many signals changed.
     */
    async erasePerson(tx: Db, where: { referrerIds: string[]; referralIds: string[] }): Promise<number> {
      if (where.referrerIds.length === 0 && where.referralIds.length === 0) return 0;
      const ids = (list: string[]) =>
        list.length === 0
          ? sql`null::uuid`
          : sql.join(
              list.map((id) => sql`${id}::uuid`),
              sql`, `,
            );
      const referralsOf = sql`(${referralIdsOfReferrers(ids(where.referrerIds))}
        union select x from unnest(array[${ids(where.referralIds)}]::uuid[]) x)`;
      await tx.execute(sql`update fraud_origins set network = null, address = null, device = null,
          referrer_id = case when referrer_id in (${ids(where.referrerIds)}) then null else referrer_id end
        where referral_id in ${referralsOf}
          or referrer_id in (${ids(where.referrerIds)})`);
      const [row] = rowsOf<{ n: number }>(
        await tx.execute(sql`with erased as (
            update fraud_signals
              set evidence = (evidence - array[${sql.join(
                PERSONAL_EVIDENCE.map((k) => sql`${k}`),
                sql`, `,
              )}]::text[]) || '{"geloescht": true}'::jsonb
            where referral_id in ${referralsOf} and evidence->'geloescht' is null
            returning 1)
          select count(*)::int as n from erased`),
      );
      return row?.n ?? 0;
    },

    /** Releases or rejects a held review; undefined when it is not held (any more). */
    async decide(
      tx: Db,
      referralId: string,
      decision: { state: 'released' | 'rejected'; by: string; reason: string; at: Date },
    ): Promise<ReviewRow | undefined> {
      const [row] = await tx
        .update(fraudReviews)
        .set({
          state: decision.state,
          decidedBy: decision.by,
          reason: decision.reason,
          decidedAt: decision.at,
        })
        .where(and(eq(fraudReviews.referralId, referralId), eq(fraudReviews.state, 'held')))
        .returning();
      return row;
    },

    review: async (db: Db, referralId: string) =>
      (await db.select().from(fraudReviews).where(eq(fraudReviews.referralId, referralId)))[0],

    /** The held reviews, oldest first, optionally of one tenant. */
    held: (db: Db, tenantId?: string) =>
      db
        .select()
        .from(fraudReviews)
        .where(
          and(eq(fraudReviews.state, 'held'), tenantId ? eq(fraudReviews.tenantId, tenantId) : undefined),
        )
        .orderBy(asc(fraudReviews.heldAt))
        .limit(500),

    signalsOf: (db: Db, referralIds: string[]) =>
      referralIds.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(fraudSignals)
            .where(inArray(fraudSignals.referralId, referralIds))
            .orderBy(asc(fraudSignals.at), asc(fraudSignals.kind)),
  };
}

export type FraudRepository = ReturnType<typeof createFraudRepository>;
