import type { FraudReviewState, FraudSignalKind } from '@kwk/shared/operator/fraud.schemas';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../lib/sql-helpers.ts';
import { type FraudEvidence, fraudOrigins, fraudReviews, fraudSignals } from './fraud.table.ts';

export interface NewSignal {
  kind: FraudSignalKind;
  evidence: FraudEvidence;
}

export type OriginRow = typeof fraudOrigins.$inferInsert;
export type ReviewRow = typeof fraudReviews.$inferSelect;

/** The fraud module's tables: signals, reviews and origins (the module's only writer). */
export function createFraudRepository() {
  return {
    /**
     * Records where the referrer recommended from and answers, in the same statement, how many
     * referrals the referrer and the network made within the window before this one.
     */
    async recordReferrerOrigin(
      tx: Db,
      row: OriginRow & { referrerId: string },
      since: Date,
    ): Promise<{ byReferrer: number; byNetwork: number }> {
      const [counts] = rowsOf<{ by_referrer: number; by_network: number }>(
        await tx.execute(sql`with ins as (
            insert into fraud_origins (referral_id, party, tenant_id, referrer_id, network, address, device, at)
            values (${row.referralId}, 'referrer', ${row.tenantId}, ${row.referrerId}, ${row.network ?? null},
              ${row.address ?? null}, ${row.device ?? null}, ${row.at})
            on conflict do nothing)
          select
            (select count(*) from fraud_origins o where o.tenant_id = ${row.tenantId} and o.party = 'referrer'
              and o.referrer_id = ${row.referrerId} and o.at > ${since})::int as by_referrer,
            (select count(*) from fraud_origins o where o.tenant_id = ${row.tenantId} and o.party = 'referrer'
              and ${row.network ?? null}::text is not null and o.network = ${row.network ?? null}::text
              and o.at > ${since})::int as by_network`),
      );
      return { byReferrer: counts?.by_referrer ?? 0, byNetwork: counts?.by_network ?? 0 };
    },

    /** Records where the recipient confirmed from; answers the referrer's origin to compare with. */
    async recordRecipientOrigin(tx: Db, row: OriginRow) {
      await tx
        .insert(fraudOrigins)
        .values({ ...row, party: 'recipient' })
        .onConflictDoNothing();
      const [referrer] = await tx
        .select()
        .from(fraudOrigins)
        .where(and(eq(fraudOrigins.referralId, row.referralId), eq(fraudOrigins.party, 'referrer')));
      return referrer;
    },

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
      await tx
        .insert(fraudReviews)
        .values({ referralId, tenantId, state: 'held', heldAt: now })
        .onConflictDoNothing();
    },

    /**
     * For the engine, when a referral's reward would be credited: its review's state, and the facts
     * of the signals only then decidable (the partner's existing-customer flag, the referrer's
     * successful referrals this year, IBANs stored by other referrers), in one statement.
     */
    async dueFacts(tx: Db, referralId: string, yearStart: Date) {
      const [row] = rowsOf<{
        state: FraudReviewState | null;
        existing_customer: boolean;
        successful: number;
        iban_referrers: number;
        iban_recipient: boolean;
        iban_key: string | null;
      }>(
        await tx.execute(sql`select
            (select fr.state from fraud_reviews fr where fr.referral_id = r.id) as state,
            exists (select 1 from partner_events e where e.tenant_id = r.tenant_id and e.referral_id = r.id
              and e.payload->>'existingCustomer' = 'true') as existing_customer,
            (select count(distinct rc.referral_id) from reward_credits rc
              join referrals other on other.id = rc.referral_id
              where other.tenant_id = r.tenant_id and other.referrer_id = r.referrer_id and other.id <> r.id
                and rc.kind = 'referral' and rc.status in ('Bereitgestellt', 'Abgeholt', 'Ausgezahlt')
                and rc.updated_at >= ${yearStart})::int as successful,
            (select count(distinct b2.referrer_id) from referrer_bank_data b1
              join referrer_bank_data b2 on b2.tenant_id = b1.tenant_id and b2.iban_identity = b1.iban_identity
                and b2.referrer_id <> b1.referrer_id
              where b1.referrer_id = r.referrer_id)::int as iban_referrers,
            exists (select 1 from referrer_bank_data b join recipients x on x.referral_id = r.id
              and x.iban_identity = b.iban_identity where b.referrer_id = r.referrer_id) as iban_recipient,
            (select b.iban_identity from referrer_bank_data b where b.referrer_id = r.referrer_id) as iban_key
          from referrals r where r.id = ${referralId}`),
      );
      return row;
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
