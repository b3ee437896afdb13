import { apiErrorSchema } from '@kwk/shared/errors/error.schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { defineModule } from '../../lib/app-module.ts';
import { AppError } from '../../plugins/app-error.ts';
import { devMailboxRoutes } from './dev-mailbox.routes.ts';
import { createOutboxRepository } from './outbox.repository.ts';

// Elsewhere than in development the mailbox path is answered 404 here, or the SPA would serve it as a page.
const noMailbox: FastifyPluginAsyncZod = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true, response: { 404: apiErrorSchema } } }, async () => {
    throw new AppError('common.not_found');
  });
};

/** The outbox every mail goes through (decision 001), and the development mailbox. */
export const mailModule = defineModule({
  name: 'mail',
  needs: [],
  services: ({ db }) => ({ outbox: createOutboxRepository({ db }) }),
  rootRoutes: ({ outbox }, { config }) => [config.isDevelopment ? devMailboxRoutes({ outbox }) : noMailbox],
});
