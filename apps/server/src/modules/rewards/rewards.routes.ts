import {
  chooseRewardBodySchema,
  rewardChosenSchema,
  rewardDetailsQuerySchema,
  rewardListSchema,
} from '@kwk/shared/rewards/reward-pickup.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearerSecurity, errorResponses, tenantParams } from '../../lib/route-schemas.ts';
import { languageOf } from '../../plugins/language.ts';
import type { RewardsService } from './rewards.service.ts';

const params = tenantParams;
const errors = errorResponses(400, 401, 403, 404, 409, 429);
const tags = ['rewards'];
const security = bearerSecurity;
const pickupLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** Reward pickup (spec §7 "Rewards", `GET /empfehler/praemierungmail/{x}`); session or reward token. */
export function rewardsRoutes({ rewards }: { rewards: RewardsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/praemierung',
      {
        config: { ...pickupLimit, auth: 'rewardPickup' },
        schema: {
          tags,
          security,
          summary:
            "The referrer's ready, chosen and paid rewards (?details= for one), by session or reward token",
          params,
          querystring: rewardDetailsQuerySchema,
          response: { 200: rewardListSchema, ...errors },
        },
      },
      async (request) => rewards.list(request.tenant, request.pickup, request.query.details),
    );

    app.put(
      '/praemierung',
      {
        config: {
          ...pickupLimit,
          auth: 'rewardPickup',
          bodySchema: (tenant, lang) => chooseRewardBodySchema(tenant.mandant.Rules.ModuleIBANNurDE, lang),
        },
        // A host-system session is refused before the body is looked at.
        preValidation: async (request) => rewards.mayChoose(request.pickup),
        schema: {
          tags,
          security,
          summary:
            'Chooses how to take a ready reward (transfer or voucher), once: 409 PraemieBereitsAbgeholt after',
          params,
          body: chooseRewardBodySchema(false),
          response: { 200: rewardChosenSchema, ...errors },
        },
      },
      async (request) =>
        rewards.choose(
          request.tenant,
          request.pickup,
          request.body,
          languageOf(request.headers['accept-language']),
        ),
    );

    app.get(
      '/empfehler/praemierungmail/:token',
      {
        config: pickupLimit,
        schema: {
          tags,
          summary:
            'The rewards behind the pickup link of a "reward ready" mail (401 "contact support" when invalid)',
          params: params.extend({ token: z.string().max(120) }),
          response: { 200: rewardListSchema, ...errors },
        },
      },
      // The pickup link's token comes in the path, not as a bearer token: checked here, the same way.
      async (request) =>
        rewards.list(request.tenant, await rewards.actor(request.tenant, request.params.token)),
    );
  };
}
