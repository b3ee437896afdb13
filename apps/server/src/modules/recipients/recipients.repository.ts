import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { recipients } from './recipients.table.ts';

export type RecipientRow = typeof recipients.$inferSelect;

export function createRecipientsRepository() {
  return {
    /** Inserts a recipient; false when the number is taken (the caller draws another). */
    insert: async (tx: Db, row: typeof recipients.$inferInsert): Promise<boolean> =>
      (
        await tx
          .insert(recipients)
          .values(row)
          .onConflictDoNothing({ target: [recipients.tenantId, recipients.empfaengernummer] })
          .returning({ id: recipients.id })
      ).length > 0,

    /** The live (not erased) recipient behind a token hash, within the tenant. */
    byTokenHash: async (tx: Db, tenantId: string, tokenHash: string): Promise<RecipientRow | undefined> =>
      (
        await tx
          .select()
          .from(recipients)
          .where(
            and(
              eq(recipients.tenantId, tenantId),
              eq(recipients.tokenHash, tokenHash),
              isNull(recipients.erasedAt),
            ),
          )
      )[0],

    /** The live (not erased) recipient with this id, within the tenant (the share's pickup link). */
    byId: async (tx: Db, tenantId: string, id: string): Promise<RecipientRow | undefined> =>
      (
        await tx
          .select()
          .from(recipients)
          .where(and(eq(recipients.tenantId, tenantId), eq(recipients.id, id), isNull(recipients.erasedAt)))
      )[0],

    /** Locks the recipient's row, so two requests about the same recipient take turns. */
    lock: async (tx: Db, id: string): Promise<void> => {
      await tx
        .select({ id: recipients.id })
        .from(recipients)
        .where(eq(recipients.id, id))
        .for('no key update');
    },

    byNumber: async (tx: Db, tenantId: string, empfaengernummer: string): Promise<RecipientRow | undefined> =>
      (
        await tx
          .select()
          .from(recipients)
          .where(and(eq(recipients.tenantId, tenantId), eq(recipients.empfaengernummer, empfaengernummer)))
      )[0],

    /** The recipients of a referral, oldest first: the first one who confirmed is the one who ordered. */
    ofReferral: (tx: Db, referralId: string): Promise<RecipientRow[]> =>
      tx
        .select()
        .from(recipients)
        .where(eq(recipients.referralId, referralId))
        .orderBy(asc(recipients.createdAt)),

    /** Which of these recipients gave an account for their share (support reads yes or no, never the IBAN). */
    withAccount: async (tx: Db, ids: string[]): Promise<Set<string>> =>
      ids.length === 0
        ? new Set()
        : new Set(
            (
              await tx
                .select({ id: recipients.id })
                .from(recipients)
                .where(
                  and(
                    inArray(recipients.id, ids),
                    isNull(recipients.erasedAt),
                    sql`${recipients.ibanEncrypted} is not null`,
                  ),
                )
            ).map((r) => r.id),
          ),

    update: (tx: Db, id: string, values: Partial<typeof recipients.$inferInsert>) =>
      tx.update(recipients).set(values).where(eq(recipients.id, id)),

    /**
     * Week 13 (spec §1): what recipients gave before `cutoff` and never confirmed is erased; the
     * rows stay as anonymous counts (channel, time). All tenants in one statement; answers how many.
     */
    eraseUnconfirmed: async (tx: Db, cutoff: Date, now: Date): Promise<number> => {
      const result = await tx.execute(sql`
        with people as (
          update recipients set personal = null, email = null, birth_date = null, email_identity = null,
            name_address_identity = null, token_hash = null, account_holder = null, iban_encrypted = null,
            iban_identity = null, erased_at = ${now.toISOString()}
          where data_confirmed_at is null and erased_at is null and created_at < ${cutoff.toISOString()}
          returning 1)
        select count(*)::int as n from people`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    },

    /**
     * Art. 17 erasure (issue 14): what the person gave as a recipient goes, as the week-13 rule
     * erases it; the rows stay as anonymous counts. In the given tenants (null: all).
     */
    eraseByIdentity: async (
      tx: Db,
      where: { identityHash: string; email: string; tenantIds: string[] | null },
      now: Date,
    ): Promise<number> => {
      const result = await tx.execute(sql`
        with people as (
          update recipients set personal = null, email = null, birth_date = null, email_identity = null,
            name_address_identity = null, token_hash = null, account_holder = null, iban_encrypted = null,
            iban_identity = null, consent_proof = null, erased_at = ${now.toISOString()}
          where (email_identity = ${where.identityHash} or lower(email) = ${where.email.trim().toLowerCase()})
            ${
              where.tenantIds
                ? sql`and tenant_id in (${sql.join(
                    where.tenantIds.map((id) => sql`${id}::uuid`),
                    sql`, `,
                  )})`
                : sql``
            }
          returning 1)
        select count(*)::int as n from people`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
    },
  };
}

export type RecipientsRepository = ReturnType<typeof createRecipientsRepository>;

/**
 * What other modules may call of the recipients' rows (issue 28), as `recipientRecords`: the
 * engine's and the support view's reads, the reward's, and the erasures.
 */
export const RECIPIENT_RECORDS = [
  'byId',
  'ofReferral',
  'withAccount',
  'eraseByIdentity',
  'eraseUnconfirmed',
] as const;
export type RecipientRecords = Pick<RecipientsRepository, (typeof RECIPIENT_RECORDS)[number]>;
