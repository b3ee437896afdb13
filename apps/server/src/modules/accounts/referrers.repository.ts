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
     * The referrer with this address identity, created free and automatically if there is none
     * (spec §1). Concurrent calls for one person meet on the unique index and get the same row.
     */
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
