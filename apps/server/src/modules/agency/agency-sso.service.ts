import { randomBytes } from 'node:crypto';
import type { AgencySsoBody, AgencyUser } from '@kwk/shared/agency/agency.schemas';
import type { Language } from '@kwk/shared/errors/error-codes';
import { VALIDATION_MESSAGES } from '@kwk/shared/validation/messages';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../clock.ts';
import type { Db } from '../../db/client.ts';
import { scrubText } from '../../lib/log-redaction.ts';
import { createSecretBox } from '../../lib/secret-box.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { Tenant } from '../tenants/tenants.api.ts';
import { hashToken } from '../tokens/tokens.api.ts';
import type { AgencySessionsService } from './agency-sessions.service.ts';
import { requireAgencyArea } from './agency-sessions.service.ts';
import type { AgencySsoClient, ProviderSettings } from './agency-sso.client.ts';
import type { AgencySsoRepository, IdentityProviderRow } from './agency-sso.repository.ts';
import {
  DEPARTMENT_CLAIM,
  departmentFromClaim,
  isRegisteredRedirectUri,
  nameFromClaims,
  rolesFromClaim,
  SSO_REQUEST_TTL_MS,
  verifierMatches,
} from './agency-sso.rules.ts';
import type { AgencyUsersRepository } from './agency-users.repository.ts';

/** The purpose the client secrets are sealed for (lib/secret-box.ts): the CLI and the dev IdP use it too. */
export const AGENCY_IDP_SECRET_PURPOSE = 'agency-idp';

/**
 * What of a failed exchange reaches the log: the step and the error's kind and OAuth code, never
 * the code, tokens, claims or addresses (an error's `cause` may hold the ID token's claims).
 */
function causeOf(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubText(String(error)).slice(0, 200) };
  const e = error as Error & {
    code?: unknown;
    error?: unknown;
    error_description?: unknown;
    status?: unknown;
  };
  // openid-client wraps oauth4webapi's error, whose cause names the failed claim (and holds all claims).
  const inner = e.cause instanceof Error ? (e.cause as Error & { cause?: { claim?: unknown } }) : undefined;
  const claim = inner?.cause?.claim;
  return {
    name: e.name,
    message: scrubText(e.message).slice(0, 300),
    ...(inner ? { detail: scrubText(inner.message).slice(0, 300) } : {}),
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.error === 'string' ? { oauthError: e.error } : {}),
    ...(typeof e.error_description === 'string'
      ? { oauthDescription: scrubText(e.error_description).slice(0, 200) }
      : {}),
    ...(typeof e.status === 'number' ? { status: e.status } : {}),
    ...(typeof claim === 'string' ? { claim } : {}),
  };
}

/**
 * Agency sign-in (spec §6): `start` keeps a single-use state, nonce and PKCE challenge and names
 * the provider's authorization URL; `exchange` takes the state back, checks the verifier, has the
 * provider exchange the code, and opens a session for the user of issuer + subject in the agency
 * of the `department` claim, with the roles of the role claim.
 */
