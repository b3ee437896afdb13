import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { wellFormedToken } from '../../lib/bearer.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { ReferrerRow } from './referrers.repository.ts';
import type { SessionRow, SessionsRepository } from './sessions.repository.ts';

/** A session token works for two hours; a refresh moves that on, up to twelve hours after sign-in. */
export const SESSION_TTL_MS = 2 * 60 * 60_000;
export const SESSION_MAX_MS = 12 * 60 * 60_000;

export type SessionVia = 'password' | 'link' | 'reset' | 'admin';

export interface Signedin {
  referrer: ReferrerRow;
  session: SessionRow;
}

const BLOCKED = {
  blocked: 'auth.account_blocked',
  inaccessible: 'auth.account_inaccessible',
  excluded: 'auth.account_excluded',
} as const;

/** Refuses a blocked account with the spec's variant of the message (§8). */
export function refuseBlocked(referrer: Pick<ReferrerRow, 'blockedReason'>): void {
  if (!referrer.blockedReason) return;
  throw new AppError(BLOCKED[referrer.blockedReason as keyof typeof BLOCKED] ?? 'auth.account_blocked');
}

/**
 * Referrer sessions (issue 5): opaque bearer tokens of 256 random bits, only their SHA-256 at rest,
 * with expiry. A token of another tenant is unknown here (404); an expired, replaced or ended one
 * is refused with 401, which makes the SPA sign the user out.
 */
export function createSessionsService(deps: { db: Db; clock: Clock; sessions: SessionsRepository }) {
  const { db, clock, sessions } = deps;

  async function open(tx: Db, tenant: Tenant, referrerId: string, via: SessionVia, endsAt?: Date) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const ends = endsAt ?? new Date(now.getTime() + SESSION_MAX_MS);
    const expiresAt = new Date(Math.min(now.getTime() + SESSION_TTL_MS, ends.getTime()));
    await sessions.insert(tx, {
      tokenHash: hashToken(token),
      tenantId: tenant.id,
      referrerId,
      via,
      createdAt: now,
      expiresAt,
      endsAt: ends,
    });
    return { token, expiresAt };
  }

  /** The session of a bearer token (the auth hook's `referrer` check). */
  async function authenticate(tenant: Tenant, sent: string | undefined): Promise<Signedin> {
    const token = wellFormedToken(sent);
    if (!token) throw new AppError('auth.login_required');
    const found = await sessions.withReferrer(db, hashToken(token));
    if (!found || found.session.expiresAt <= clock.now()) throw new AppError('auth.login_required');
    if (found.session.tenantId !== tenant.id) throw new AppError('common.not_found');
    refuseBlocked(found.referrer);
    return found;
  }

  return {
    open,
    authenticate,

    /**
     * A new token in place of the authenticated one, good for another two hours within the
     * session's end. The removal is the check that counts: it happens in the transaction that opens
     * the new session, so of two refreshes with one token the second finds it gone and is refused.
     */
    async refresh(tenant: Tenant, { session, referrer }: Signedin) {
      return db.transaction(async (tx) => {
        if (session.endsAt <= clock.now()) throw new AppError('auth.login_required');
        if (!(await sessions.remove(tx, session.tokenHash))) throw new AppError('auth.login_required');
        const next = await open(tx, tenant, referrer.id, session.via as SessionVia, session.endsAt);
        return { ...next, referrer };
      });
    },

    /**
     * Ends the session of this token (as sent, even expired); answers the signed-in referrer it
     * belonged to, if any.
     */
    async end(tenant: Tenant, sent: string | undefined): Promise<ReferrerRow | undefined> {
      const token = wellFormedToken(sent);
      if (!token) return undefined;
      const found = await sessions.withReferrer(db, hashToken(token));
      if (!found) return undefined;
      if (found.session.tenantId !== tenant.id) throw new AppError('common.not_found');
      await sessions.remove(db, found.session.tokenHash);
      return found.referrer;
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
