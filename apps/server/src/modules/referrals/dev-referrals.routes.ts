import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { ReferralsRepository } from './referrals.repository.ts';

/**
 * Development only (registered only in a development deployment, like /dev/mailbox): ages a
 * referral, so the core loop can be shown — by hand or by the browser tests — with an order that
 * is past the revocation period, while an order dated before its referral stays refused.
 */
export function devReferralsRoutes(deps: {
  db: Db;
  tenants: TenantCache;
  referrals: ReferralsRepository;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/dev/referrals/:tenantKey/:nr/backdate',
      {
        schema: {
          tags: ['development'],
          summary: 'Development only: moves a referral’s creation and link expiry back by some days',
          params: z.object({
            tenantKey: z.string().max(64),
            nr: z.coerce.number().int().min(1).max(999_999_999),
          }),
          // Up to 120 days: fyrst's complaint period is 60 days after an order placed within the
          // link's 60 days, so its core loop (README) needs a referral made more than 60 days ago.
          body: z.object({ days: z.number().int().min(1).max(120) }),
          response: { 204: z.null(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const tenant = await deps.tenants.byKey(request.params.tenantKey);
        if (!tenant) throw new AppError('tenants.not_found');
        const found = await deps.referrals.backdate(deps.db, tenant.id, request.params.nr, request.body.days);
        if (!found) throw new AppError('common.not_found');
        return reply.code(204).send(null);
      },
    );
  };
}