export function createAgencySsoService(deps: {
  db: Db;
  clock: Clock;
  appSecret: string;
  repository: AgencySsoRepository;
  client: AgencySsoClient;
  users: AgencyUsersRepository;
  sessions: AgencySessionsService;
}) {
  const { db, clock, repository, client, users, sessions } = deps;
  const box = createSecretBox(deps.appSecret, AGENCY_IDP_SECRET_PURPOSE);

  const settingsOf = (row: IdentityProviderRow): ProviderSettings => ({
    tenantId: row.tenantId,
    issuer: row.issuer,
    clientId: row.clientId,
    clientSecret: box.open(row.clientSecretEncrypted),
    version: `${row.updatedAt.toISOString()} ${row.clientSecretEncrypted}`,
  });

  async function providerOf(tenant: Tenant) {
    const row = await repository.providerOf(db, tenant.id);
    if (!row) throw new AppError('agency.sso_not_configured');
    return row;
  }

  return {
    async start(
      tenant: Tenant,
      body: { RedirectUri: string; CodeChallenge: string },
      lang: Language,
      log: FastifyBaseLogger,
    ): Promise<{ AuthorizationUrl: string; State: string }> {
      requireAgencyArea(tenant);
      const row = await providerOf(tenant);
      if (!isRegisteredRedirectUri(row.redirectUris, body.RedirectUri))
        throw new AppError('common.validation', {
          fields: [{ path: 'RedirectUri', message: VALIDATION_MESSAGES[lang].invalidField('RedirectUri') }],
        });
      const state = randomBytes(32).toString('base64url');
      const nonce = randomBytes(32).toString('base64url');
      let url: string;
      try {
        url = await client.authorizationUrl(settingsOf(row), {
          redirectUri: body.RedirectUri,
          state,
          nonce,
          codeChallenge: body.CodeChallenge,
          lang,
        });
      } catch (error) {
        // The provider did not answer its discovery, or the secret cannot be opened (APP_SECRET changed).
        log.warn(
          { sso: { tenant: tenant.key, step: 'provider', ...causeOf(error) } },
          'agency sign-in not started',
        );
        throw new AppError('agency.sso_unavailable');
      }
      const now = clock.now();
      await repository.purgeExpiredRequests(db, now);
      await repository.insertRequest(db, {
        stateHash: hashToken(state),
        tenantId: tenant.id,
        nonce,
        redirectUri: body.RedirectUri,
        codeChallenge: body.CodeChallenge,
        createdAt: now,
        expiresAt: new Date(now.getTime() + SSO_REQUEST_TTL_MS),
      });
      return { AuthorizationUrl: url, State: state };
    },

    async exchange(tenant: Tenant, body: AgencySsoBody, log: FastifyBaseLogger): Promise<AgencyUser> {
      requireAgencyArea(tenant);
      const refused = (step: string, error?: unknown) => {
        log.warn(
          { sso: { tenant: tenant.key, step, ...(error === undefined ? {} : causeOf(error)) } },
          'agency sign-in refused',
        );
        return new AppError('agency.sso_failed');
      };
      const request = await repository.takeRequest(db, tenant.id, hashToken(body.State));
      if (!request) throw refused('unknown_state');
      if (request.expiresAt <= clock.now()) throw refused('expired_state');
      if (!verifierMatches(body.Verifier, request.codeChallenge)) throw refused('verifier_mismatch');
      const row = await repository.providerOf(db, tenant.id);
      if (!row) throw refused('no_provider');

      let claims: Awaited<ReturnType<AgencySsoClient['exchange']>>;
      try {
        claims = await client.exchange(settingsOf(row), {
          redirectUri: request.redirectUri,
          code: body.Code,
          state: body.State,
          nonce: request.nonce,
          verifier: body.Verifier,
          roleClaim: row.roleClaim,
        });
      } catch (error) {
        throw refused('exchange', error);
      }

      const department = departmentFromClaim(claims[DEPARTMENT_CLAIM]);
      const agency = department ? await users.agencyByDepartment(db, tenant.id, department) : undefined;
      if (!agency) {
        log.warn(
          { sso: { tenant: tenant.key, step: 'agency', department: department ?? null } },
          'agency sign-in refused',
        );
        throw new AppError('agency.unknown_agency');
      }
      const signedIn = await db.transaction(async (tx) => {
        const user = await users.upsertSignin(tx, {
          tenantId: tenant.id,
          agencyId: agency.id,
          issuer: claims.iss,
          subject: claims.sub,
          name: nameFromClaims(claims),
          roles: rolesFromClaim(claims[row.roleClaim]),
          at: clock.now(),
        });
        if (!user.active) return { user, session: undefined };
        return { user, session: await sessions.open(tx, tenant, user.id) };
      });
      if (!signedIn.session) throw new AppError('agency.user_inactive');
      return sessions.toAgencyUser(
        { user: signedIn.user, agency },
        signedIn.session.token,
        signedIn.session.expiresAt,
      );
    },
  };
}

export type AgencySsoService = ReturnType<typeof createAgencySsoService>;
