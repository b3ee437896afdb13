import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { referrers } from './referrers.table.ts';

export type ReferrerRow = typeof referrers.$inferSelect;

export interface NewReferrerInput {
  tenantId: string;
  email: string;
  emailIdentity: string;
  vorname: string;
  nachname: string;
  language: string;
}

export function createReferrersRepository() {
  return {
    /**
     * The referrer's upsert as a query, for callers that fold it into a larger statement: a new
     * account, or the existing one of this e-mail identity (returned, and locked for the transaction).
     */
    upsert: (tx: Db, input: NewReferrerInput) =>
      tx
        .insert(referrers)
        .values({ ...input, empfehlerHash: randomBytes(16).toString('hex') })
        .onConflictDoUpdate({
          target: [referrers.tenantId, referrers.emailIdentity],
          // A no-op update, so the existing row is returned.
          set: { emailIdentity: sql`excluded.email_identity` },
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
