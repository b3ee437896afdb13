import { randomBytes } from 'node:crypto';
import type { ReferrerAddress } from '@kwk/shared/eligibility/german-address';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailSearchHash } from '../../lib/email-search-hash.ts';
import { type EligibilityProof, referrers } from './referrers.table.ts';

export type ReferrerRow = typeof referrers.$inferSelect;

export interface NewReferrerInput {
  tenantId: string;
  email: string;
  emailIdentity: string;
  vorname: string;
  nachname: string;
  language: string;
  /** The eligibility confirmation given now (spec §1), kept as the account's latest proof. */
  eligibilityConfirmedAt?: Date;
  eligibilityProof?: EligibilityProof;
  /** The postal address given now, where the tenant collects it. */
  address?: ReferrerAddress;
}

export function createReferrersRepository({ appSecret }: { appSecret: string }) {
  return {
    /**
     * The referrer's upsert as a query, for callers that fold it into a larger statement: a new
     * account, or the existing one of this e-mail identity (returned, and locked for the transaction).
     */
    upsert: (tx: Db, input: NewReferrerInput) =>
      tx
        .insert(referrers)
        .values({
          ...input,
          emailHash: emailSearchHash(appSecret, input.email),
          empfehlerHash: randomBytes(16).toString('hex'),
        })
        .onConflictDoUpdate({
          target: [referrers.tenantId, referrers.emailIdentity],
          // Otherwise a no-op update, so the existing row is returned; a confirmation or address
          // given now replaces the earlier one, and a caller without them keeps what is stored.
          set: {
            emailIdentity: sql`excluded.email_identity`,
            eligibilityConfirmedAt: sql`coalesce(excluded.eligibility_confirmed_at, ${referrers}.eligibility_confirmed_at)`,
            eligibilityProof: sql`coalesce(excluded.eligibility_proof, ${referrers}.eligibility_proof)`,
            address: sql`coalesce(excluded.address, ${referrers}.address)`,
          },
        })
        .returning(),

    byEmailIdentity: async (tx: Db, tenantId: string, identity: string): Promise<ReferrerRow | undefined> =>
      (
        await tx
          .select()
          .from(referrers)
          .where(and(eq(referrers.tenantId, tenantId), eq(referrers.emailIdentity, identity)))
      )[0],

    byHash: async (tx: Db, tenantId: string, empfehlerHash: string): Promise<ReferrerRow | undefined> =>
      (
        await tx
          .select()
          .from(referrers)
          .where(and(eq(referrers.tenantId, tenantId), eq(referrers.empfehlerHash, empfehlerHash)))
      )[0],

    setPassword: (tx: Db, id: string, passwordHash: string) =>
      tx.update(referrers).set({ passwordHash }).where(eq(referrers.id, id)),

    setLanguage: (tx: Db, id: string, language: string) =>
      tx.update(referrers).set({ language }).where(eq(referrers.id, id)),

    setNewsletter: (
      tx: Db,
      id: string,
      values: { newsletterPermission: boolean; newsletterOptinSentAt: Date | null },
    ) => tx.update(referrers).set(values).where(eq(referrers.id, id)),

    setKundennummer: (tx: Db, id: string, kundennummer: string) =>
      tx.update(referrers).set({ kundennummer }).where(eq(referrers.id, id)),

    /** Deletes the account; its referrals and credits stay, without the link to it (`set null`). */
    remove: (tx: Db, id: string) => tx.delete(referrers).where(eq(referrers.id, id)),

    /** An account whatever its tenant, locked for the transaction (support sees all tenants; issue 14). */
    lockAnyTenant: async (tx: Db, id: string): Promise<ReferrerRow | undefined> =>
      (await tx.select().from(referrers).where(eq(referrers.id, id)).for('update'))[0],

    /** An account whatever its tenant, without a lock (support's account view). */
    anyTenant: async (db: Db, id: string): Promise<ReferrerRow | undefined> =>
      (await db.select().from(referrers).where(eq(referrers.id, id)))[0],

    /** Blocks (`'blocked'`) or unblocks (null) an account. */
    setBlocked: (tx: Db, id: string, blockedReason: 'blocked' | null) =>
      tx.update(referrers).set({ blockedReason }).where(eq(referrers.id, id)),

    /**
     * Hashes up to `limit` addresses of accounts made before the hash existed; answers how many.
     * The start-up runs it until it answers less than `limit` (support-backfill.ts).
     */
    async backfillEmailHashes(tx: Db, limit: number): Promise<number> {
      const rows = await tx
        .select({ id: referrers.id, email: referrers.email })
        .from(referrers)
        .where(isNull(referrers.emailHash))
        .limit(limit);
      if (rows.length === 0) return 0;
      const values = rows.map((r) => ({ id: r.id, h: emailSearchHash(appSecret, r.email) }));
      await tx.execute(sql`update referrers f set email_hash = v.h
        from json_to_recordset(${JSON.stringify(values)}::json) as v(id uuid, h text)
        where f.id = v.id`);
      return rows.length;
    },

    byId: async (tx: Db, tenantId: string, id: string): Promise<ReferrerRow | undefined> =>
      (
        await tx
          .select()
          .from(referrers)
          .where(and(eq(referrers.tenantId, tenantId), eq(referrers.id, id)))
      )[0],
  };
}

export type ReferrersRepository = ReturnType<typeof createReferrersRepository>;

/**
 * What other modules may call of the referrers' rows (issue 28), as `referrers`: the engine's and
 * the support view's reads, the recommendation's sign-up, the erasure and the support's changes.
 */
export const REFERRER_RECORDS = [
  'byId',
  'backfillEmailHashes',
  'byEmailIdentity',
  'anyTenant',
  'lockAnyTenant',
  'upsert',
  'remove',
  'setBlocked',
  'setKundennummer',
  'setNewsletter',
] as const;
export type ReferrerRecords = Pick<ReferrersRepository, (typeof REFERRER_RECORDS)[number]>;
