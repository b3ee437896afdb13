import { captchaChallengeSchema } from '@kwk/shared/captcha/captcha.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CaptchaService } from './captcha.service.ts';

export function captchaRoutes({ captcha }: { captcha: CaptchaService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/captcha/challenge',
      {
        schema: {
          tags: ['captcha'],
          summary: 'A proof-of-work challenge for the ALTCHA widget (valid 10 minutes)',
          params: z.object({ apiRoute: z.string().max(64) }),
          response: { 200: captchaChallengeSchema, 404: apiErrorSchema },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return (await captcha.challenge(request.tenant.key)) as z.infer<typeof captchaChallengeSchema>;
      },
    );
  };
}
