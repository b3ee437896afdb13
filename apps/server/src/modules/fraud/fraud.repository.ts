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
      await tx.execute(sql`insert into fraud_reviews (referral_id, tenant_id, state, held_at)
          values (${referralId}, ${tenantId}, 'held', ${now})
          on conflict (referral_id) do update
            set state = 'held', held_at = excluded.held_at, decided_by = null, reason = null, decided_at = null
            where fraud_reviews.state = 'released'`);
    },

    /**
     * At the pickup: how many other referrers of the tenant hold an IBAN of this keyed identity (in
     * their stored bank data or a transfer they chose), and whether it is the recipient's of the
     * same referral. The recipient choosing their share (referrerId null) is compared with every
     * referrer, the referral's own above all: one account for both sides is a self-referral sign.
     */
    async pickupIbanFacts(
      tx: Db,
      input: { tenantId: string; referralId: string; referrerId: string | null; ibanIdentity: string },
    ) {
      const [row] = rowsOf<{ referrers: number; recipient: boolean }>(
        await tx.execute(sql`select
            (select count(distinct o.referrer_id) from (
                select b.referrer_id from referrer_bank_data b
                  where b.tenant_id = ${input.tenantId} and b.iban_identity = ${input.ibanIdentity}
                union
                select c.referrer_id from reward_credits c
                  where c.tenant_id = ${input.tenantId} and c.payout_iban_identity = ${input.ibanIdentity}
              ) o where o.referrer_id is not null
                and (${input.referrerId}::uuid is null or o.referrer_id <> ${input.referrerId}::uuid))::int as referrers,
            (exists (select 1 from recipients x where x.referral_id = ${input.referralId}
              and x.iban_identity = ${input.ibanIdentity})
              -- or, for the referrer choosing, the account the recipient chose at their pickup link
              or ${input.referrerId}::uuid is not null and exists (select 1 from reward_credits e where e.referral_id = ${input.referralId}
                and e.beneficiary = 'Empfaenger' and e.payout_iban_identity = ${input.ibanIdentity})
            ) as recipient`),
      );
      return { referrers: row?.referrers ?? 0, recipient: row?.recipient ?? false };
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
      const referralsOf = sql`(select r.id from referrals r where r.referrer_id in (${ids(where.referrerIds)})
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
