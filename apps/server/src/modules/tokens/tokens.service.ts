import { createHash, randomBytes } from 'node:crypto';
import type { ErrorCode } from '@kwk/shared/errors/error-codes';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { actionTokens } from './action-tokens.table.ts';

export type TokenPurpose =
  | 'referral.optin'
  | 'referral.send'
  | 'account.access'
  | 'password.reset'
  | 'reward.pickup'
  /** The pickup link of a recipient's share, where the tenant keeps no bank data (issue 27, finding 8). */
  | 'recipient.reward.pickup'
  | 'newsletter.optin'
  | 'admin.login';

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** The insert of a minted token's row (see `mint`), for callers that write it inside a larger statement. */
export const tokenInsert = (tx: Db, row: typeof actionTokens.$inferInsert): SQL =>
  tx.insert(actionTokens).values(row).getSQL();

/** Mailed single-use tokens: 256 random bits, only the hash at rest, with expiry. */
export interface TokenRequest {
  tenantId: string;
  purpose: TokenPurpose;
  subjectId: string;
  ttlMs: number;
  /** Marks the kind of token where one header can carry several kinds (`pr_`: reward pickup). */
  prefix?: string;
}

/** A token presented for use. */
export interface TokenUse {
  tenantId: string;
  purpose: TokenPurpose;
  token: string;
  /** What an unknown token is called; sign-in links say "expired" rather than "not found". */
  unknown?: ErrorCode;
}

export function createTokensService({ clock }: { clock: Clock }) {
  return {
    /** A new token and the row that stores its hash, for callers that write it in a larger statement. */
    mint(input: TokenRequest): { token: string; row: typeof actionTokens.$inferInsert } {
      const token = `${input.prefix ?? ''}${randomBytes(32).toString('base64url')}`;
      const now = clock.now();
      return {
        token,
        row: {
          tokenHash: hashToken(token),
          tenantId: input.tenantId,
          purpose: input.purpose,
          subjectId: input.subjectId,
          expiresAt: new Date(now.getTime() + input.ttlMs),
          createdAt: now,
        },
      };
    },

    async issue(tx: Db, input: TokenRequest): Promise<string> {
      const { token, row } = this.mint(input);
      await this.insert(tx, row);
      return token;
    },

    insert: async (tx: Db, row: typeof actionTokens.$inferInsert) => {
      await tx.insert(actionTokens).values(row);
    },

    /**
     * Uses a token once, atomically: concurrent uses of the same token give one winner. Throws
     * `auth.token_used` for a used one, `auth.link_expired` for an expired one, 404 otherwise.
     */
    async consume(tx: Db, input: TokenUse): Promise<string> {
      const now = clock.now();
      const tokenHash = hashToken(input.token);
      const where = and(
        eq(actionTokens.tokenHash, tokenHash),
        eq(actionTokens.tenantId, input.tenantId),
        eq(actionTokens.purpose, input.purpose),
      );
      const [used] = await tx
        .update(actionTokens)
        .set({ usedAt: now })
        .where(and(where, isNull(actionTokens.usedAt), sql`${actionTokens.expiresAt} > ${now}`))
        .returning({ subjectId: actionTokens.subjectId });
      if (used) return used.subjectId;
      const [row] = await tx.select().from(actionTokens).where(where);
      if (!row) throw new AppError(input.unknown ?? 'common.not_found');
      if (row.usedAt) throw new AppError('auth.token_used');
      throw new AppError('auth.link_expired');
    },

    /** The subject of a token that is still good, without using it; the same errors as `consume`. */
    async check(tx: Db, input: TokenUse): Promise<string> {
      const [row] = await tx
        .select()
        .from(actionTokens)
        .where(
          and(
            eq(actionTokens.tokenHash, hashToken(input.token)),
            eq(actionTokens.tenantId, input.tenantId),
            eq(actionTokens.purpose, input.purpose),
          ),
        );
      if (!row) throw new AppError(input.unknown ?? 'common.not_found');
      if (row.usedAt) throw new AppError('auth.token_used');
      if (row.expiresAt <= clock.now()) throw new AppError('auth.link_expired');
      return row.subjectId;
    },

    /** Ends the still-open tokens of a subject, e.g. before a resend issues a new one. */
    revokeOpen: (tx: Db, input: { tenantId: string; purpose: TokenPurpose; subjectId: string }) =>
      tx
        .update(actionTokens)
        .set({ usedAt: clock.now() })
        .where(
          and(
            eq(actionTokens.tenantId, input.tenantId),
            eq(actionTokens.purpose, input.purpose),
            eq(actionTokens.subjectId, input.subjectId),
            isNull(actionTokens.usedAt),
          ),
        ),
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
