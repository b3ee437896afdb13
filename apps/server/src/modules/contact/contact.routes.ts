import {
  captchaRequiredSchema,
  contactBodySchema,
  contactQuerySchema,
  contactResultSchema,
} from '@kwk/shared/contact/contact.schemas';
import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageOf } from '../../plugins/language.ts';
import type { ContactService } from './contact.service.ts';

const params = z.object({ apiRoute: z.string().max(64) });

export function contactRoutes({ contact }: { contact: ContactService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/kontakt',
      {
        schema: {
          tags: ['contact'],
          summary: 'Whether the contact form needs a captcha (`?cmd=IsCaptchaRequired`)',
          params,
          querystring: contactQuerySchema.pick({ cmd: true }).required(),
          response: { 200: captchaRequiredSchema, 400: apiErrorSchema, 404: apiErrorSchema },
        },
      },
      async (request) => ({ IsCaptchaRequired: contact.isCaptchaRequired(request.tenant) }),
    );

    app.post(
      '/kontakt',
      {
        config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
        schema: {
          tags: ['contact'],
          summary:
            "Sends the contact form to the tenant's support address (captcha in `?captcha=`); KopieAnAbsender mails a fixed receipt, at most 3 a day per address",
          params,
          querystring: contactQuerySchema.pick({ captcha: true }),
          body: contactBodySchema,
          response: {
            200: contactResultSchema,
            400: apiErrorSchema,
            404: apiErrorSchema,
            429: apiErrorSchema,
          },
        },
      },
      async (request) => {
        await contact.submit(
          request.tenant,
          request.body,
          request.query.captcha,
          languageOf(request.headers['accept-language']),
        );
        return { Gesendet: true as const };
      },
    );
  };
}
