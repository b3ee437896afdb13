import { captchaQuerySchema } from '@kwk/shared/captcha/captcha.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import {
  captchaCheckSchema,
  optinConfirmBodySchema,
  optinResendBodySchema,
  recommendationCreatedSchema,
  recommendationCreateSchema,
  sendRecipientMailBodySchema,
  shareInfoSchema,
} from '@kwk/shared/referrals/referral.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../plugins/language.ts';
import { recommendationCreated, recommendationInput } from './recommendation-request.ts';
import type { ReferralsService } from './referrals.service.ts';

const params = z.object({ apiRoute: z.string().max(64) });
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  422: apiErrorSchema,
  429: apiErrorSchema,
};
const sentSchema = z.object({ Gesendet: z.literal(true) });

/**
 * The documented body shape; the route checks the body with the tenant's own rules (e-mail
 * whitelist, self-recommendation) by the same shared schema.
 */
const documentedCreateBody = recommendationCreateSchema({
  EmailWhitelist: [],
  AllowSelfRecommendation: true,
});

export function referralsRoutes({ referrals }: { referrals: ReferralsService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/Empfehlen/create',
      {
        config: {
          rateLimit: { max: 20, timeWindow: '1 minute' },
          // The tenant's rules, in the request's language; null asks whether a captcha is needed.
          // Checked before the captcha: a form error does not spend the captcha (decision 012).
          bodySchema: (tenant, lang) => recommendationCreateSchema(tenant.mandant.Rules, lang).nullish(),
        },
        schema: {
          tags: ['recommendation'],
          summary:
            'With a null body: whether a captcha is needed. With the recommendation body: creates it (account, referral, opt-in mail) in one transaction',
          params,
          querystring: captchaQuerySchema,
          body: documentedCreateBody.nullish(),
          response: { 200: captchaCheckSchema, 202: recommendationCreatedSchema, ...errors },
        },
      },
      async (request, reply) => {
        if (request.body === null || request.body === undefined) {
          return { IsCaptchaRequired: referrals.isCaptchaRequired(request.tenant) };
        }
        const input = recommendationInput(request, reply, request.query.captcha);
        const created = await referrals.create(request.tenant, request.body, input);
        return reply.status(202).send(recommendationCreated(input.lang, created));
      },
    );

    app.post(
      '/Empfehlen/optin/erneut',
      {
        config: { rateLimit: { max: 5, timeWindow: '10 minutes' } },
        schema: {
          tags: ['recommendation'],
          summary: 'Sends the opt-in mail of a pending recommendation again (same answer in every case)',
          params,
          body: optinResendBodySchema,
          response: { 200: sentSchema, ...errors },
        },
      },
      async (request) => {
        await referrals.resendOptin(
          request.tenant,
          request.body,
          languageOf(request.headers['accept-language']),
        );
        return { Gesendet: true as const };
      },
    );

    app.post(
      '/Empfehlen/bestaetigen',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: {
          tags: ['recommendation'],
          summary:
            "Confirms the referrer's opt-in with the mailed token (single use) and opens the share step",
          params,
          body: optinConfirmBodySchema,
          response: { 200: shareInfoSchema, ...errors },
        },
      },
      async (request) =>
        referrals.confirmOptin(
          request.tenant,
          request.body.Token,
          { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null },
          languageOf(request.headers['accept-language']),
        ),
    );

    app.post(
      '/Empfehlen/senden',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['recommendation'],
          summary:
            'Mails the recommendation to the recipient once, after the referrer affirmed the recipient agreed',
          params,
          body: sendRecipientMailBodySchema,
          response: { 200: sentSchema, ...errors },
        },
      },
      async (request) => {
        await referrals.sendRecipientMail(
          request.tenant,
          request.body.SendeToken,
          languageOf(request.headers['accept-language']),
        );
        return { Gesendet: true as const };
      },
    );
  };
}
