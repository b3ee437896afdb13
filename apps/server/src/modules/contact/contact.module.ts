import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { captchaModule } from '../captcha/captcha.module.ts';
import type { goodwillModule } from '../goodwill/goodwill.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { createContactReceiptsRepository } from './contact-receipts.repository.ts';

type Uses = ProvidedBy<typeof captchaModule> &
  ProvidedBy<typeof mailModule> &
  ProvidedBy<typeof goodwillModule>;

/** The contact form; a complaint about a reward opens a goodwill case (issue 14). */
export const contactModule = defineModule({
  name: 'contact',
  needs: ['captcha', 'goodwill', 'mail'],
  services: ({ db, clock, config }, { captcha, goodwill, outbox }: Uses) => ({
    contact: createContactService({
      db,
      clock,
      config,
      captcha,
      outbox,
      goodwill,
      receipts: createContactReceiptsRepository(),
    }),
  }),
  tenantRoutes: ({ contact }) => [contactRoutes({ contact })],
});
