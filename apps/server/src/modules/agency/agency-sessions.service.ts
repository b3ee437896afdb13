import { randomBytes } from 'node:crypto';
import type { AgencyUser } from '@kwk/shared/agency/agency.schemas';
import { type AgencyAbility, abilitiesOf, isAgencyRole } from '@kwk/shared/agency/agency-abilities';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { wellFormedToken } from '../../lib/bearer.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type {
  AgencyRow,
  AgencySessionRow,
  AgencyUserRow,
  AgencyUsersRepository,
} from './agency-users.repository.ts';

/** Like the referrer's (decision 009): two hours a token, refreshed up to twelve hours after sign-in. */
export const AGENCY_SESSION_TTL_MS = 2 * 60 * 60_000;
export const AGENCY_SESSION_MAX_MS = 12 * 60 * 60_000;

/** Who calls an agency route: the user, their agency, their abilities (the auth hook's `agency`). */
export interface AgencyPrincipal {
  user: AgencyUserRow;
  agency: AgencyRow;
  session: AgencySessionRow;
  abilities: AgencyAbility[];
}

export const rolesOf = (user: Pick<AgencyUserRow, 'roles'>) => user.roles.filter(isAgencyRole);

/** The agency area exists only where the tenant switched it on. */
export function requireAgencyArea(tenant: Tenant): void {
  if (!tenant.mandant.Modules.ModuleAgenturbereich) throw new AppError('agency.module_off');
}

/**
 * Agency sessions: opaque bearer tokens of 256 random bits, only their SHA-256 at rest. A token of
 * another tenant is unknown here (404); an expired or ended one, a referrer's token or none gets
 * 401 (the SPA then signs the agency user out, spec §8); a live one without the ability 403.
 */
export function createAgencySessionsService(deps: { db: Db; clock: Clock; users: AgencyUsersRepository }) {
  const { db, clock, users } = deps;

  async function open(tx: Db, tenant: Tenant, userId: string, endsAt?: Date) {
    const token = randomBytes(32).toString('base64url');
    const now = clock.now();
    const ends = endsAt ?? new Date(now.getTime() + AGENCY_SESSION_MAX_MS);
    const expiresAt = new Date(Math.min(now.getTime() + AGENCY_SESSION_TTL_MS, ends.getTime()));
    await users.purgeExpiredOf(tx, userId, now);
    await users.insertSession(tx, {
      tokenHash: hashToken(token),
      tenantId: tenant.id,
      userId,
      createdAt: now,
      expiresAt,
      endsAt: ends,
    });
    return { token, expiresAt };
  }

  /** The live session of a token, or undefined; a token of another tenant is refused with 404. */
  async function live(tenant: Tenant, sent: string | undefined) {
    const token = wellFormedToken(sent);
    if (!token) return undefined;
    const found = await users.sessionWithUser(db, hashToken(token));
    if (!found || found.session.expiresAt <= clock.now()) return undefined;
    if (found.session.tenantId !== tenant.id) throw new AppError('common.not_found');
    return found;
  }

  async function authenticate(
    tenant: Tenant,
    sent: string | undefined,
    need: AgencyAbility | 'signedIn',
  ): Promise<AgencyPrincipal> {
    requireAgencyArea(tenant);
    const found = await live(tenant, sent);
    if (!found) throw new AppError('agency.login_required');
    if (!found.user.active) throw new AppError('agency.user_inactive');
    const abilities = abilitiesOf(found.user.roles);
    if (need !== 'signedIn' && !abilities.includes(need)) throw new AppError('auth.not_authorised');
    return { ...found, abilities };
  }

  const toAgencyUser = (p: Pick<AgencyPrincipal, 'user' | 'agency'>, token: string, expiresAt: Date) =>
    ({
      Token: token,
      ExpiresAt: expiresAt.toISOString(),
      Roles: rolesOf(p.user),
      Abilities: abilitiesOf(p.user.roles),
      Name: p.user.name,
      Agentur: { Id: p.agency.id, Name: p.agency.name },
    }) satisfies AgencyUser;

  return {
    open,
    authenticate,
    toAgencyUser,

    /** `GET token/verifyAgenturToken`: whether the token is live, when it expires, whose roles. */
    async verify(tenant: Tenant, sent: string | undefined) {
      requireAgencyArea(tenant);
      const found = await live(tenant, sent);
      if (!found?.user.active) return { Valid: false, ExpiresAt: null, Roles: [] };
      return { Valid: true, ExpiresAt: found.session.expiresAt.toISOString(), Roles: rolesOf(found.user) };
    },

    /**
     * A new token in place of the authenticated one, within the session's end. The removal is the
     * check that counts: of two refreshes with one token the second finds it gone.
     */
    async refresh(tenant: Tenant, principal: AgencyPrincipal): Promise<AgencyUser> {
      return db.transaction(async (tx) => {
        const { session } = principal;
        if (session.endsAt <= clock.now()) throw new AppError('agency.login_required');
        if (!(await users.removeSession(tx, session.tokenHash))) throw new AppError('agency.login_required');
        const next = await open(tx, tenant, principal.user.id, session.endsAt);
        return toAgencyUser(principal, next.token, next.expiresAt);
      });
    },

    /** Ends the session of this token (as sent, even expired); other tenants' tokens are not touched. */
    async end(tenant: Tenant, sent: string | undefined): Promise<void> {
      requireAgencyArea(tenant);
      const token = wellFormedToken(sent);
      if (!token) return;
      const found = await users.sessionWithUser(db, hashToken(token));
      if (!found) return;
      if (found.session.tenantId !== tenant.id) throw new AppError('common.not_found');
      await users.removeSession(db, found.session.tokenHash);
    },
  };
}

export type AgencySessionsService = ReturnType<typeof createAgencySessionsService>;
