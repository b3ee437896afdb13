import type { AgencyAbility } from '@kwk/shared/agency/agency-abilities';
import type { OperatorRight } from '@kwk/shared/operator/operator-rights';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { bearerCredentials } from '../lib/bearer.ts';
import type { Signedin } from '../modules/accounts/sessions.service.ts';
import type { AgencyPrincipal } from '../modules/agency/agency-sessions.service.ts';
import type { OperatorPrincipal } from '../modules/operators/operator-sessions.service.ts';
import type { PartnerKeyPermission } from '../modules/partner-keys/partner-key-permissions.ts';
import type { RecipientRow } from '../modules/recipients/recipients.repository.ts';
import type { RewardActor } from '../modules/rewards/rewards.service.ts';
import type { Tenant } from '../modules/tenants/tenant-cache.ts';

/**
 * What a route needs to be called (decision 012):
 * - `referrer`: a live referrer session → `request.referrer`;
 * - `sessionToken`: the session token as sent, unchecked (logout ends even an expired one) → `request.sessionToken`;
 * - `rewardPickup`: a referrer session or the reward token of a "reward ready" mail → `request.pickup`;
 * - `recipient`: a recipient token → `request.recipient`;
 * - `{ partner: permission }`: a partner key with that permission → `request.partner`;
 * - `{ agency: ability }`: an agency session whose roles grant the ability (or any live one,
 *   `'signedIn'`) → `request.agency`;
 * - `{ operator: right }`: a live console session whose roles grant the right, freshly confirmed
 *   where the right is dangerous (or any live one, `'signedIn'`) → `request.operator`.
 */
export type AuthRequirement =
  | 'referrer'
  | 'sessionToken'
  | 'rewardPickup'
  | 'recipient'
  | { partner: PartnerKeyPermission }
  | { agency: AgencyAbility | 'signedIn' }
  | { operator: OperatorRight | 'signedIn' };

/**
 * The checks behind each requirement, handed in by the composition root; each takes the bearer
 * credentials (never the header) and throws the module's own 401/403/404.
 */
export interface Authenticators {
  referrer(tenant: Tenant, token: string | undefined): Promise<Signedin>;
  rewardPickup(tenant: Tenant, token: string | undefined): Promise<RewardActor>;
  recipient(tenant: Tenant, token: string | undefined): Promise<RecipientRow>;
  partner(tenantKey: string, key: string | undefined, permission: PartnerKeyPermission): Promise<Tenant>;
  agency(
    tenant: Tenant,
    token: string | undefined,
    need: AgencyAbility | 'signedIn',
  ): Promise<AgencyPrincipal>;
  operator(token: string | undefined, need: OperatorRight | 'signedIn'): Promise<OperatorPrincipal>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route; a route without it is public (and has no `security` in its schema). */
    auth?: AuthRequirement;
  }
  interface FastifyRequest {
    referrer: Signedin;
    sessionToken: string | undefined;
    pickup: RewardActor;
    recipient: RecipientRow;
    partner: { tenant: Tenant };
    agency: AgencyPrincipal;
    operator: OperatorPrincipal;
  }
}

function authenticate(authenticators: Authenticators, need: AuthRequirement) {
  return async (request: FastifyRequest) => {
    const token = bearerCredentials(request.headers.authorization);
    if (typeof need === 'object' && 'operator' in need)
      request.operator = await authenticators.operator(token, need.operator);
    else if (typeof need === 'object' && 'agency' in need)
      request.agency = await authenticators.agency(request.tenant, token, need.agency);
    else if (typeof need === 'object') {
      const { tenantKey } = request.params as { tenantKey: string };
      request.partner = { tenant: await authenticators.partner(tenantKey, token, need.partner) };
    } else if (need === 'referrer') request.referrer = await authenticators.referrer(request.tenant, token);
    else if (need === 'sessionToken') request.sessionToken = token;
    else if (need === 'rewardPickup')
      request.pickup = await authenticators.rewardPickup(request.tenant, token);
    else request.recipient = await authenticators.recipient(request.tenant, token);
  };
}

/**
 * Adds the check a route declares in `config.auth` as its own preValidation hook: route hooks run
 * after the scope's, so the tenant is known, and before body validation, so a caller without
 * credentials gets 401 whatever it sends.
 */
export const authPlugin = fp(
  async (app: FastifyInstance, { authenticators }: { authenticators: Authenticators }) => {
    app.decorateRequest('referrer', null as unknown as Signedin);
    app.decorateRequest('sessionToken', undefined);
    app.decorateRequest('pickup', null as unknown as RewardActor);
    app.decorateRequest('recipient', null as unknown as RecipientRow);
    app.decorateRequest('partner', null as unknown as { tenant: Tenant });
    app.decorateRequest('agency', null as unknown as AgencyPrincipal);
    app.decorateRequest('operator', null as unknown as OperatorPrincipal);
    app.addHook('onRoute', (route: RouteOptions) => {
      const need = route.config?.auth;
      if (!need) return;
      const existing = route.preValidation;
      const hooks = existing ? (Array.isArray(existing) ? existing : [existing]) : [];
      route.preValidation = [authenticate(authenticators, need), ...hooks];
    });
  },
  { name: 'auth' },
);
