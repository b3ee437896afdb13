import { defineModule, type ProvidedBy } from '../../lib/app-module.ts';
import type { captchaModule } from '../captcha/captcha.module.ts';
import type { mailModule } from '../mail/mail.module.ts';
import { contactRoutes } from './contact.routes.ts';
import { createContactService } from './contact.service.ts';
import { createContactReceiptsRepository } from './contact-receipts.repository.ts';

type Uses = ProvidedBy<typeof captchaModule> & ProvidedBy<typeof mailModule>;

/** The contact form. */
export const contactModule = defineModule({
  name: 'contact',
  needs: ['captcha', 'mail'],
  services: ({ db, clock, config }, { captcha, outbox }: Uses) => ({
    contact: createContactService({
      db,
      clock,
      config,
      captcha,
      outbox,
      receipts: createContactReceiptsRepository(),
    }),
  }),
  tenantRoutes: ({ contact }) => [contactRoutes({ contact })],
});
