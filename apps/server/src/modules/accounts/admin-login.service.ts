import type { LoginResponse, LoginTokenRequest } from '@kwk/shared/accounts/account.schemas';
import { emailIdentity } from '@kwk/shared/referrals/email-identity';
import type { Clock } from '../../clock.ts';
import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../plugins/app-error.ts';
import { portalOrigin, type Tenant } from '../tenants/tenants.api.ts';
import type { TokensService } from '../tokens/tokens.api.ts';
import type { AccountEventsRepository } from './account-events.repository.ts';
import { addressHash } from './account-identity.ts';
import { toAccountUser } from './account-user.ts';
import type { ReferrersRepository } from './referrers.repository.ts';
import { refuseBlocked, type SessionsService } from './sessions.service.ts';

/** Minutes a host's sign-in token works: it is handed straight to the browser. */
export const ADMIN_TOKEN_MINUTES = 5;

/**
 * Admin login and autologin (issue 5, spec §2/§6): the host system of a tenant (its partner key
 * with `host_sign_in`) asks for a one-time token for its signed-in user; the portal's
 * `/login/{token}` page, or the SPA silently under IsAutologin, exchanges it for a session marked
 * `admin`. Nobody has shown such a session owns the mailbox: it may not change bank data
 * (rewards.bankdata_link_required) nor choose a reward (rewards.pickup_link_required); both need
 * the mailed link.
 */
export function createAdminLoginService(deps: {
  db: Db;
  clock: Clock;
  config: Pick<AppConfig, 'appSecret' | 'deployEnv' | 'publicUrl'>;
  referrers: ReferrersRepository;
  sessions: SessionsService;
  tokens: TokensService;
  events: AccountEventsRepository;
}) {
  const { db, clock, config, referrers, tokens } = deps;
  return {
    /** `POST /api/partner/v1/{tenant}/login-tokens`: the body as the route checked it. */
    async issue(tenant: Tenant, body: LoginTokenRequest) {
      return db.transaction(async (tx) => {
        const [referrer] = await referrers.upsert(tx, {
          tenantId: tenant.id,
          email: body.Email,
          emailIdentity: emailIdentity(body.Email),
          vorname: body.Vorname,
          nachname: body.Nachname,
          language: body.Language ?? tenant.mandant.Brand.Language,
        });
        refuseBlocked(referrer!);
        const ttlMs = ADMIN_TOKEN_MINUTES * 60_000;
        const token = await tokens.issue(tx, {
          tenantId: tenant.id,
          purpose: 'admin.login',
          subjectId: referrer!.id,
          ttlMs,
        });
        return {
          Token: token,
          Link: `${portalOrigin(tenant, config)}/login/${token}`,
          GueltigBis: new Date(clock.now().getTime() + ttlMs).toISOString(),
        };
      });
    },

    /** `GET /account/adminLogin/{token}`: the token once, for a session marked `admin`. */
    async login(tenant: Tenant, token: string, ip: string): Promise<LoginResponse> {
      return db.transaction(async (tx) => {
        const referrerId = await tokens.consume(tx, {
          tenantId: tenant.id,
          purpose: 'admin.login',
          token,
          unknown: 'auth.link_expired',
        });
        const referrer = await referrers.byId(tx, tenant.id, referrerId);
        if (!referrer) throw new AppError('auth.link_expired');
        refuseBlocked(referrer);
        const session = await deps.sessions.open(tx, tenant, referrer.id, 'admin');
        await deps.events.record(tx, {
          tenantId: tenant.id,
          kind: 'login',
          referrerId: referrer.id,
          ipHash: addressHash(config.appSecret, ip),
          at: clock.now(),
        });
        return { ...toAccountUser(referrer, session.expiresAt), Token: session.token };
      });
    },
  };
}

export type AdminLoginService = ReturnType<typeof createAdminLoginService>;
