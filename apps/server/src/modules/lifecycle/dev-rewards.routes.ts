import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { AppError } from '../../plugins/app-error.ts';
import type { TenantCache } from '../tenants/tenants.api.ts';
import type { LifecycleJobs } from './lifecycle-jobs.ts';
import { createRewardCreditsRepository } from './reward-credits.repository.ts';

/**
 * Development only (registered only in a development deployment, like /dev/referrals): ages a
 * referral's ready reward and runs today's expiry job again, so the expiry of a reward not chosen
 * in time (issue 15) can be shown — by hand or by the browser tests — without waiting a year.
 */
export function devRewardsRoutes(deps: {
  db: Db;
  tenants: TenantCache;
  jobs: (log: FastifyBaseLogger) => LifecycleJobs;
}): FastifyPluginAsyncZod {
  // The development backdate is the lifecycle's own: not among what other modules may call.
  const credits = createRewardCreditsRepository();
  return async (app) => {
    app.post(
      '/dev/rewards/:tenantKey/:nr/age',
      {
        schema: {
          tags: ['development'],
          summary:
            'Development only: makes a referral’s ready reward some days older, then runs the expiry job',
          params: z.object({
            tenantKey: z.string().max(64),
            nr: z.coerce.number().int().min(1).max(999_999_999),
          }),
          body: z.object({ days: z.number().int().min(1).max(3660) }),
          response: { 204: z.null(), ...errorResponses(400, 404) },
        },
      },
      async (request, reply) => {
        const tenant = await deps.tenants.byKey(request.params.tenantKey);
        if (!tenant) throw new AppError('tenants.not_found');
        const aged = await credits.backdateReady(deps.db, {
          tenantId: tenant.id,
          empfehlungsnummer: request.params.nr,
          days: request.body.days,
        });
        if (!aged) throw new AppError('common.not_found');
        await deps.jobs(app.log).rerunToday('rewards.expire');
        return reply.code(204).send(null);
      },
    );
  };
}
